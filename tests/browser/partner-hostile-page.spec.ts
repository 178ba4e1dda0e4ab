import { test, expect, type Page, type Response } from '@playwright/test';
import { business, blockThirdParties, loadPricing, stepTo } from './widget-helpers.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';

/**
 * A partner's page on another origin (another site, too), served in-test (no network), with CSS that
 * would break anything it reaches. Our test server is on 127.0.0.1, a loopback address, and Chromium's
 * Local Network Access rules let a page of another origin load from loopback only from a secure
 * context and with the visitor's permission. In real life the embed files come from a public host and
 * none of that applies, so the partner is a `.localhost` origin (secure) and the permission is granted.
 */
const PARTNER_HOST = 'partner.localhost';
const PARTNER = `http://${PARTNER_HOST}/`;
const hostileCss =
  'select, button, input { display: none !important } * { font-family: serif !important; color: red !important }';

function partnerPage(origin: string, body: string, scripts: string[]) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner builders' merchant</title>
<style>${hostileCss}</style>
${scripts.map((s) => `<script src="${origin}/embed/v1/${s}.js" defer></script>`).join('\n')}
</head><body><main><h1>Our partners</h1>${body}</main></body></html>`;
}

/**
 * Serves `html` at the partner's address, blocks everything else that is not 127.0.0.1, and records
 * console errors, uncaught errors and the embed files' responses.
 */
async function openPartner(page: Page, html: string) {
  const problems: string[] = [];
  const embeds: Response[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => r.url().includes('/embed/v1/') && embeds.push(r));
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER.slice(0, -1) });
  await blockThirdParties(page.context(), [PARTNER_HOST]);
  await page.route(`${PARTNER}**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(PARTNER, { waitUntil: 'networkidle' });
  return { problems, embeds };
}

const choices = calculatorChoices;

/** Chooses the options and a phone number with the mouse and keyboard, presses Calculate, returns the range shown. */
async function useCalculator(page: Page, selector = 'steel-calculator') {
  const calc = page.locator(selector);
  for (const [name, value] of Object.entries(choices)) {
    const radio = calc.locator(`input[name="${name}"][value="${value}"]`);
    await stepTo(calc, radio); // one question a screen, Next shows despite the page's CSS too
    await expect(radio, `${name} option shows despite the page's CSS`).toBeVisible();
    await radio.check();
  }
  const phone = calc.locator('input[name="phone"]');
  await stepTo(calc, phone);
  await phone.fill('01632 960123');
  const button = calc.getByRole('button', { name: 'Calculate estimate' });
  await expect(button).toBeVisible();
  await button.click();
  return calc.locator('.range');
}

