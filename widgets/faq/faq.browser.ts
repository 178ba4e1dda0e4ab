import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { readData } from '../../shared/data/load.ts';
import { defined, openPage } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('FAQ', () => {
  test('a question opens to show its answer, a second category can be chosen, and axe finds nothing in either state', async ({
    page,
  }) => {
    await openPage(page, '/faq');
    await defined(page, 'steel-faq');
    const cats = page.locator('steel-faq details.cat');
    await expect(cats).toHaveCount(readData('faq').length);
    await expect(cats.first()).toHaveAttribute('open', '');

    const q = cats.first().locator('details.q').first();
    const answer = q.locator('.answer');
    await expect(answer).toBeHidden();
    await q.locator('summary').click();
    await expect(q).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    expect((await answer.innerText()).length, 'answer text').toBeGreaterThan(20);
    await expectNoAxeViolations(page, 'FAQ with a question open');

    const second = cats.nth(1);
    await expect(second.locator('summary').first()).toContainText(readData('faq')[1].category);
    await second.locator('summary').first().click();
    await expect(second).toHaveAttribute('open', '');
    await expect(cats.first()).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
    const q2 = second.locator('details.q').nth(1);
    await q2.locator('summary').click();
    await expect(q2.locator('.answer')).toBeVisible();
    // One question open at a time; an open one closes again.
    const q3 = second.locator('details.q').nth(2);
    await q3.locator('summary').click();
    await expect(q3).toHaveAttribute('open', '');
    await expect(q2).not.toHaveAttribute('open', '');
    await q3.locator('summary').click();
    await expect(q3).not.toHaveAttribute('open', '');
    await q2.locator('summary').click();
    await expectNoAxeViolations(page, 'FAQ, second category chosen and a question open');
  });

  test('clicking the open category again keeps it open (one category always chosen)', async ({ page }) => {
    await openPage(page, '/faq');
    await defined(page, 'steel-faq');
    const first = page.locator('steel-faq details.cat').first();
    await first.locator('summary').first().click();
    await expect(first).toHaveAttribute('open', '');
  });
});
