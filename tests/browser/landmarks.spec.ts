import { test, expect } from '@playwright/test';

// Every page's content in landmarks, at 1280 and 390 px: every-page.spec.ts (axe.ts pageAccessibilityProblems).
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