test.describe('on a partner page (another origin, hostile CSS)', () => {
  test('the calculator renders, its controls show and work, and it gives the same estimate as shared/pricing.ts', async ({
    page,
    baseURL,
  }) => {
    const { estimate } = await loadPricing();
    const { problems, embeds } = await openPartner(
      page,
      partnerPage(baseURL!, '<steel-calculator></steel-calculator>', ['steel-calculator']),
    );
    expect(new URL(page.url()).origin).toBe(`http://${PARTNER_HOST}`);
    await page.waitForFunction(() => !!customElements.get('steel-calculator'));
    await expect(page.locator('steel-calculator legend').first()).toHaveText('Service type');
    // The page's rule really is there: its own button is hidden.
    await page.evaluate(() =>
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button id="theirs">Theirs</button>'),
    );
    await expect(page.locator('#theirs')).toBeHidden();

    const range = await useCalculator(page);
    const expected = estimate(choices)!;
    await expect(range).toHaveText(expected.priceRange);
    await expect(page.locator('steel-calculator .factors li')).toHaveText(expected.factors);
    const calc = page.locator('steel-calculator');
    await stepTo(calc, calc.getByRole('button', { name: 'E-mail this estimate to us' }));
    // Reset is the contact step's, Back from the estimate
    for (let i = 0; i < 2; i++) await calc.getByRole('button', { name: 'Back' }).click();
    await expect(calc.getByRole('button', { name: 'Reset' })).toBeVisible();

    // The snippet's shim, the loader it imports, the calculator's module and the shared chunks; nothing fails, nothing else loads.
    const loaded = embeds.map((r) => new URL(r.url()).pathname);
    expect(loaded).toEqual(
      expect.arrayContaining([
        '/embed/v1/steel-calculator.js',
        '/embed/v1/loader.js',
        '/embed/v1/elements/steel-calculator.js',
      ]),
    );
    expect(loaded.filter((p) => /\/elements\//.test(p))).toEqual(['/embed/v1/elements/steel-calculator.js']);
    expect(embeds.filter((r) => r.status() !== 200)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the quote form and chat button embeds render there too', async ({ page, baseURL }) => {
    const html = partnerPage(
      baseURL!,
      '<steel-quote-form service="crane-hire"></steel-quote-form><steel-chat-button></steel-chat-button>',
      ['steel-quote-form', 'steel-chat-button'],
    );
    const { problems } = await openPartner(page, html);
    const form = page.locator('steel-quote-form');
    // three fields a screen (docs/widgets.md "One screen on a phone"): the first step's show, the others are there
    for (const name of ['name', 'phone', 'email'])
      await expect(form.locator(`[name="${name}"]`).first(), `${name} field`).toBeVisible();
    for (const name of ['service', 'location', 'description'])
      await expect(form.locator(`[name="${name}"]`).first(), `${name} field`).toBeAttached();
    await expect(form.locator('select[name="service"]')).toHaveValue('crane-hire');
    await expect(form.getByRole('button', { name: 'Next' })).toBeVisible();
    // the form endpoint the data names, else the mail program
    await expect(form.locator('form')).toHaveAttribute(
      'action',
      business.formEndpoint ||
        `mailto:${business.email}?subject=${encodeURIComponent('New Quote Request - ' + business.brand)}`,
    );
    // It works: empty required fields are reported in the form itself.
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.locator('.summary')).toContainText('Enter your name');

    const chat = page.locator('steel-chat-button a');
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAccessibleName('Chat with us on WhatsApp');
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/${business.chat.e164.replace(/\D/g, '')}?text=${encodeURIComponent(business.chat.greeting)}`,
    );
    const box = await chat.boundingBox();
    expect(box!.width, 'chat button tap target').toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
  });

  test('the embed files are served for any origin: Access-Control-Allow-Origin * and Cross-Origin-Resource-Policy cross-origin', async ({
    page,
    baseURL,
  }) => {
    const files = ['steel-calculator', 'steel-quote-form', 'steel-chat-button'];
    const { embeds } = await openPartner(
      page,
      partnerPage(
        baseURL!,
        '<steel-calculator></steel-calculator><steel-quote-form></steel-quote-form><steel-chat-button></steel-chat-button>',
        files,
      ),
    );
    const loaded = embeds.map((r) => new URL(r.url()).pathname);
    expect(loaded).toEqual(
      expect.arrayContaining([
        ...files.map((f) => `/embed/v1/${f}.js`),
        '/embed/v1/loader.js',
        ...files.map((f) => `/embed/v1/elements/${f}.js`),
      ]),
    );
    expect(new Set(loaded).size, 'each file fetched once').toBe(loaded.length);
    for (const r of embeds) {
      const h = await r.allHeaders();
      expect(h['access-control-allow-origin'], r.url()).toBe('*');
      expect(h['cross-origin-resource-policy'], r.url()).toBe('cross-origin');
      expect(h['content-type'], r.url()).toMatch(/^text\/javascript/);
    }
    // The partner page can also fetch them with CORS (e.g. for subresource integrity checks).
    const cors = await page.evaluate(
      (u) => fetch(u, { mode: 'cors' }).then((r) => r.status),
      `${baseURL}/embed/v1/steel-calculator.js`,
    );
    expect(cors).toBe(200);
  });

  test('the calculator bundle loaded twice does not throw and still works', async ({ page, baseURL }) => {
    const html = partnerPage(baseURL!, '<steel-calculator></steel-calculator>', [
      'steel-calculator',
      'steel-calculator',
      'steel-quote-form',
      'steel-quote-form',
    ]);
    const { problems } = await openPartner(page, html);
    // And once more after the page has loaded.
    await page.evaluate(
      (src) =>
        new Promise((resolve, reject) => {
          const s = document.createElement('script');
          s.src = src;
          s.onload = resolve;
          s.onerror = reject;
          document.head.append(s);
        }),
      `${baseURL}/embed/v1/steel-calculator.js`,
    );
    await expect(page.locator('steel-calculator .calc')).toHaveCount(1);
    const { estimate } = await loadPricing();
    await expect(await useCalculator(page)).toHaveText(estimate(choices)!.priceRange);
    expect(problems).toEqual([]);
  });
});
