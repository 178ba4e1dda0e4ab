import { test, expect } from '@playwright/test';
import { allRoutes, landingRoutes, serviceRoutes } from './routes.ts';
import { elements } from '../../widgets/catalog.ts';
import { folderOf } from '../../widgets/common/element-interface.ts';
import { exampleOf } from '../../widgets/common/example.ts';
import { readData } from '../../shared/data/load.ts';

test.use({ javaScriptEnabled: false });

// Where the owner's data puts the links (pages.json: the contact page's address, the main menu's pages).
const pages = readData('pages');
const contactUrl = pages.find((p) => p.key === 'contact')!.url;
const menuUrls = pages.filter((p) => p.mainNav).map((p) => p.url);
const privacyUrl = pages.find((p) => p.key === 'privacy')!.url;

const examples = await Promise.all(elements.map(async (e) => ({ tag: e.tag, example: await exampleOf(folderOf(e)) })));

test.describe('every page works with JavaScript off', () => {
  // One test for the general pages and one for the service pages (a page's check is a few reads of a page without
  // scripts: a test each cost more to set up than to run); a failed page does not stop the others (expect.soft).
  for (const [pages, routes] of [
    ['general pages and /embed', allRoutes.filter((r) => !serviceRoutes.includes(r) && !landingRoutes.includes(r))],
    ['service pages', serviceRoutes],
  ] as const)
    test(`the ${pages}: heading, content, navigation, call and e-mail links are there`, async ({ page }) => {
      for (const route of routes) {
        await page.goto(route);
        await expect.soft(page.locator('h1'), route).toBeVisible();
        expect.soft((await page.locator('main').innerText()).length, `${route}: main content`).toBeGreaterThan(200);
        await expect.soft(page.locator('footer a[href^="tel:"]'), route).toBeVisible();
        await expect.soft(page.locator('footer a[href^="mailto:"]'), route).toBeVisible();
        await expect.soft(page.locator(`footer a[href="${contactUrl}"]`).first(), route).toBeVisible();
        for (const url of menuUrls)
          await expect
            .soft(page.locator(`nav[aria-label="Main"] a[href="${url}"]`).first(), `${route}: ${url}`)
            .toBeVisible();
      }
    });

  // A landing page has no menu, by design (docs/cms.md "Landing pages"): its phone, its form and its legal links.
  test('the landing pages: heading, content, the phone, an enquiry form or calculator, the legal links', async ({
    page,
  }) => {
    for (const route of landingRoutes) {
      await page.goto(route);
      await expect.soft(page.locator('h1'), route).toBeVisible();
      expect.soft((await page.locator('main').innerText()).length, `${route}: main content`).toBeGreaterThan(200);
      await expect.soft(page.locator('header a[href^="tel:"]'), route).toBeVisible();
      await expect.soft(page.locator('main :is(steel-quote-form, steel-calculator)').first(), route).toBeVisible();
      await expect.soft(page.locator(`footer a[href="${privacyUrl}"]`), route).toBeVisible();
    }
  });

  test('the 404 page offers only what works: home and call, not the script-driven Go back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeHidden();
  });

  test('the services dropdown opens without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page.locator('nav[aria-label="Main"] summary').click();
    for (const route of serviceRoutes)
      await expect(page.locator(`nav[aria-label="Main"] a[href="${route}"]`)).toBeVisible();
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
