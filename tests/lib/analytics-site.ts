import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { distDir } from '../../shared/data-set.js';

/** The measurement ID of the analytics-on build (Google is never reached: the tests stand in for it). */
export const ANALYTICS_TEST_ID = 'G-TEST123';
/** Where the analytics-on build of the data set in use is (dist/analytics-site, or dist-<set>/analytics-site). */
export const ANALYTICS_ROOT = `${distDir}/analytics-site`;
const STAMP = `${ANALYTICS_ROOT}.built-from`;

/** Which build of the site it was made from: the times `npm run build` last wrote the site's _headers and home page. */
const buildOf = () =>
  JSON.stringify({
    id: ANALYTICS_TEST_ID,
    built: ['_headers', 'index.html'].map((f) => statSync(`${distDir}/site/${f}`).mtimeMs),
  });

/**
 * The site with analytics on, for the consent tests (tests/browser/consent.spec.ts and the engines' consent journey):
 * the build's site copied (scripts, photos, embeds), then Eleventy writes the pages and _headers again with
 * STEEL_ANALYTICS_ID set (read by the data loader). Made once per build of each data set and kept beside it: a test
 * stage that needs it reuses the one made from the same build (the browser and engines stages of a run), and
 * `npm run build`, which rewrites the site, makes the next call build it again. Returns its folder.
 */
export function analyticsSite(): string {
  const build = buildOf();
  if (existsSync(ANALYTICS_ROOT) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === build) return ANALYTICS_ROOT;
  // built beside it, then moved in place: a run that finds the folder finds it whole
  const next = `${ANALYTICS_ROOT}-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  cpSync(`${distDir}/site`, next, { recursive: true });
  execFileSync('npx', ['eleventy', `--output=${next}`, '--quiet'], {
    env: { ...process.env, STEEL_ANALYTICS_ID: ANALYTICS_TEST_ID },
    stdio: 'pipe',
  });
  rmSync(STAMP, { force: true });
  rmSync(ANALYTICS_ROOT, { recursive: true, force: true });
  renameSync(next, ANALYTICS_ROOT);
  writeFileSync(STAMP, build);
  return ANALYTICS_ROOT;
}
