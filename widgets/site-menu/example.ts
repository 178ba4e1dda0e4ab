import { readData } from '../../shared/data/load.ts';
import { expect } from '@playwright/test';
import { focusFirst, type WidgetExample } from '../common/example.ts';

// the menu's toggle shows on phones
export const example = {
  page: '/',
  width: 390,
  states: [focusFirst, async (_, host) => host.locator('[part=toggle]').click()],
  withoutJavaScript: {
    says: 'opens and lists every service',
    check: async (page, menu) => {
      await menu.locator('summary').click();
      for (const s of readData('services')) await expect(menu.locator(`nav a[href="/${s.slug}"]`)).toBeVisible();
    },
  },
} satisfies WidgetExample;
