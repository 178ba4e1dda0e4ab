import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { start } from '../../scripts/form-receiver.js';
import { dataFile, distDir } from '../../shared/data-set.js';

/**
 * The consent journey needs the pages built with a measurement ID (as tests/browser/consent.spec.ts does):
 * the build's site copied (dist/site, or another data set's), then Eleventy writes the pages and _headers again with STEEL_ANALYTICS_ID set.
 */
export const CONSENT_ROOT = `${distDir}/engines-consent-site`;
const ID = 'G-TEST123';

/** A data set whose form endpoint is on this computer (the fixture's) gets the test receiver there, as Playwright does. */
const endpoint = (JSON.parse(readFileSync(dataFile('business'), 'utf8')) as { formEndpoint?: string }).formEndpoint;
let receiver: Server | undefined;

export async function setup() {
  if (endpoint?.startsWith('http://127.0.0.1:'))
    receiver = await start({ port: Number(new URL(endpoint).port) }).catch((e: NodeJS.ErrnoException) => {
      // Outside CI a receiver already listening there (another run's, as Playwright reuses it) does the same job.
      if (e.code === 'EADDRINUSE' && !process.env.CI) return undefined;
      throw e;
    });
  rmSync(CONSENT_ROOT, { recursive: true, force: true });
  cpSync(`${distDir}/site`, CONSENT_ROOT, { recursive: true });
  execFileSync('npx', ['eleventy', `--output=${CONSENT_ROOT}`, '--quiet'], {
    env: { ...process.env, STEEL_ANALYTICS_ID: ID },
    stdio: 'pipe',
  });
}

export function teardown() {
  receiver?.close();
  rmSync(CONSENT_ROOT, { recursive: true, force: true });
}
