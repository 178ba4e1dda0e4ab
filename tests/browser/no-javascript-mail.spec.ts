import { test, expect, type Page } from '@playwright/test';
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
      // as a visitor meets it: on the screen with room of its own, and read out
      expect((await note.boundingBox())?.height, 'the note takes room on the screen').toBeGreaterThan(0);
      expect(await readOut(page), 'the accessibility tree').toContain(
        'Without JavaScript this opens your e-mail program',
      );
      // it sits right after the form
      expect(await page.locator(tag).evaluate((f) => f.nextElementSibling?.localName)).toBe('noscript');
    });
  }
});

/** Chromium's own accessibility tree (what a screen reader is given): every text it holds, one line each. */
const readOut = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && n.name?.value)
    .map((n) => n.name!.value)
    .join('\n');
};

/** The note the page carries after the form, as the server sends it (whatever the data set says), as plain text. */
const noteInPage = async (page: Page, route: string, tag: string) => {
  const html = await (await page.request.get(route)).text();
  const after = html.slice(html.indexOf(`</${tag}>`));
  const note = /^<\/[^>]+><[^>]+><p class="nojs-note"[^>]*>([^<]+)<\/p>/.exec(after)?.[1];
  expect(note, `${route}: the note right after the form`).toBeTruthy();
  return note!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

test.describe('JavaScript on', () => {
  for (const [route, tag] of forms) {
    test(`${route}: the ${tag} shows no such note`, async ({ page }) => {
      const note = await noteInPage(page, route, tag);
      await openPage(page, route);
      await expect(page.locator(`${tag} form`)).toBeVisible();
      // What a visitor meets: no such words on the screen, nothing after the form takes room, nothing is read out.
      const shown = await page.locator('body').innerText();
      expect(shown, 'the text a visitor sees').toContain(await page.locator('h1').innerText());
      expect(shown, 'the text a visitor sees').not.toContain(note);
      const box = await page.locator(tag).evaluate((f) => {
        const r = f.nextElementSibling!.getBoundingClientRect();
        return r.width * r.height;
      });
      expect(box, 'the element after the form takes no room').toBe(0);
      expect(await readOut(page), 'the accessibility tree').not.toContain(note);
    });
  }
});
