import { test, expect, type Page } from '@playwright/test';
import { blockThirdParties, recordComposed } from './widget-helpers.ts';
import { loaderLine } from '../../site/scripts/snippet.ts';
import { readData } from '../../shared/data/load.ts';

/** The form's own confirmation: a form endpoint's "received", else the composed message's (widgets/mail-form/Confirmation.tsx). */
const endpoint = readData('business').formEndpoint;
const confirmed = endpoint ? /received/ : 'Your message is ready';

/**
 * How a form finishes on a partner's page (docs/widgets.md, "Forms on a partner's page"): never a 404,
 * the message always visible and copyable, preventDefault() honoured, a javascript: thank-you-url never
 * run. The partner is a `.localhost` origin (see partner-hostile-page.spec.ts for why); every path but its
 * page answers 404, so a form that navigated there would show it.
 */
const PARTNER_HOST = 'forms-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}`;

async function openPartner(page: Page, origin: string, body: string, head = '') {
  const problems: string[] = [];
  const warnings: string[] = [];
  const notFound: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => (m.type() === 'warning' ? warnings : m.type() === 'error' ? problems : []).push(m.text()));
  page.on('response', (r) => r.status() === 404 && notFound.push(r.url()));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
${loaderLine(`${origin}/embed/v1/loader.js`)}${head}</head><body><main><h1>Partner</h1>${body}</main></body></html>`;
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER });
  await blockThirdParties(page.context(), [PARTNER_HOST]);
  await page.route(`${PARTNER}/**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({
          status: 404,
          contentType: 'text/html',
          body: '<!doctype html><title>404</title><h1>Page not found</h1>',
        }),
  );
  await page.goto(`${PARTNER}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !!customElements.get('steel-quote-form'));
  // Every navigation of the page after this point (there must be none).
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  return { problems, warnings, notFound, navigations };
}

/** Fills the required fields and sends. Headless Chromium has no mailto: handler: the mail program "opens" as nothing. */
async function sendQuote(page: Page) {
  const form = page.locator('steel-quote-form');
  for (const [name, value] of Object.entries({
    name: 'Jo Partner',
    phone: '01632 960123',
    email: 'jo@example.com',
    description: 'A new gate, 3 m wide',
  })) {
    await form.locator(`[name="${name}"]`).first().fill(value);
  }
  await form.locator('select[name="service"]').selectOption('welding');
  await form.locator('select[name="location"]').selectOption('london');
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  return form;
}

test.describe('forms on a partner page (another origin)', () => {
  test('no thank-you-url: no navigation, no 404, the confirmation takes the focus and the message can be copied', async ({
    page,
    baseURL,
  }) => {
    // The mail path's message to copy; a form endpoint's confirmation on a partner page is form-endpoint.spec.ts's.
    test.skip(!!endpoint, 'the data set sends to a form endpoint, so no message is composed to copy');
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write', 'local-network-access'], { origin: PARTNER });
    const { problems, notFound, navigations } = await openPartner(
      page,
      baseURL!,
      '<steel-quote-form></steel-quote-form>',
    );
    const composed = await recordComposed(page);
    const form = await sendQuote(page);
    const confirmation = form.getByRole('status').filter({ hasText: 'Your message is ready' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    expect(composed).toHaveLength(1);
    const text = `Subject: ${composed[0].subject}\n\n${composed[0].body}`;
    await expect(confirmation.getByRole('textbox', { name: 'Your message' })).toHaveValue(text);
    await expect(confirmation.locator(`a[href^="mailto:"]`).first()).toHaveAttribute('href', composed[0].href);
    await confirmation.getByRole('button', { name: 'Copy message' }).click();
    await expect(confirmation).toContainText('Message copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.waitForTimeout(1000); // longer than the form's wait before a thank-you page
    expect(page.url()).toBe(`${PARTNER}/`);
    expect(navigations).toEqual([]);
    expect(notFound).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('preventDefault() on steel-quote-composed keeps the page, even with a thank-you-url, and shows the confirmation', async ({
    page,
    baseURL,
  }) => {
    const listener = `<script>document.addEventListener('steel-quote-composed', (e) => { e.preventDefault(); window.partnerGot = e.detail.fields.name; });</script>`;
    const { problems, notFound, navigations } = await openPartner(
      page,
      baseURL!,
      '<steel-quote-form thank-you-url="/thanks"></steel-quote-form>',
      listener,
    );
    const form = await sendQuote(page);
    await expect(form.getByRole('status').filter({ hasText: 'Your message is ready' })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { partnerGot?: string }).partnerGot)).toBe('Jo Partner');
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${PARTNER}/`);
    expect(navigations).toEqual([]);
    expect(notFound).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('thank-you-url="javascript:..." never runs: a warning names the attribute and the form shows its confirmation', async ({
    page,
    baseURL,
  }) => {
    const { problems, warnings, navigations } = await openPartner(
      page,
      baseURL!,
      `<steel-quote-form thank-you-url="javascript:window.pwned=true"></steel-quote-form>`,
    );
    const form = await sendQuote(page);
    await expect(form.getByRole('status').filter({ hasText: confirmed })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(
      warnings.some((w) => w.includes('thank-you-url') && w.includes('javascript:')),
      warnings.join('\n'),
    ).toBe(true);
    expect(page.url()).toBe(`${PARTNER}/`);
    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
