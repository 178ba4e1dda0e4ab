import { expect } from '@playwright/test';
import { focusFirst, send, sendComplete, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/contact',
  states: [focusFirst, send, sendComplete],
  withoutJavaScript: {
    says: 'its fields show',
    check: async (_, host) => expect(host.locator('input[name="firstName"]')).toBeVisible(),
  },
} satisfies WidgetExample;
