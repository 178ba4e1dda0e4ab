import { expect } from '@playwright/test';
import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/',
  states: [
    async (page, host) => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(host.locator('[part=button]')).toBeVisible();
    },
    focusFirst,
  ],
  /** a page long enough to scroll past its threshold, where its journey uses it (widgets/scroll-top/scroll-top.journeys.ts) */
  named: { page: '/about' },
} satisfies WidgetExample;
