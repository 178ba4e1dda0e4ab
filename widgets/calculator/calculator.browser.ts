import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { defined, holdScripts, loadPricing, openPage } from '../../tests/browser/widget-helpers.ts';
import { calculatorChoices as choices, otherChoices } from '../../tests/lib/calculator-choices.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('calculator', () => {
  test('with all six options and an e-mail, Calculate shows the range shared/pricing.ts computes; axe finds nothing', async ({
    page,
  }) => {
    const { estimate } = await loadPricing();
    const expected = estimate(choices)!;
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    await expect(calc.locator('#calc-hint')).toHaveText('Ready: press Calculate estimate.');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toHaveText(expected.priceRange);
    await expect(calc.locator('.figures')).toContainText(`£${expected.totalPrice.toLocaleString('en-GB')}`);
    await expect(calc.locator('.factors li')).toHaveText(expected.factors);
    await expect(calc.getByRole('button', { name: 'E-mail this estimate to us' })).toBeVisible();
    await expect(calc.getByRole('button', { name: 'Request a site visit' })).toBeVisible();
    await expectNoAxeViolations(page, 'calculator with a result');
  });

  test('Reset clears the options, the contact details and the result', async ({ page }) => {
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="name"]').fill('Jo');
    await calc.locator('input[name="phone"]').fill('01632 960001');
    await calc.locator('textarea[name="additionalDetails"]').fill('Side gate');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toBeVisible();

    await calc.getByRole('button', { name: 'Reset' }).click();
    await expect(calc.locator('.range')).toHaveCount(0);
    await expect(calc.locator('input[type="radio"]:checked')).toHaveCount(0);
    for (const name of ['name', 'email', 'phone', 'additionalDetails'])
      await expect(calc.locator(`[name="${name}"]`)).toHaveValue('');
    await expect(calc.getByRole('button', { name: 'E-mail this estimate to us' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'calculator after Reset');
  });

  test('pressing Calculate with choices missing lists what is missing and gives no estimate', async ({ page }) => {
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    await calc.locator('input[name="serviceType"][value="welding"]').check();
    // Calculate is aria-disabled until everything is given, but stays pressable so it can explain why.
    await expect(calc.getByRole('button', { name: 'Calculate estimate' })).toHaveAttribute('aria-disabled', 'true');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click({ force: true });
    await expect(calc.locator('.summary')).toContainText('Select the project size');
    await expect(calc.locator('.summary')).toContainText('Enter an email address or a phone number');
    await expect(calc.locator('.range')).toHaveCount(0);
    await expectNoAxeViolations(page, 'calculator with errors');
  });

  test('calculator choices and an e-mail given before the upgrade count once it arrives', async ({ page }) => {
    const { estimate } = await loadPricing();
    const choices = otherChoices; // another option in each group than the other tests choose
    const release = await holdScripts(page);
    await page.goto('/calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    release();
    await defined(page, 'steel-calculator');
    await expect(calc.locator('#calc-hint')).toHaveText('Ready: press Calculate estimate.');
    await expect(calc.locator('input[name="email"]')).toHaveValue('jo@example.org');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toHaveText(estimate(choices)!.priceRange);
  });
});
