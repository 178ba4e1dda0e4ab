import { test, expect, type Page } from '@playwright/test';
import {
  blockThirdParties,
  deepFocus,
  movesOnceSent,
  noteMoves,
  loadPricing,
  loadQuoteFields,
  quoteForm,
  recordComposed,
} from './widget-helpers.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
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
  await noteMoves(page);
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
  const form = quoteForm(page);
  // in the form's order: on a partner's page it steps (stepTo)
  for (const [name, value] of Object.entries({ name: 'Jo Partner', phone: '01632 960123', email: 'jo@example.com' }))
    await (await form.reach(name)).fill(value);
  await (await form.reach('service')).selectOption('welding');
  await (await form.reach('location')).selectOption('london');
  await (await form.reach('description')).fill('A new gate, 3 m wide');
  await form.send();
  return form.root;
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
    expect(await movesOnceSent(form), 'moves once the form has finished sending').toEqual([]);
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
    expect(await movesOnceSent(form), 'moves once the form has finished sending').toEqual([]);
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
    expect(await movesOnceSent(form), 'moves once the form has finished sending').toEqual([]);
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

/**
 * One screen on a phone (docs/widgets.md "One screen on a phone"): on a partner's page the calculator and the quote form
 * step through their questions, so each box is at most 700 px tall from 320 to 430 px wide, before, while and after
 * they run (the estimate, the message composed, the form's confirmation), and a visitor completes each with the
 * keyboard alone: Tab, the arrow keys and Space to choose, Enter in a field to go on.
 */
const MAX_HEIGHT = 700;
const CALC_KEYS = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const;

