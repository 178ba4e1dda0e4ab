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
  /** Places in faq.json (category, then question, each counted from 0): the questions a visitor opens, in order. */
  named: {
    /** in the category shown first */
    firstQuestion: { category: 0, question: 0 },
    /** another category, chosen */
    anotherCategory: 1,
    /** two questions of that category: opening the second closes the first */
    inAnotherCategory: [1, 2],
  },
} satisfies WidgetExample;
