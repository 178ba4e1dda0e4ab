import { test, expect } from '@playwright/test';
import { defined, holdScripts } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('site menu', () => {
  test('the small-screen menu opened before the upgrade stays open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/about');
    const menu = page.locator('steel-site-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
    release();
    await defined(page, 'steel-site-menu');
    await expect(menu.locator('summary')).toHaveAttribute('aria-label', 'Close menu'); // rendered by the upgraded widget
    await expect(menu.locator('details')).toHaveJSProperty('open', true);
    await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  });
});
