import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';
import { landingUrl } from '../../shared/landing.ts';

/** Byte budgets (gzip -9), measured on the files each page really loads; sizes are deterministic, times are not. */
export const KB = 1024;
export const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
// The calculator page has the larger budget, and so has a landing page with a calculator block (docs/cms.md "Landing
// pages"). /embed shows its live previews in frames opened on request (site/scripts/embed.ts), so it has the usual one.
const calculatorPages = [
  '/calculator',
  ...readData('landing-pages')
    .filter((p) => p.blocks.some((b) => b.kind === 'calculator'))
    .map((p) => landingUrl(p.slug)),
];
const jsBudget = (route: string) => (calculatorPages.includes(route) ? 25 * KB : 15 * KB);
/**
 * The consent script with what it imports (site/scripts/consent.ts: the banner, and keeping the landing with
 * consent), on every page only when a measurement ID is configured. It has its own budget, checked from the build's
 * manifest whatever the setting, added to a page's budget when the page loads it: the budgets hold the code with
 * analytics off and on.
 */
export const CONSENT_BUDGET = 2.5 * KB;
export const CONSENT_ENTRY = 'site/scripts/consent.ts';
export const analyticsOn = !!readData('business').analytics.measurementId;

/** The Vite manifest: which chunks each entry imports, statically and on demand. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export const manifest = (): Manifest => JSON.parse(readFileSync(`${distDir}/vite-manifest.json`, 'utf8'));

/**
 * Starts noting every script of ours the page fetches. The returned check, once the page's modules have all run
 * (csp.ts scriptsDone), holds their gzip bytes to the page's budget and finds no render-blocking stylesheet.
 */
export function scriptBudget(page: Page, route: string) {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.hostname === '127.0.0.1' && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return async () => {
    const js = [...scripts].reduce((sum, p) => sum + gz(readFileSync(`${distDir}/site${p}`)), 0);
    const consent = `/assets/${manifest()[CONSENT_ENTRY].file.replace(/^assets\//, '')}`;
    expect
      .soft(scripts.has(consent), 'the consent script is on the page exactly when analytics is configured')
      .toBe(analyticsOn);
    const budget = jsBudget(route) + (analyticsOn ? CONSENT_BUDGET : 0);
    expect
      .soft(
        js,
        `${route} loads ${(js / KB).toFixed(1)} KB of JavaScript (budget ${budget / KB} KB): ${[...scripts].join(', ')}`,
      )
      .toBeLessThanOrEqual(budget);
    // The CSS is inline, its bytes held by the code budgets of budgets.spec.ts.
    expect.soft(await page.locator('link[rel="stylesheet"]').count(), 'no render-blocking stylesheet').toBe(0);
  };
}
