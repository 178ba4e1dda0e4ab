import { expect } from '@playwright/test';
import { focusFirst, type WidgetExample } from '../common/example.ts';
import { named } from './named.ts';
import { loadPricing, stepTo } from '../../tests/browser/widget-helpers.ts';

const { choices, phone } = named;

export const example = {
  page: '/calculator',
  states: [
    focusFirst,
    async (_, host) => host.locator('[part=calculate]').click({ force: true }), // aria-disabled: shows what is missing
    async (_, host) => host.locator('.opt').first().hover(),
    async (_, host) => {
      for (const [name, value] of Object.entries(choices))
        await host.locator(`input[name="${name}"][value="${value}"]`).check();
      await host.locator('input[name="phone"]').fill(phone);
      await host.locator('[part=calculate]').click();
      await expect(host.locator('.range')).toBeVisible();
    },
  ],
  onPartnerPage: async (_, calc) => {
    const { estimate } = await loadPricing();
    // one question a screen on a partner's page (docs/widgets.md "One screen on a phone")
    for (const [name, value] of Object.entries(choices)) {
      const radio = calc.locator(`input[name="${name}"][value="${value}"]`);
      await stepTo(calc, radio);
      await radio.check();
    }
    await stepTo(calc, calc.locator('input[name="phone"]'));
    await calc.locator('input[name="phone"]').fill(phone);
    const button = calc.getByRole('button', { name: 'Calculate estimate' });
    expect((await button.boundingBox())!.height, 'the Calculate button is at least 44 px tall').toBeGreaterThanOrEqual(
      44,
    );
    await button.click();
    await expect(calc.locator('.range')).toHaveText(estimate(choices)!.priceRange);
  },
} satisfies WidgetExample;
