import { readData } from '../../shared/data/load.ts';
import { expect } from '@playwright/test';
import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/faq',
  states: [
    focusFirst,
    async (_, host) => host.locator('[part=category-button]').nth(1).hover(),
    async (_, host) => host.locator('[part=question-button]').first().click(),
  ],
  onPartnerPage: async (_, faq) => {
    await faq.locator('details[name="steel-faq-q"] summary').first().click();
    await expect(faq.locator('details[name="steel-faq-q"][open] .answer')).toBeVisible();
  },
  withoutJavaScript: {
    says: 'the answers are in the page and open',
    check: async (_, faq) => {
      const categories = faq.locator('details[name="steel-faq-category"]');
      await expect(categories).toHaveCount(readData('faq').length);
      const second = categories.nth(1);
      await second.locator('summary').first().click();
      const q = second.locator('details').first();
      await q.locator('summary').click();
      await expect(q).toHaveAttribute('open', '');
    },
  },
} satisfies WidgetExample;
