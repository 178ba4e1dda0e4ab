import { defineConfig } from 'vitest/config';

/** `npm run test:spec`: the shipped data against the specification's figures (tests/spec/shipped-data.test.ts). */
export default defineConfig({ test: { include: ['tests/spec/**/*.test.ts'], environment: 'node' } });
