import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { start } from '../../scripts/form-receiver.js';
import { dataFile } from '../../shared/data-set.js';
import { ANALYTICS_ROOT, analyticsSite } from '../lib/analytics-site.ts';

/**
 * The consent journey needs the pages built with a measurement ID: the analytics-on build of tests/lib/analytics-site.ts,
 * the same one tests/browser/consent.spec.ts serves (made once a build of each data set).
 */
export const CONSENT_ROOT = ANALYTICS_ROOT;

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
  analyticsSite();
}

export function teardown() {
  receiver?.close();
}
