import { defineConfig } from 'vitest/config';
import { isShipped } from '../../shared/data-set.js';

/**
 * Checks over the built site in dist/site (run after `npm run build`), or over another data set's build
 * (STEEL_DATA, shared/data-set.js; `npm run test:fixture`). The npm package's tests are left out there: the
 * package (package.json "exports") is the shipped build in dist/.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    exclude: isShipped
      ? []
      : ['tests/build/{pack,package-element,package-entry,embed-happy-dom}.test.ts', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest's default on two cores is one file at a time; two took the shipped build's checks from 36 s to 25 s.
    maxWorkers: 2,
    // The HTTP Observatory runs as source, so its network retriever can be replaced by our own server (observatory.test.ts).
    server: { deps: { inline: [/@mdn\/mdn-http-observatory/] } },
  },
});
