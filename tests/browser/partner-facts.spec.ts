import { test, expect, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { blockThirdParties, defined, stepTo } from './widget-helpers.ts';
import { releases } from '../../widgets/releases.ts';
import { FACTS_URL } from '../../widgets/partner/loader/host-files.ts';
import { CARRIED } from '../../widgets/partner/build/facts.ts';
import { distDir } from '../../shared/data-set.js';

/**
 * Live facts (docs/widgets.md "Live facts"): a partner page that pinned a release shows the business facts our
 * host serves today (FACTS_URL, written by each build from its data), not the ones the release carries; and the
 * carried ones when today's cannot be fetched. Run on the shipped data and on the fixture's (npm run
 * test:fixture), whose phone number and prices differ from what the release carries.
 */
type Option = { value: string; factor: number };
type Facts = {
  business: { phone: { display: string } };
  pricing: Record<'serviceType' | 'projectSize' | 'material' | 'complexity' | 'timeframe' | 'location', Option[]>;
};
const served = JSON.parse(readFileSync(`${distDir}/site${FACTS_URL}`, 'utf8')) as Facts;
const carried = JSON.parse(readFileSync(CARRIED, 'utf8')) as Facts;
const pinned = releases.find((r) => r.pinned)!.version;
const PARTNER_HOST = 'facts-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}/`;
const groups = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const;

/** The pinned release's calculator on a partner page, with our host's facts answered by `facts`. */
async function calculate(page: Page, baseURL: string, facts: (route: Route) => Promise<void>, choices: Facts) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER.slice(0, -1) });
  await blockThirdParties(page.context(), [PARTNER_HOST]);
  await page.route(`${baseURL}${FACTS_URL}`, facts);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${baseURL}/embed/${pinned}/loader.js"></script></head>
<body><main><h1>Partner</h1><steel-calculator></steel-calculator></main></body></html>`;
  await page.route(`${PARTNER}**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(PARTNER);
  await defined(page, 'steel-calculator');
  const calc = page.locator('steel-calculator');
  // it steps (widget-helpers.ts stepTo)
  for (const g of groups) {
    const radio = calc.locator(`input[name="${g}"][value="${choices.pricing[g][0].value}"]`);
    await stepTo(calc, radio);
    await radio.check();
  }
  await stepTo(calc, calc.locator('input[name="email"]'));
  await calc.locator('input[name="email"]').fill('jo@example.org');
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  const figures = (await calc.locator('.range').innerText()).match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, '')));
  const call = await calc.locator('a[href^="tel:"]', { hasText: /^Call / }).innerText();
  return { figures, call, problems };
}

test(`release ${pinned}, pinned, shows the phone number and prices our host serves today`, async ({
  page,
  baseURL,
}) => {
  const today = await calculate(page, baseURL!, (route) => route.continue(), served);
  expect(today.call).toBe(`Call ${served.business.phone.display}`);
  expect(today.problems).toEqual([]);

  // The owner changes the phone number and doubles the first service's rate: the same pinned release follows.
  const changed = structuredClone(served);
  changed.business.phone.display = '01632 960 999';
  changed.pricing.serviceType[0].factor *= 2;
  const next = await page.context().newPage();
  const after = await calculate(
    next,
    baseURL!,
    (route) =>
      route.fulfill({
        json: changed,
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    served,
  );
  expect(after.call).toBe('Call 01632 960 999');
  expect(after.figures.length).toBe(today.figures.length);
  // Twice the rate, twice each figure (give or take the rounding to whole pounds).
  after.figures.forEach((f, i) =>
    expect(Math.abs(f - 2 * today.figures[i]), `${f} vs 2 x ${today.figures[i]}`).toBeLessThanOrEqual(2),
  );
  expect(after.problems).toEqual([]);
});

test(`without our host's facts (offline, a policy that refuses them), release ${pinned} shows the facts it carries`, async ({
  page,
  baseURL,
}) => {
  const { call, figures } = await calculate(page, baseURL!, (route) => route.abort(), carried);
  expect(call).toBe(`Call ${carried.business.phone.display}`);
  expect(figures.length).toBeGreaterThan(0);
  await expect(page.locator('steel-calculator .fallback')).toHaveCount(0);
});
