import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { start } from '../../scripts/serve.js';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { dataFile } from '../../shared/data-set.js';
import { ANALYTICS_TEST_ID, analyticsSite } from '../lib/analytics-site.ts';

/*
 * Consent with analytics on: a test build of the pages with a measurement ID (STEEL_ANALYTICS_ID, read by
 * the data loader) in dist/analytics-site (tests/lib/analytics-site.ts, made once a build and shared with the
 * engines' consent journey), served under its own _headers. Google's script is a stand-in
 * served through page.route: like gtag.js it sets the _ga cookies and sends each dataLayer entry to
 * region1.google-analytics.com, unless gtag's opt-out flag window['ga-disable-<ID>'] is set. Nothing
 * leaves the machine: every other host is refused.
 */
const ID = ANALYTICS_TEST_ID;
let server: Server;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await start({ port: 0, root: analyticsSite() });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

/** A gtag.js stand-in: cookies and one hit per dataLayer entry, honouring the opt-out flag, as Google's does. */
const fakeGtag = `(() => {
  const id = ${JSON.stringify(ID)};
  document.cookie = '_ga=GA1.1.1234.5678; path=/; max-age=63072000';
  document.cookie = '_ga_' + id.slice(2) + '=GS1.1.1234; path=/; max-age=63072000';
  const send = (a) => {
    if (window['ga-disable-' + id]) return;
    const name = a[0] === 'event' ? a[1] : a[0];
    fetch('https://region1.google-analytics.com/g/collect?tid=' + id + '&en=' + encodeURIComponent(name), { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const dl = window.dataLayer = window.dataLayer || [];
  for (const a of dl) send(a);
  dl.push = (a) => { send(a); return Array.prototype.push.call(dl, a); };
})();`;

interface Seen {
  scripts: string[];
  hits: string[];
  violations: string[];
}
async function analyticsOn(page: Page, context: BrowserContext): Promise<Seen> {
  const seen: Seen = { scripts: [], hits: [], violations: [] };
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
        seen.scripts.push(url.href);
        return route.fulfill({ contentType: 'text/javascript', body: fakeGtag });
      }
      if (url.hostname === 'region1.google-analytics.com') {
        seen.hits.push(url.searchParams.get('en') ?? '');
        return route.fulfill({ status: 204 });
      }
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && seen.violations.push(m.text()));
  // tel: would hand over to another program: stop that after the page's own handlers ran.
  await page.addInitScript(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  return seen;
}

const gaCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => /^_ga/.test(c.name)).map((c) => c.name);
const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });
/** What the page has pushed for Google's script to send (0 when it has no dataLayer). */
const dataLayerLength = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0);

test('nothing before a choice; sends after Accept; after Reject (from the privacy page) no send and no _ga cookie', async ({
  page,
  context,
}) => {
  const seen = await analyticsOn(page, context);
  await page.goto(`${origin}/about`);
  await expect(banner(page)).toBeVisible();
  await page.locator('footer a[href^="tel:"]').first().click();
  // the click's handlers have run (they would push to the dataLayer at once); Google's script sends what is pushed
  expect(await dataLayerLength(page), 'nothing pushed before a choice').toBe(0);
  expect(seen.scripts, 'no Google script before a choice').toEqual([]);
  expect(seen.hits, 'no hit before a choice').toEqual([]);
  expect(await gaCookies(context)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.hits).toContain('config');
  await page.locator('footer a[href^="tel:"]').first().click();
  await expect.poll(() => seen.hits).toContain('phone_call');
  expect(seen.scripts).toHaveLength(1);
  expect(await gaCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']));

  // Withdraw on the privacy page: the page reloads without Google's script and its cookies are gone.
  const hitsOfEarlierPages = seen.hits.length;
  await page.goto(`${origin}/privacy-policy`);
  await expect.poll(() => seen.scripts.length).toBe(2);
  // This page's own hits (one per dataLayer entry, sent once the script has run) are in before the count is taken.
  const entries = await dataLayerLength(page);
  await expect.poll(() => seen.hits.length).toBe(hitsOfEarlierPages + entries);
  const hitsBefore = seen.hits.length;
  await page.getByRole('link', { name: 'Change your analytics cookie choice' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', { name: 'Reject analytics' }).click(),
  ]);
  await expect(banner(page)).toBeHidden();
  expect(await gaCookies(context), 'analytics cookies deleted').toEqual([]);
  await page.locator('footer a[href^="tel:"]').first().click();
  expect(await dataLayerLength(page), 'nothing pushed after Reject').toBe(0);
  expect(seen.hits.slice(hitsBefore), 'nothing sent after Reject').toEqual([]);
  expect(seen.scripts, 'Google script not loaded again').toHaveLength(2);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
  expect(seen.violations, 'the policy allows what gtag needs').toEqual([]);
});

test('the banner is a region early in the tab order, and Escape dismisses it as a rejection', async ({
  page,
  context,
}) => {
  const seen = await analyticsOn(page, context);
  await page.goto(`${origin}/`);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('.consent')),
    'second Tab stop is in the banner',
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.locator('footer')).toBeVisible();
  await expect(banner(page), 'the rejection is remembered').toHaveCount(0);
  expect(seen.scripts).toEqual([]);
  expect(seen.hits).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);
});

