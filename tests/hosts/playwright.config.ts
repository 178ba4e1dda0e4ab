import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumBrowser } from '../../scripts/chromium.js';

/**
 * The hosts where partners paste the snippet (README.md, "Tests"): each spec starts its own servers on free
 * ports of 127.0.0.1 (our built site, dist/site, and the host), so it needs `npm run build` first and no
 * TEST_PORT. One worker: the Next.js spec builds an app, and the machine's two cores are better left to it.
 *
 * Debian's Chromium browser, not the headless shell the other stages drive (scripts/chromium.js): the shell puts its
 * pointer at (0, 0) and, after a layout change, sends the page a trusted mousemove there, which a host that holds
 * scripts until the visitor's first interaction (delayed-scripts.spec.ts, WP Rocket) takes as that interaction.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/hosts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROME_PATH ?? chromiumBrowser, args: chromiumArgs },
  },
});
