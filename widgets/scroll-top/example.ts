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
} satisfies WidgetExample;
