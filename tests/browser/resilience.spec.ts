import { test, expect } from '@playwright/test';
import { watch } from './watch.ts';
import { openPage } from './widget-helpers.ts';

test('a widget that throws shows its own fallback box, and the rest of the page keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openPage(page, '/faq');
  // A broken items attribute makes the FAQ component throw while rendering.
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<steel-faq id="broken" items="{not json"></steel-faq>'),
  );
  const broken = page.locator('#broken');
  await expect(broken.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(broken.getByRole('link', { name: /Call us: / })).toHaveAttribute('href', /^tel:\+44/);
  await expect(broken.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(broken.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  // The page's own FAQ and menus still work.
  await expect(page.locator('steel-faq:not(#broken) details').first()).toBeVisible();
  await page.locator('nav[aria-label="Main"] summary').click();
  await expect(page.locator('nav[aria-label="Main"] a[href="/welding-services"]')).toBeVisible();
  expect(errors, 'no uncaught error escapes the widget').toEqual([]);
});

test('loading an embed bundle twice and defining an element twice does not throw', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openPage(page, '/about');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const s = document.createElement('script');
          s.src = '/embed/v1/steel-chat-button.js';
          s.onload = resolve;
          s.onerror = reject;
          document.head.append(s);
        }),
    );
  }
  // The file is the classic-script shim: it imports the loader, which defines the element when its module arrives.
  await page.waitForFunction(() => !!customElements.get('steel-chat-button'));
  expect(errors).toEqual([]);
});

test('the site works when storage is unavailable (private mode)', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const problems = watch(page);
  for (const route of ['/', '/thank-you', '/calculator', '/contact']) {
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(problems).toEqual([]);
});
