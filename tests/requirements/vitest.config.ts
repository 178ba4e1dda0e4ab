import { defineConfig } from 'vitest/config';

/** `npm run test:requirements`: the shipped data against the figures of docs/requirements.md (tests/requirements/shipped-data.test.ts). */
export default defineConfig({ test: { include: ['tests/requirements/**/*.test.ts'], environment: 'node' } });
