// The Chromium this project runs (Debian's, never downloaded) and the flags it runs with, for Playwright
// (playwright.config.ts, tests/engines, tests/hosts), `npm run bench` and scripts/lh-diag.mjs (README.md, "Set-up":
// browsers cannot be downloaded here, so Playwright never installs its own).
import { existsSync } from 'node:fs';

/** Debian's Chromium: the whole browser, as a visitor runs it. Lighthouse measures with it (`npm run bench`). */
export const chromiumBrowser = '/usr/bin/chromium';
/** Debian's chromium-headless-shell: the same release's Blink, V8 and network stack without the browser's window layer. */
export const chromiumHeadlessShell = '/usr/bin/chromium-headless-shell';
/**
 * What the tests drive: the headless shell when it is installed (`.ci/run` installs it), as Playwright itself does for
 * headless runs; it renders, lays out and runs scripts as the browser does, at about four fifths of the CPU (the
 * shipped data's Chromium stage, back to back on an idle machine: CONTRIBUTING.md "Which tests to run"). Without it,
 * the browser. CHROME_PATH chooses another.
 */
export const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(chromiumHeadlessShell) ? chromiumHeadlessShell : chromiumBrowser);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What chrome-launcher needs for a headless Lighthouse run: the whole browser, as the quality bar's figures are. */
export const lighthouseChrome = {
  chromePath: process.env.LIGHTHOUSE_CHROME_PATH ?? chromiumBrowser,
  chromeFlags: ['--headless=new', ...chromiumArgs],
};