// The real build offers the choice exactly when its data set configures analytics (the shipped data and the fixture
// data set differ here, so between them both states are seen).
const realId = (JSON.parse(readFileSync(dataFile('business'), 'utf8')) as { analytics: { measurementId: string } })
  .analytics.measurementId;
test(`${realId ? 'with' : 'without'} a measurement ID (the real build) the privacy page ${realId ? 'offers a' : 'offers no'} cookie choice`, async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your analytics cookie choice' })).toHaveCount(realId ? 1 : 0);
  await page.goto(`${origin}/privacy-policy`);
  await expect(page.getByRole('link', { name: 'Change your analytics cookie choice' })).toHaveCount(1);
});

test("an enquiry's source and events: nothing kept or pushed before a choice; after Accept the landing is kept for the visit and the events reach the dataLayer; Reject forgets it", async ({
  page,
  context,
}) => {
  await analyticsOn(page, context);
  const calc = page.locator('steel-calculator');
  /** An estimate asked for by e-mail: the mail's body (the mail program opens as nothing in headless Chromium). */
  const estimateMail = async () => {
    await page.waitForFunction(() => !!customElements.get('steel-calculator'));
    for (const [k, v] of Object.entries(calculatorChoices))
      await calc.locator(`input[name="${k}"][value="${v}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    const body = page.evaluate(
      () =>
        new Promise<string>((done) =>
          document.addEventListener('steel-calculator-email', (e) => done((e as CustomEvent).detail.body), {
            once: true,
          }),
        ),
    );
    await calc.getByRole('button', { name: 'E-mail this estimate to us' }).click();
    return body;
  };
  const state = () =>
    page.evaluate(() => ({
      kept: sessionStorage.getItem('steel-landing'),
      events: ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
        .map((e) => e.event)
        .filter((e) => e?.startsWith('steel_')),
    }));

  await page.goto(`${origin}/calculator?utm_source=consent-test&gclid=click-1`);
  await expect(banner(page)).toBeVisible();
  expect(await estimateMail()).toContain('utm_source: consent-test');
  expect(await state(), 'before a choice').toEqual({ kept: null, events: [] });

  await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect.poll(async () => (await state()).kept).toContain('consent-test');
  // Pages later, each opened without a referrer: the kept landing still says where the visitor came from.
  await page.goto(`${origin}/about`);
  await page.goto(`${origin}/calculator`);
  const body = await estimateMail();
  expect(body).toContain('utm_source: consent-test\ngclid: click-1\nlanding page: /calculator');
  expect((await state()).events).toEqual(['steel_estimate', 'steel_calculator_email']);

  await page.goto(`${origin}/privacy-policy`);
  await page.getByRole('link', { name: 'Change your analytics cookie choice' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', { name: 'Reject analytics' }).click(),
  ]);
  expect(await state(), 'after Reject').toEqual({ kept: null, events: [] });
});
