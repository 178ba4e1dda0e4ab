import { test, expect } from '@playwright/test';
import { business, defined, openPage } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
test.describe('chat button', () => {
  test('the chat button links to wa.me with the greeting, in a new tab', async ({ page }) => {
    await openPage(page, '/about');
    await defined(page, 'steel-chat-button');
    const link = page.locator('steel-chat-button a');
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName('Chat with us on WhatsApp');
    const digits = business.chat.e164.replace(/\D/g, '');
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${digits}?text=${encodeURIComponent(business.chat.greeting)}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toBe(business.chat.greeting);
  });
});
