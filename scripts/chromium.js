// The one Chromium this project runs (Debian's, never downloaded) and the flags it runs with, for
// Playwright (playwright.config.ts), `npm run bench` and scripts/lh-diag.mjs (README.md, "Set-up": browsers
// cannot be downloaded here, so Playwright never installs its own).
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What chrome-launcher needs for a headless Lighthouse run. */
export const lighthouseChrome = { chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] };