/** The box's height now, noted under `what`. */
async function noteHeight(page: Page, tag: string, heights: Record<string, number>, what: string) {
  heights[what] = Math.round((await page.locator(tag).boundingBox())!.height);
}
/** The name of the control that has the focus, for expect.poll: a new step takes it once rendered. */
const focusedName = (page: Page) => async () => (await deepFocus(page))?.name;
/** Tabs on until the focus is on the button that reads `text` (at most 12 presses). */
async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 12; i++) {
    const f = await deepFocus(page);
    if (f?.tag === 'button' && f.text === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no "${text}" button within 12 Tabs`);
}

for (const width of [320, 390, 430]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the calculator steps through its questions by keyboard to the estimate, its box never over 700 px tall', async ({
      page,
      baseURL,
    }) => {
      const { estimate } = await loadPricing();
      const { problems, navigations } = await openPartner(
        page,
        baseURL!,
        '<steel-calculator></steel-calculator><p>After</p><steel-quote-form></steel-quote-form>',
      );
      await page.waitForFunction(() => !!customElements.get('steel-calculator'));
      const calc = page.locator('steel-calculator');
      const heights: Record<string, number> = {};
      await noteHeight(page, 'steel-calculator', heights, 'first render');
      await page.keyboard.press('Tab'); // into the first group
      await page.keyboard.press('Enter'); // nothing chosen: that step's problem, nothing else
      await expect(calc.locator('.summary li')).toHaveCount(1);
      await noteHeight(page, 'steel-calculator', heights, 'first step with its problem');
      await page.keyboard.press('Tab'); // the summary's link to the group
      await page.keyboard.press('Enter');
      for (const [i, key] of CALC_KEYS.entries()) {
        await expect(calc.locator('.progress')).toHaveText(new RegExp(`^Step ${i + 1} of \\d+$`));
        await expect.poll(focusedName(page), 'the focus is on the step’s group').toBe(key);
        // Space chooses the focused option, the arrow keys the next ones
        await page.keyboard.press('Space');
        const index = (await calc
          .locator(`input[name="${key}"]`)
          .evaluateAll(
            (r, v) => r.findIndex((i) => (i as HTMLInputElement).value === v),
            calculatorChoices[key],
          )) as number;
        for (let n = 0; n < index; n++) await page.keyboard.press('ArrowDown');
        await expect(calc.locator(`input[name="${key}"][value="${calculatorChoices[key]}"]`)).toBeChecked();
        await noteHeight(page, 'steel-calculator', heights, key);
        await page.keyboard.press('Enter'); // Enter on the chosen option goes on
      }
      // the details: a textarea keeps Enter for its lines, so Tab to Next
      await expect.poll(focusedName(page)).toBe('additionalDetails');
      await page.keyboard.type('Two flights of stairs');
      await noteHeight(page, 'steel-calculator', heights, 'details');
      await tabTo(page, 'Next');
      await page.keyboard.press('Enter');
      // the contact: a malformed address is refused in this step, then a phone number calculates
      await expect.poll(focusedName(page)).toBe('name');
      await page.keyboard.press('Tab');
      await page.keyboard.type('not-an-address');
      await page.keyboard.press('Enter');
      await expect(calc.locator('.summary')).toBeFocused();
      await noteHeight(page, 'steel-calculator', heights, 'contact with its problem');
      await page.keyboard.press('Tab'); // the summary's link to the field
      await page.keyboard.press('Enter');
      await expect.poll(focusedName(page)).toBe('email');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Tab');
      await page.keyboard.type('01632 960123');
      await page.keyboard.press('Enter');
      const want = estimate(calculatorChoices)!;
      await expect(calc.locator('.range')).toHaveText(want.priceRange);
      await expect(calc.locator('#r-h')).toBeFocused();
      await noteHeight(page, 'steel-calculator', heights, 'estimate');
      await tabTo(page, 'Next');
      await page.keyboard.press('Enter');
      await noteHeight(page, 'steel-calculator', heights, 'ways to send it');
      await expect.poll(async () => (await deepFocus(page))?.text).toBe('E-mail this estimate to us');
      // With a form endpoint in the data set, the estimate is sent there instead (docs/form-endpoint.md): the
      // composed message, this journey's last state, is the mail program's path.
      if (!readData('business').formEndpoint) {
        await page.keyboard.press('Enter'); // headless Chromium has no mail program: it "opens" as nothing
        await expect(calc.getByRole('textbox', { name: /^Message:/ })).toBeVisible();
        await noteHeight(page, 'steel-calculator', heights, 'message composed');
      }
      for (const [what, h] of Object.entries(heights))
        expect(h, `${what}: ${JSON.stringify(heights)}`).toBeLessThanOrEqual(MAX_HEIGHT);
      test.info().annotations.push({ type: 'heights', description: JSON.stringify(heights) });
      expect(page.url()).toBe(`${PARTNER}/`);
      expect(navigations).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('the quote form steps through its fields by keyboard to its confirmation, its box never over 700 px tall', async ({
      page,
      baseURL,
    }) => {
      const quoteFields = await loadQuoteFields();
      const { problems, navigations } = await openPartner(page, baseURL!, '<steel-quote-form></steel-quote-form>');
      const composed = await recordComposed(page);
      const form = page.locator('steel-quote-form');
      const heights: Record<string, number> = {};
      await noteHeight(page, 'steel-quote-form', heights, 'first render');
      await page.keyboard.press('Tab'); // into the first field
      await page.keyboard.press('Enter'); // all empty: this step's problems only
      await expect(form.locator('.summary li')).toHaveCount(quoteFields.slice(0, 3).filter((f) => f.required).length);
      await noteHeight(page, 'steel-quote-form', heights, 'first step with its problems');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // the summary's first link: its field
      const steps = Math.ceil(quoteFields.length / 3);
      for (let s = 0; s < steps; s++) {
        const fields = quoteFields.slice(s * 3, s * 3 + 3);
        await expect(form.locator('.progress')).toHaveText(`Step ${s + 1} of ${steps + 1}`);
        await expect.poll(focusedName(page), 'the focus is on the step’s first field').toBe(fields[0].name);
        for (const [i, f] of fields.entries()) {
          if (f.type === 'select') {
            if (f.required) await page.keyboard.press('ArrowDown'); // the first option after "Please choose"
          } else if (f.type !== 'radio')
            await page.keyboard.type(
              { email: 'jo@example.com', tel: '01632 960123' }[f.type ?? ''] ?? `Jo's ${f.label.toLowerCase()}`,
            );
          if (i < fields.length - 1) await page.keyboard.press('Tab');
        }
        await noteHeight(page, 'steel-quote-form', heights, `step ${s + 1}`);
        // Enter in a text field goes on; from a select, a radio group or a textarea, Tab to Next
        if (!fields.at(-1)!.type || ['email', 'tel'].includes(fields.at(-1)!.type!)) await page.keyboard.press('Enter');
        else {
          await tabTo(page, 'Next');
          await page.keyboard.press('Enter');
        }
        await expect(form.locator('.summary')).toHaveCount(0);
      }
      await expect.poll(focusedName(page)).toBe('files');
      await noteHeight(page, 'steel-quote-form', heights, 'files');
      await tabTo(page, 'Send Quote Request');
      await page.keyboard.press('Enter');
      const confirmation = form.getByRole('status').filter({ hasText: confirmed });
      await expect(confirmation).toBeFocused();
      await noteHeight(page, 'steel-quote-form', heights, 'confirmation');
      expect(composed).toHaveLength(1);
      for (const f of quoteFields.filter((f) => f.required)) expect(composed[0].fields[f.name], f.name).toBeTruthy();
      for (const [what, h] of Object.entries(heights))
        expect(h, `${what}: ${JSON.stringify(heights)}`).toBeLessThanOrEqual(MAX_HEIGHT);
      test.info().annotations.push({ type: 'heights', description: JSON.stringify(heights) });
      expect(await movesOnceSent(form), 'moves once the form has finished sending').toEqual([]);
      expect(page.url()).toBe(`${PARTNER}/`);
      expect(navigations).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
