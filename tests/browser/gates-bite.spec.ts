import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brokenPage } from '../lib/broken-page.ts';
import { wcagTags } from './axe.ts';

test('axe reports the image without alt text on a page broken on purpose', async ({ page }) => {
  await page.route('**/broken-on-purpose', (route) => route.fulfill({ contentType: 'text/html', body: brokenPage }));
  await page.goto('/broken-on-purpose');
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(violations.map((v) => v.id)).toContain('image-alt');
});
