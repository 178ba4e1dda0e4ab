import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { defined, openPage } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('scroll-to-top', () => {
  test('the back-to-top button appears only past 300 px and takes you to the top', async ({ page }) => {
    await openPage(page, '/about');
    await defined(page, 'steel-scroll-top');
    const button = page.locator('steel-scroll-top button');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY === 250);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // scroll events delivered
    await expect(button, 'hidden at 250 px').toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button, 'shown at 320 px').toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toHaveAccessibleName('Back to top');
    await expectNoAxeViolations(page, 'page with the back-to-top button showing');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
