import { test, expect, type Page } from '@playwright/test';
import { CARRIED_PARAMS } from '../../shared/attribution.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
import { serviceRoutes } from '../routes.ts';
import { blockThirdParties, business, defined, openPage, quoteForm, recordComposed, stepTo } from './widget-helpers.ts';

/**
 * Every enquiry says where it came from (docs/widgets.md "Where an enquiry came from"): the parameters of the page the
 * visitor landed on reach the quote sent from that page and from the next page opened, without anything written to
 * the device; a partner page names itself; a tag manager's dataLayer gets the enquiry's events without anything
 * typed, and none is created where there is none. The endpoint's fields: tests/browser/form-endpoint.spec.ts.
 */
const { formEndpoint } = business;
const tagged = Object.fromEntries(CARRIED_PARAMS.map((k, i) => [k, `${k.replace('_', '-')}-${i}`]));
const tags = new URLSearchParams(tagged).toString();
const typed = { name: 'Jo Bloggs', phone: '07700 900123', email: 'jo@example.org', description: 'Railings, 12 m' };

async function sendQuote(page: Page) {
  const form = quoteForm(page);
  // in the form's order: on a partner's page it steps (widget-helpers.ts stepTo)
  for (const k of ['name', 'phone', 'email'] as const) await (await form.reach(k)).fill(typed[k]);
  // A service page chose its service; a partner's form asks for one.
  if (!(await form.field('service').inputValue())) await (await form.reach('service')).selectOption({ index: 1 });
  await (await form.reach('location')).selectOption({ index: 1 });
  await (await form.reach('description')).fill(typed.description);
  await form.send();
}
const expectEach = (body: string) => {
  expect(body).toContain('How they found us:');
  for (const [k, v] of Object.entries(tagged)) expect(body, k).toContain(`${k}: ${v}`);
};
/** openPage's wait for the page's modules, on a page reached by a link (so that its referrer is the last page). */
const startModules = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      (document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ') ?? []).map(
        (src) => import(src),
      ),
    ),
  );
/** What the page left in this tab's storage and in its cookies: nothing, without consent (read before a message is composed, which /thank-you gets through this tab's storage). */
const written = (page: Page) =>
  page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, cookies: document.cookie }));

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

test.describe('on our pages, with nothing written to the device', () => {
  const service = serviceRoutes[0];

  test('a quote sent from the page the visitor landed on carries each parameter and the landing page', async ({
    page,
  }) => {
    await openPage(page, `${service}?${tags}`);
    const composed = await recordComposed(page);
    expect(await written(page), 'nothing written on landing').toEqual({ session: 0, local: 0, cookies: '' });
    await sendQuote(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    expectEach(composed[0].body);
    expect(composed[0].body).toContain(`landing page: ${service}`);
    expect(composed[0].body.indexOf(typed.description)).toBeLessThan(composed[0].body.indexOf('How they found us'));
  });

  test('a quote sent from the next page, opened from a link, carries them too (from the referrer)', async ({
    page,
  }) => {
    await openPage(page, `/?${tags}`);
    await page.locator(`main a[href="${service}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${service}$`));
    await startModules(page);
    const composed = await recordComposed(page);
    expect(await written(page), 'nothing written on the way').toEqual({ session: 0, local: 0, cookies: '' });
    await sendQuote(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    expectEach(composed[0].body);
    expect(composed[0].body).toMatch(/^landing page: \/$/m);
  });

  test('a visit without them adds no line', async ({ page }) => {
    await openPage(page, '/');
    await page.locator(`main a[href="${service}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${service}$`));
    await startModules(page);
    const composed = await recordComposed(page);
    await sendQuote(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(composed[0].body).not.toMatch(/How they found us|utm_|landing page|undefined|null/);
  });

  test('no dataLayer is created and nothing is pushed without analytics consent', async ({ page }) => {
    await openPage(page, `/calculator?${tags}`);
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [k, v] of Object.entries(calculatorChoices))
      await calc.locator(`input[name="${k}"][value="${v}"]`).check();
    await calc.locator('input[name="email"]').fill(typed.email);
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toBeVisible();
    await calc.getByRole('button', { name: 'E-mail this estimate to us' }).click();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await written(page)).toEqual({ session: 0, local: 0, cookies: '' });
  });
});

