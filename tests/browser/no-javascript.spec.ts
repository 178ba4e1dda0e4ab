import { test, expect } from '@playwright/test';
import { allRoutes } from './routes.ts';
import { elements } from '../../widgets/catalog.ts';
import { folderOf } from '../../widgets/common/element-interface.ts';
import { exampleOf } from '../../widgets/common/example.ts';

test.use({ javaScriptEnabled: false });

const examples = await Promise.all(elements.map(async (e) => ({ tag: e.tag, example: await exampleOf(folderOf(e)) })));

test.describe('every page works with JavaScript off', () => {
  for (const route of allRoutes) {
    test(`${route}: heading, content, navigation, call and e-mail links are there`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('main').innerText()).length, 'main content').toBeGreaterThan(200);
      await expect(page.locator('footer a[href^="tel:"]')).toBeVisible();
      await expect(page.locator('footer a[href^="mailto:"]')).toBeVisible();
      await expect(page.locator('footer a[href="/contact"]')).toBeVisible();
      await expect(page.locator('nav[aria-label="Main"] a[href="/about"]')).toBeVisible();
    });
  }

  test('the 404 page offers only what works: home and call, not the script-driven Go back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeHidden();
  });

  test('the services dropdown opens without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page.locator('nav[aria-label="Main"] summary').click();
    await expect(page.locator('nav[aria-label="Main"] a[href="/crane-hire-services"]')).toBeVisible();
  });

  // each widget's pre-rendered HTML, where its example says what works without JavaScript (widgets/<folder>/example.ts)
  for (const { tag, example } of examples)
    if (example.withoutJavaScript)
      test(`${tag} without JavaScript: ${example.withoutJavaScript.says}`, async ({ page }) => {
        if (example.width) await page.setViewportSize({ width: example.width, height: 844 });
        await page.goto(example.page);
        await example.withoutJavaScript!.check(page, page.locator(tag).first());
      });
});
