import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

/**
 * The consent journey needs the pages built with a measurement ID (as tests/browser/consent.spec.ts does):
 * dist/site copied, then Eleventy writes the pages and _headers again with STEEL_ANALYTICS_ID set.
 */
export const CONSENT_ROOT = 'dist/engines-consent-site';
const ID = 'G-TEST123';

export function setup() {
  rmSync(CONSENT_ROOT, { recursive: true, force: true });
  cpSync('dist/site', CONSENT_ROOT, { recursive: true });
  execFileSync('npx', ['eleventy', `--output=${CONSENT_ROOT}`, '--quiet'], {
    env: { ...process.env, STEEL_ANALYTICS_ID: ID },
    stdio: 'pipe',
  });
}

export function teardown() {
  rmSync(CONSENT_ROOT, { recursive: true, force: true });
}
