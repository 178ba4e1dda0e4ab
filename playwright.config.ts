import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';
import { dataFile } from './shared/data-set.js';

/** Real Chromium (Debian's, never downloaded) against dist/site served like a static host. */
const PORT = Number(process.env.TEST_PORT ?? 4173);
/** A form endpoint on this computer (the fixture's business.json): the test receiver answers there (scripts/form-receiver.js). */
const endpoint = (JSON.parse(readFileSync(dataFile('business'), 'utf8')) as { formEndpoint?: string }).formEndpoint;
const receiver = endpoint?.startsWith('http://127.0.0.1:') ? new URL(endpoint) : undefined;

export default defineConfig({
  // tests/browser/*.spec.ts, and each widget's own browser tests beside its code (widgets/<folder>/*.browser.ts)
  testDir: '.',
  testMatch: ['tests/browser/**/*.spec.ts', 'widgets/*/*.browser.ts'],
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more and, if it then passes, is listed as "flaky" in the report (not hidden):
  // twice in five fresh-clone runs one fixture-phase test waited its full minute on a request that never finished
  // (networkidle, or a form's module), a hang not reproduced when its spec ran three times over (102 tests).
  // Locally a failure stays one.
  retries: process.env.CI ? 1 : 0,
  // list in the terminal; an HTML report with each failure's screenshot and trace in playwright-report/
  // (`npx playwright show-report`). CONTRIBUTING.md says how to read them.
  reporter: [['list'], ['html', { open: 'never' }]],
  // On a fresh 2-core machine with Debian's Chromium 156 and two workers, the heaviest checks (axe on /gallery, a
  // whole form journey at 390 px) take up to about 28 s: 60 s keeps every test within half of its limit.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Kept only for failing tests, in test-results/playwright/<test>/: trace.zip (`npx playwright show-trace`) and a screenshot.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: `node scripts/serve.js --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    ...(receiver
      ? [
          {
            command: `node scripts/form-receiver.js --port ${receiver.port}`,
            url: `${receiver.origin}/__received`,
            reuseExistingServer: !process.env.CI,
            timeout: 20_000,
          },
        ]
      : []),
  ],
});
