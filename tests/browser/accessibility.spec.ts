import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openPage } from './widget-helpers.ts';

// Every page as it loads, at 1280 and 390 px: every-page.spec.ts (axe.ts pageAccessibilityProblems).
test('the 404 page passes WCAG 2.2 A and AA checks', async ({ page }) => {
  await page.goto('/missing');
  await expectNoAxeViolations(page, '404');
});

test.describe('menus by keyboard', () => {
  test('services dropdown: opens with Enter, shows its links, closes with Escape and keeps focus on its button', async ({
    page,
  }) => {
    await openPage(page, '/about');
    const summary = page.locator('nav[aria-label="Main"] summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const serviceLinks = page.locator('nav[aria-label="Main"] .dropdown-panel a');
    await expect(serviceLinks.first()).toBeVisible();
    await expectNoAxeViolations(page, 'services dropdown open');
    await page.keyboard.press('Tab');
    await expect(page.locator('nav[aria-label="Main"] .dropdown-panel a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(serviceLinks.first()).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('mobile menu: opens by keyboard, Escape closes it and returns focus, choosing a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/');
    const toggle = page.locator('steel-site-menu summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    // a page of the menu other than this one: which pages the menu holds is data (pages.json mainNav)
    const link = page.locator('steel-site-menu nav a[href^="/"]:not([href="/"])').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('focus is visible on links and buttons', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
