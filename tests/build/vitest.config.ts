import { defineConfig } from 'vitest/config';

/** Checks over the built site in dist/site (run after `npm run build`). */
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
