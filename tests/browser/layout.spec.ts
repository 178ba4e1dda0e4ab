import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { allRoutes } from './routes.ts';

mkdirSync('test-results/screens', { recursive: true });

test.describe('screens', () => {
  for (const route of allRoutes) {
    test(`${route}: screenshots at 390 and 1280, nothing overflows at 320`, async ({ page }) => {
      const name = route === '/' ? 'home' : route.slice(1);
      for (const [width, height] of [[390, 844], [1280, 900]]) {
        await page.setViewportSize({ width, height });
        await page.goto(route, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px at 320 wide').toBeLessThanOrEqual(0);
    });
  }
});
