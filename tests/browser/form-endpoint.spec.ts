import { test, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { blockThirdParties, defined, openPage, pdf, quoteForm } from './widget-helpers.ts';
import { readData } from '../../shared/data/load.ts';
import { CARRIED_PARAMS, SOURCE_FIELDS } from '../../shared/attribution.ts';
import { serviceRoutes } from '../routes.ts';

/**
 * The form endpoint (docs/form-endpoint.md): with business.json `formEndpoint` set, the forms and the calculator send
 * enquiries there, files included, instead of opening the mail program. Run where the data sets one on this computer
 * (the fixture's, `npm run test:fixture`), against scripts/form-receiver.js, which Playwright starts there
 * (playwright.config.ts) and which records what it receives. With the setting empty (the shipped data) the forms
 * open the mail program, as the other specs check, and the policy names no other origin (tests/build/headers.test.ts).
 */
const business = readData('business') as { formEndpoint?: string; brand: string };
const endpoint = business.formEndpoint ?? '';
const receiver = endpoint ? new URL(endpoint).origin : '';
const pricing = readData('pricing') as Record<string, unknown>;
const thankYouSteps = (readData('copy') as { thankYou: { steps: { mailOnly?: boolean }[] } }).thankYou.steps;
/** The calculator's six groups: the lists of options in the pricing data. */
const choiceKeys = Object.keys(pricing).filter((k) => Array.isArray(pricing[k]));
const firstOf = (k: string) => (pricing[k] as { value: string }[])[0].value;

test.skip(
  !endpoint.startsWith('http://127.0.0.1:'),
  'no form endpoint on this computer in this data set: see npm run test:fixture',
);

type Submission = {
  path: string;
  accept: string;
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; size: number; sha256: string }[];
};
/** What the receiver recorded with `tag` in a field: delivered, and dropped (a filled honeypot). */
const receivedWith = async (tag: string): Promise<{ received: Submission[]; dropped: Submission[] }> =>
  (await fetch(`${receiver}/__received?tag=${encodeURIComponent(tag)}`)).json();

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const jpeg = () => ({
  name: 'site-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync('site/images/team/karen.jpg'),
});

let n = 0;
/** A text no other test sends, to find this test's submissions at the receiver. */
const tagFor = (what: string) => `${what} ${Date.now().toString(36)}${++n}`;

/** Fills the quote form of the page: every required field, the first choice of each select. */
async function fillQuote(page: Page, tag: string, email: string) {
  const form = quoteForm(page);
  // in the form's order: on a partner's page it steps (widget-helpers.ts stepTo)
  await (await form.reach('name')).fill(tag);
  await (await form.reach('phone')).fill('01632 960 001');
  await (await form.reach('email')).fill(email);
  for (const name of ['service', 'location', 'timeline']) await (await form.reach(name)).selectOption({ index: 1 });
  await (await form.reach('description')).fill(`A steel balcony, 3 m by 1.2 m. ${tag}`);
  return form;
}

const values = (page: Page) =>
  quoteForm(page).root.evaluate((el) =>
    Object.fromEntries(
      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')]
        .filter((c) => c.type !== 'file' && c.type !== 'radio' && c.type !== 'hidden')
        .map((c) => [c.name, c.value]),
    ),
  );

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context, ['form-partner.localhost']);
});

test('a quote with a JPEG and a PDF arrives with every field and both files byte for byte; the thank-you page says it was received', async ({
  page,
}) => {
  await openPage(page, '/');
  const tag = tagFor('Quote');
  const form = await fillQuote(page, tag, 'jo@example.org');
  const files = [jpeg(), pdf('drawing.pdf', 2048)];
  await form.field('files').setInputFiles(files);
  await expect(form.root.locator('.files li')).toHaveCount(2);
  const typed = await values(page);
  await form.submit.click();
  await page.waitForURL('**/thank-you');
  await expect(page.locator('h1')).toContainText('received');
  // What happens next, without the step about sending an e-mail (copy.json thankYou.steps, mailOnly).
  const steps = page.locator('#next li:visible');
  await expect(steps).toHaveCount(thankYouSteps.filter((s) => !s.mailOnly).length);
  await expect(page.locator('main')).not.toContainText(/press send/i, { useInnerText: true });

  const { received } = await receivedWith(tag);
  expect(received).toHaveLength(1);
  const [got] = received;
  expect(got.accept).toContain('application/json');
  for (const [name, value] of Object.entries(typed)) if (name !== '_gotcha') expect(got.fields[name], name).toBe(value);
  expect(got.fields).toMatchObject({
    _replyto: 'jo@example.org',
    _form: 'quote',
    _page: new URL('/', page.url()).href,
  });
  expect(got.fields._subject).toContain(business.brand);
  expect(got.fields._gotcha ?? '').toBe('');
  expect(got.files.map((f) => [f.field, f.name, f.size, f.sha256])).toEqual(
    files.map((f) => ['files', f.name, f.buffer.length, sha(f.buffer)]),
  );
});

