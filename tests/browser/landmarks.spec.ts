import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { allRoutes } from './routes.ts';

/*
 * What IBM's Equal Access checker flagged, checked here with axe (its checker downloads its own browser, which
 * cannot run in this setup): every piece of content sits in a landmark (axe's best-practice `region` rule:
 * the skip link, the chat and back-to-top buttons, the phone call/quote bar), and no card is an unnamed <article> (cards are plain boxes).
 */
/** What axe's landmark rules and the article check find on the page as it is now shown. */
async function landmarkProblems(page: Page) {
  const problems: string[] = [];
  const { violations } = await new AxeBuilder({ page })
    .withRules(['region', 'landmark-no-duplicate-contentinfo', 'landmark-one-main'])
    .analyze();
  for (const v of violations)
    problems.push(
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
    );
  const unnamed = await page.locator('article').evaluateAll((els) =>
    els
      .filter((a) => {
        const ids = a.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
        const name =
          a.getAttribute('aria-label') ?? ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return !name.trim();
      })
      .map((a) => a.outerHTML.slice(0, 80)),
  );
  for (const u of unnamed) problems.push(`article without a name: ${u}`);
  return problems;
}

// One test a page; both widths on one load (the phone bar and the desktop header are the style sheet's, not a reload's).
test.describe('every page has all its content in landmarks and every article named', () => {
  for (const route of allRoutes) {
    test(`${route} at 1280 and 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      await page.waitForLoadState('load');
      const wide = await landmarkProblems(page);
      await page.setViewportSize({ width: 390, height: 800 });
      const narrow = await landmarkProblems(page);
      expect({ 1280: wide, 390: narrow }).toEqual({ 1280: [], 390: [] });
    });
  }
});

test('the skip link, the floating buttons and the phone bar each sit in a named landmark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Skip link' }).getByRole('link', { name: 'Skip to main content' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Call or get a quote' }).getByRole('link', { name: /Call now/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Chat and back to top' }).locator('steel-chat-button'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('complementary', { name: 'Chat and back to top' }).locator('steel-scroll-top'),
  ).toHaveCount(1);
});
