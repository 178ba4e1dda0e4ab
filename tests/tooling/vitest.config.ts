import { defineConfig } from 'vitest/config';

/**
 * Checks of the tooling itself, each in a fresh copy of the project (tests/tooling/fresh-copy.ts): a build
 * with bad data fails before writing bundles; `npm run dev` serves / and follows widget changes; the typings
 * type-check a React 19 and a preact host; a React 19 app runs our elements (tests/react19/).
 */
export default defineConfig({
  test: {
    include: ['tests/tooling/**/*.test.ts', 'tests/react19/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
