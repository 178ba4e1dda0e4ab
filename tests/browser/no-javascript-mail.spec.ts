import { test, expect } from '@playwright/test';
import { openPage } from './widget-helpers.ts';
import { readData } from '../../shared/data/load.ts';

/*
 * Without JavaScript the pre-rendered quote and contact forms post text/plain to mailto:, and the browser
 * mangles "&" and "+" on the way. The forms say so, next to the send button; with scripts on (the forms
 * compose the e-mail themselves, nothing is mangled) the note never shows.
 */
const NOTE = /Without JavaScript this opens your e-mail program: check the message before sending/;
const forms = [
  ['/welding-services', 'steel-quote-form'],
  ['/contact', 'steel-contact-form'],
] as const;

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  // With a form endpoint the forms post there without JavaScript, and no mail is mangled: the build checks that
  // their note and markup follow the setting (tests/build/form-endpoint.test.ts); the shipped data runs these.
  test.skip(!!readData('business').formEndpoint, 'the data set sends its forms to a form endpoint, not by e-mail');
  for (const [route, tag] of forms) {
    test(`${route}: the ${tag} says what to check before sending`, async ({ page }) => {
      await page.goto(route);
      const note = page.getByText(NOTE);
      await expect(note).toBeVisible();
      await expect(note).toContainText('"&" may become a new line and "+" a space');
      // it sits right after the form
      expect(await page.locator(tag).evaluate((f) => f.nextElementSibling?.localName)).toBe('noscript');
    });
  }
});

test.describe('JavaScript on', () => {
  for (const [route, tag] of forms) {
    test(`${route}: the ${tag} shows no such note`, async ({ page }) => {
      await openPage(page, route);
      await expect(page.locator(`${tag} form`)).toBeVisible();
      await expect(page.getByText(NOTE)).toBeHidden();
    });
  }
});
