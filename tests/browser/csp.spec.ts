import { test, expect } from '@playwright/test';
import { CSP, expectSecurityHeaders, recordViolations, scriptsDone } from './csp.ts';

/*
 * The pages under their real security headers (tests/browser/csp.ts). Every page as it loads is checked in
 * every-page.spec.ts; here the page for an unknown address, and the widgets in use.
 */
test('the 404 page: sent with the policy and the security headers, and nothing on it is blocked', async ({ page }) => {
  const violations = await recordViolations(page);
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  expectSecurityHeaders(res!);
  await scriptsDone(page);
  expect(await violations()).toEqual([]);
});

test.describe('using the widgets breaks no policy rule', () => {
  test('FAQ: opening a question', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/faq');
    await scriptsDone(page);
    const q = page.locator('steel-faq details.cat').first().locator('details.q').first();
    await q.locator('summary').click();
    await expect(q.locator('.answer')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('gallery: the large view opens and closes', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/gallery');
    await scriptsDone(page);
    await page.locator('steel-gallery a.thumb').first().click();
    const dialog = page.locator('steel-gallery dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test('calculator: pressing Calculate with choices missing shows what is missing', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/calculator');
    await scriptsDone(page);
    const calc = page.locator('steel-calculator');
    await calc.locator('input[name="serviceType"][value="welding"]').check();
    await calc.getByRole('button', { name: 'Calculate estimate' }).click({ force: true });
    await expect(calc.locator('.summary')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('quote form: its code loads, an empty submission shows errors and a refused file shows its message', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/welding-services');
    await scriptsDone(page);
    const form = page.locator('steel-quote-form');
    await form.locator('[name="name"]').fill('Jo');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.summary')).toBeVisible();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText('File type not supported').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('the contact map loads only when asked for, and the policy lets its frame load', async ({ page }) => {
  const violations = await recordViolations(page);
  const offSite: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^https?:$/.test(u.protocol) && u.hostname !== '127.0.0.1') offSite.push(r.url());
  });
  // Nothing leaves the machine: any request to another host is recorded, then refused.
  const framed: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      framed.push(route.request().url());
      return route.abort();
    },
  );

  const res = await page.goto('/contact');
  expect(res!.headers()['content-security-policy']).toBe(CSP);
  expect(CSP).toContain('frame-src https://www.google.com');
  await scriptsDone(page);
  const slot = page.locator('[data-map-slot]');
  await expect(slot.locator('iframe')).toHaveCount(0);
  expect(offSite, 'requests to other hosts before the visitor asks for the map').toEqual([]);

  await page.getByRole('button', { name: 'Show the map' }).click();
  const frame = slot.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
  // The frame's request reached the network layer, so frame-src allowed it (a blocked frame never asks).
  await expect.poll(() => framed.length).toBeGreaterThan(0);
  expect(
    framed.every((u) => u.startsWith('https://www.google.com/maps?')),
    framed.join('\n'),
  ).toBe(true);
  expect(await violations()).toEqual([]);
});

test('any other page refuses the map frame: its <meta> policy forbids frames', async ({ page }) => {
  const violations = await recordViolations(page);
  const framed: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      framed.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto('/about');
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = 'https://www.google.com/maps?q=51.44,0.37&output=embed';
    document.body.append(f);
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  const seen = await violations();
  expect(
    seen.some((v) => v.startsWith('frame-src blocked https://www.google.com')),
    seen.join('\n'),
  ).toBe(true);
  expect(
    seen.every((v) => /frame/i.test(v)),
    seen.join('\n'),
  ).toBe(true);
  expect(framed, 'a refused frame never asks the network').toEqual([]);
});
