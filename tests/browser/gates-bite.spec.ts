import { test, expect } from '@playwright/test';
import { brokenPage } from '../lib/broken-page.ts';
import { axeOn, pageAccessibilityProblems, wcagTags } from './axe.ts';

test('axe reports the image without alt text on a page broken on purpose', async ({ page }) => {
  await page.route('**/broken-on-purpose', (route) => route.fulfill({ contentType: 'text/html', body: brokenPage }));
  await page.goto('/broken-on-purpose');
  const { violations } = await axeOn(page).withTags(wcagTags).analyze();
  expect(violations.map((v) => v.id)).toContain('image-alt');
});

test("every page's accessibility check reports WCAG faults, content outside landmarks and unnamed articles, and nothing of axe's other best practices", async ({
  page,
}) => {
  const body = brokenPage
    .replace('<main>', '<p>Text outside every landmark.</p><main>')
    .replace('</main>', '<article><p>A card with no name.</p></article><nav></nav><nav></nav></main>');
  await page.route('**/broken-on-purpose', (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto('/broken-on-purpose');
  const ids = (await pageAccessibilityProblems(page)).map((p) => p.split(/[ :]/)[0]);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'region', 'article']));
  // two unnamed <nav>s break the best practice landmark-unique, which is not among the rules asked for
  expect(ids).not.toContain('landmark-unique');
});