const PARTNER_HOST = 'attribution-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}`;

/** A partner page on another origin, reached with `query`, with the calculator and the quote form; `head` adds to it. */
async function openPartner(page: Page, baseURL: string, query: string, head = '') {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
${head}${loaderLine(`${baseURL}/embed/v1/loader.js`)}</head><body><main><h1>Partner</h1>
<steel-calculator></steel-calculator><steel-quote-form></steel-quote-form></main></body></html>`;
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER });
  await blockThirdParties(page.context(), [PARTNER_HOST]);
  await page.route(`${PARTNER}/**`, (route) =>
    new URL(route.request().url()).pathname === '/steel/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`${PARTNER}/steel/?${query}`, { waitUntil: 'networkidle' });
  await defined(page, 'steel-quote-form');
  await defined(page, 'steel-calculator');
  return problems;
}

/** Calculates an estimate with the visitor's contact typed in, then asks for it by e-mail; the mail's body. */
async function estimateByMail(page: Page): Promise<string> {
  const calc = page.locator('steel-calculator');
  // on a partner's page it steps (widget-helpers.ts stepTo)
  for (const [k, v] of Object.entries(calculatorChoices)) {
    const radio = calc.locator(`input[name="${k}"][value="${v}"]`);
    await stepTo(calc, radio);
    await radio.check();
  }
  await stepTo(calc, calc.locator('input[name="name"]'));
  for (const k of ['name', 'phone', 'email'] as const) await calc.locator(`input[name="${k}"]`).fill(typed[k]);
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  await expect(calc.locator('.range')).toBeVisible();
  await stepTo(calc, calc.getByRole('button', { name: 'E-mail this estimate to us' }));
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
}

test.describe("on a partner's page (another origin)", () => {
  test('the enquiries name the source and the partner page; a dataLayer there gets one entry per estimate and per composed quote, with nothing typed', async ({
    page,
    baseURL,
  }) => {
    const problems = await openPartner(
      page,
      baseURL!,
      'utm_source=partner-news&utm_medium=email&session=secret',
      '<script>window.dataLayer = [];</script>',
    );
    const estimateBody = await estimateByMail(page);
    const composed = await recordComposed(page);
    await sendQuote(page);
    await expect.poll(() => composed.length).toBe(1);
    for (const body of [estimateBody, composed[0].body]) {
      expect(body).toContain('utm_source: partner-news');
      expect(body).toContain('utm_medium: email');
      expect(body).toContain(`partner page: ${PARTNER_HOST}/steel/`);
      expect(body).not.toContain('secret');
    }
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(layer.map((e) => e.event)).toEqual(['steel_estimate', 'steel_calculator_email', 'steel_quote_composed']);
    expect(layer[0]).toMatchObject({ options: calculatorChoices });
    expect(layer[2]).toMatchObject({ form_type: 'quote' });
    const pushed = JSON.stringify(layer);
    for (const [k, v] of Object.entries(typed)) expect(pushed, k).not.toContain(v);
    expect(problems).toEqual([]);
  });

  test('a page without a dataLayer gets none', async ({ page, baseURL }) => {
    const problems = await openPartner(page, baseURL!, 'utm_source=partner-news');
    await estimateByMail(page);
    await sendQuote(page);
    // The quote ends as the data set says: sent to its form endpoint, or composed for the visitor's mail program.
    await expect(
      page
        .locator('steel-quote-form')
        .getByRole('status')
        .filter({ hasText: formEndpoint ? 'we have received your request' : 'Your message is ready' })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(problems).toEqual([]);
  });
});
