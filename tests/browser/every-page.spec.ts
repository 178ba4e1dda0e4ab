import { test, expect, type Page } from '@playwright/test';
import { allRoutes } from './routes.ts';

/** Records what a visitor's browser would complain about: console errors, failed requests, other origins. */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()} ${r.failure()?.errorText}`));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['http:', 'https:'].includes(u.protocol)) return;
    if (u.hostname !== '127.0.0.1') problems.push(`third-party request: ${r.url()}`);
  });
  return problems;
}

test.describe('every page loads cleanly with JavaScript on', () => {
  for (const route of allRoutes) {
    test(`${route} loads with status 200, no console error, no failed or third-party request`, async ({ page }) => {
      const problems = watch(page);
      const res = await page.goto(route, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      // Every widget on the page has upgraded (its element is defined).
      const undefinedWidgets = await page.evaluate(() =>
        [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('steel-') && !customElements.get(e.localName)).map((e) => e.localName),
      );
      expect(undefinedWidgets, 'widgets that never upgraded').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test('an unknown path gets the 404 page with status 404 and the missing path in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('main a[href="/"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/welding-services"]')).toBeVisible();
  await expect.poll(() => messages.join('\n')).toContain('/no-such-page-here');
});

test('/project-gallery ends on the home page', async ({ page }) => {
  await page.goto('/project-gallery');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('the back button on the 404 page goes back', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing-page');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
