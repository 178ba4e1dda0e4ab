import { defineConfig } from 'vitest/config';

/** Checks over the built site in dist/site (run after `npm run build`). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The HTTP Observatory runs as source, so its network retriever can be replaced by our own server (observatory.test.ts).
    server: { deps: { inline: [/@mdn\/mdn-http-observatory/] } },
  },
});
