import { test, expect } from '@playwright/test';
import { watch } from './watch.ts';
import { allRoutes } from './routes.ts';

test.describe('every page loads cleanly with JavaScript on', () => {
  for (const route of allRoutes) {
    test(`${route} loads with status 200, no console error, no failed or third-party request`, async ({ page }) => {
      const problems = watch(page);
      const res = await page.goto(route, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      // Every widget on the page has upgraded, except the forms, whose code loads on first use
      // (until then their pre-rendered form is shown and works as a plain mailto: form).
      // Modules start after the first paint: give them time before judging.
      await page
        .waitForFunction(() => [...document.querySelectorAll('*')].every((e) => !e.localName.startsWith('steel-') || customElements.get(e.localName) || /^steel-(quote|contact)-form$/.test(e.localName)), null, { timeout: 10_000 })
        .catch(() => {});
      await page.waitForLoadState('networkidle');
      const pending = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((e) => e.localName.startsWith('steel-') && !customElements.get(e.localName))
          .filter((e) => !(/^steel-(quote|contact)-form$/.test(e.localName) && e.shadowRoot?.querySelector('form')))
          .map((e) => e.localName),
      );
      expect(pending, 'widgets that never upgraded').toEqual([]);
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
