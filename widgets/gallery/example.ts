import { readData } from '../../shared/data/load.ts';
import { expect } from '@playwright/test';
import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/gallery',
  states: [focusFirst, async (_, host) => host.locator('[part=thumb]').first().click()],
  // the thumbnails are links (base styles colour links) whose only content is the image
  unseenTheme: ['--steel-link'],
  withoutJavaScript: {
    says: 'every photo is there and links to its large image',
    check: async (_, gallery) => {
      const n = readData('gallery').length;
      await expect(gallery.locator('img')).toHaveCount(n);
      await expect(gallery.locator('a[href^="/img/"]')).toHaveCount(n);
    },
  },
} satisfies WidgetExample;
