import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { readData } from '../../shared/data/load.ts';
import { defined, deepFocus, openPage } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('gallery', () => {
  test('a photo opens in a large view with its caption and focus inside; arrows move; Escape closes and focus returns to the thumbnail', async ({
    page,
  }) => {
    // The large view decodes full-size photos; on a busy 2-core machine the walk took over half of 60 s.
    test.setTimeout(120_000);
    await openPage(page, '/gallery');
    await defined(page, 'steel-gallery');
    const thumbs = page.locator('steel-gallery a.thumb');
    const n = readData('gallery').length;
    await expect(thumbs).toHaveCount(n);
    const captions = await page.locator('steel-gallery figcaption').allInnerTexts();
    const dialog = page.locator('steel-gallery dialog');
    const caption = dialog.locator('#lb-caption');

    await thumbs.first().click();
    await expect(dialog).toBeVisible();
    await expect(page, 'the page stays put (the large view is not a navigation)').toHaveURL(/\/gallery$/);
    await expect(caption).toBeVisible();
    await expect(caption).toHaveText(captions[0]);
    await expect(dialog.locator('img')).toBeVisible();
    expect((await deepFocus(page))?.inDialog, 'focus is inside the dialog').toBe(true);
    await expectNoAxeViolations(page, 'gallery with the large view open');

    await page.keyboard.press('ArrowRight');
    await expect(caption).toHaveText(captions[1]);
    await expect(dialog).toContainText(`2 of ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toHaveText(captions[n - 1]);
    await expect(dialog).toContainText(`${n} of ${n}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(
      await thumbs.first().evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a),
      'focus back on the thumbnail that opened it',
    ).toBe(true);
  });

  test('the Close button closes the large view', async ({ page }) => {
    await openPage(page, '/gallery');
    await defined(page, 'steel-gallery');
    await page.locator('steel-gallery a.thumb').nth(3).click();
    const dialog = page.locator('steel-gallery dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