test("the calculator's estimate and site-visit requests arrive with their options and range", async ({ page }) => {
  await openPage(page, '/calculator');
  const calc = page.locator('steel-calculator');
  const tag = tagFor('Calculator');
  for (const k of choiceKeys) await calc.locator(`input[name="${k}"][value="${firstOf(k)}"]`).check();
  await calc.locator('input[name="name"]').fill(tag);
  await calc.locator('input[name="email"]').fill('jo@example.org');
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  const range = await calc.locator('.range').innerText();
  const note = calc.locator('.sent-note');
  await calc.getByRole('button', { name: 'E-mail this estimate to us' }).click();
  await expect(note).toContainText('we have received your request');
  await calc.getByRole('button', { name: 'Request a site visit' }).click();
  await expect.poll(async () => (await receivedWith(tag)).received.length).toBe(2);
  await expect(note).toContainText('we have received your request');

  const { received } = await receivedWith(tag);
  expect(received.map((r) => r.fields._form)).toEqual(['calculator-estimate', 'calculator-site-visit']);
  for (const r of received) {
    for (const k of choiceKeys) expect(r.fields[k], k).toBe(firstOf(k));
    expect(r.fields).toMatchObject({ name: tag, email: 'jo@example.org', _replyto: 'jo@example.org', estimate: range });
    expect(r.fields.message).toContain(range);
  }
});

test('a partner page on another origin sends its quote to the endpoint too, and confirms in the widget', async ({
  page,
  baseURL,
}) => {
  const partner = 'http://form-partner.localhost/';
  await page.context().grantPermissions(['local-network-access'], { origin: partner.slice(0, -1) });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${baseURL}/embed/v1/loader.js"></script></head>
<body><main><h1>Partner</h1><steel-quote-form></steel-quote-form></main></body></html>`;
  await page.route(`${partner}**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${partner}?utm_source=partner-news`);
  await defined(page, 'steel-quote-form');
  const tag = tagFor('Partner');
  const form = await fillQuote(page, tag, 'jo@example.org');
  await (await form.reach('files')).setInputFiles([pdf()]);
  await form.send();
  await expect(form.root.locator('.confirm h3')).toContainText('received');
  const { received } = await receivedWith(tag);
  expect(received).toHaveLength(1);
  expect(received[0].fields._page).toBe(partner);
  expect(received[0].fields).toMatchObject({
    utm_source: 'partner-news',
    landing_page: '/',
    partner_page: `${new URL(partner).host}/`,
  });
  expect(received[0].files.map((f) => f.name)).toEqual(['drawing.pdf']);
});

test('a quote sent from the next page opened carries where the visitor came from, one field each; a visit without adds none', async ({
  page,
}) => {
  const tagged = Object.fromEntries(CARRIED_PARAMS.map((k, i) => [k, `${k}-${i}`]));
  await openPage(page, `/?${new URLSearchParams(tagged)}`);
  const service = serviceRoutes[0];
  await page.locator(`main a[href="${service}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${service}$`));
  const tag = tagFor('Source');
  const form = await fillQuote(page, tag, 'jo@example.org');
  await form.submit.click();
  await page.waitForURL('**/thank-you');
  const [got] = (await receivedWith(tag)).received;
  expect(got.fields).toMatchObject({ ...tagged, landing_page: '/' });

  await openPage(page, service);
  const plain = tagFor('No source');
  await (await fillQuote(page, plain, 'jo@example.org')).submit.click();
  await page.waitForURL('**/thank-you');
  const fields = Object.keys((await receivedWith(plain)).received[0].fields);
  expect(fields.filter((f) => (SOURCE_FIELDS as readonly string[]).includes(f))).toEqual([]);
});

test('a filled honeypot sends nothing', async ({ page }) => {
  await openPage(page, '/');
  const tag = tagFor('Robot');
  const form = await fillQuote(page, tag, 'robot@example.org');
  await form.root.evaluate((el) => {
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name="_gotcha"]')!.value = 'http://spam.example';
  });
  await form.submit.click();
  await page.waitForURL('**/thank-you');
  expect(await receivedWith(tag)).toEqual({ received: [], dropped: [] });
});

/** Each way a send can fail: what the visitor reads, and how many requests reached the receiver. */
const failures = [
  { name: 'the receiver answers 500', email: 'status-500@example.org', says: /error 500/, requests: 1 },
  { name: 'the receiver refuses a field (422)', email: 'status-422@example.org', says: /correct/, requests: 1 },
  { name: 'the receiver never answers', email: 'no-answer@example.org', says: /did not answer in time/, requests: 1 },
  { name: 'the network is down', email: 'offline@example.org', says: /connection/, requests: 0 },
];

for (const f of failures) {
  test(`${f.name}: a clear message, everything typed and chosen kept, the e-mail offered instead, nothing sent twice`, async ({
    page,
    context,
  }) => {
    if (f.email.startsWith('no-answer')) await page.clock.install();
    // every request the page makes to the receiver, settled (answered, failed or aborted)
    const toReceiver: Promise<unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(receiver)) toReceiver.push(r.response().catch(() => null));
    });
    await openPage(page, '/');
    const tag = tagFor('Failure');
    const form = await fillQuote(page, tag, f.email);
    await form.field('files').setInputFiles([pdf()]);
    const typed = await values(page);
    if (f.email.startsWith('offline')) await context.setOffline(true);
    await form.submit.dblclick();
    if (f.email.startsWith('no-answer')) {
      await expect.poll(async () => (await receivedWith(tag)).received.length).toBe(1);
    }
    const confirm = form.root.locator('.confirm');
    if (f.email.startsWith('no-answer'))
      // The widget gives up 30 s after the last sign of progress, which may come just after the receiver has the body.
      await expect(async () => {
        await page.clock.fastForward(31_000);
        await expect(confirm.locator('h3')).toHaveText('Not sent yet', { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
    await expect(confirm.locator('h3')).toHaveText('Not sent yet');
    await expect(confirm).toContainText(f.says);
    await expect(confirm.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(confirm.locator('textarea')).toHaveValue(new RegExp(tag));
    expect(page.url()).not.toContain('thank-you');
    expect(await values(page)).toEqual(typed);
    await expect(form.root.locator('.files li')).toHaveCount(1);
    if (f.email.startsWith('status-422')) {
      await expect(form.root.locator('#f-email-error')).toContainText('block list');
      await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    }
    await context.setOffline(false);
    // the second click made no request of its own, and the first has ended: the receiver has all it will get
    await Promise.all(toReceiver);
    expect((await receivedWith(tag)).received).toHaveLength(f.requests);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the quote form posts to the endpoint, with its files', async ({ page }) => {
    await page.goto('/');
    const tag = tagFor('No script');
    const form = await fillQuote(page, tag, 'jo@example.org');
    await expect(page.locator('.nojs-note').first()).toContainText(new URL(endpoint).host);
    const file = pdf('plan.pdf', 512);
    await form.field('files').setInputFiles([file]);
    await form.submit.click();
    await page.waitForURL(`${receiver}/**`);
    const { received } = await receivedWith(tag);
    expect(received).toHaveLength(1);
    expect(received[0].fields).toMatchObject({ name: tag, _form: 'quote' });
    expect(received[0].fields._subject).toContain(business.brand);
    expect(received[0].fields._page).toMatch(/\/$/);
    expect(received[0].files.map((f) => [f.name, f.sha256])).toEqual([[file.name, sha(file.buffer)]]);
  });
});
