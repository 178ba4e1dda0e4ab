import { test, expect, type Page } from '@playwright/test';
import { readData } from '../../shared/data/load.ts';
import {
  business,
  defined,
  deepFocus,
  expectFocusVisible,
  loadPricing,
  openPage,
  recordComposed,
  tabUntil,
} from './widget-helpers.ts';
import { choicesAt } from '../lib/calculator-choices.ts';

/** Presses a key, then checks the focused control and that its focus shows. */
async function press(page: Page, key: string, what: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, what);
  return (await deepFocus(page))!;
}

test('FAQ by keyboard: Tab reaches each question, Enter and Space open and close it, one open at a time, Enter chooses a category', async ({
  page,
}) => {
  await openPage(page, '/faq');
  await defined(page, 'steel-faq');
  const cats = page.locator('steel-faq details.cat');
  const qs = cats.first().locator('details.q');

  const first = await tabUntil(page, (f) => f.host === 'steel-faq' && f.tag === 'summary', 'the first FAQ category');
  expect(first.text).toContain(readData('faq')[0].category);
  let f = await press(page, 'Tab', 'first question');
  expect(f.text).toBe(await qs.nth(0).locator('summary').innerText());

  await page.keyboard.press('Enter');
  await expect(qs.nth(0)).toHaveAttribute('open', '');
  await expect(qs.nth(0).locator('.answer')).toBeVisible();

  f = await press(page, 'Tab', 'second question');
  expect(f.text, 'Tab skips the answer text and goes on to the next question').toBe(
    await qs.nth(1).locator('summary').innerText(),
  );
  await page.keyboard.press('Space');
  await expect(qs.nth(1)).toHaveAttribute('open', '');
  await expect(qs.nth(0), 'opening a question closes the one open before').not.toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(qs.nth(1), 'Space closes it again').not.toHaveAttribute('open', '');
  await expect(cats.first().locator('details.q[open]')).toHaveCount(0);

  await press(page, 'Shift+Tab', 'back to the first question');
  await page.keyboard.press('Enter');
  await expect(qs.nth(0)).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(qs.nth(0), 'Enter closes it again').not.toHaveAttribute('open', '');

  // On to the next category, which Enter chooses.
  f = await tabUntil(
    page,
    (x) => x.tag === 'summary' && x.text.includes('Pricing & Quotes'),
    'the Pricing & Quotes category',
  );
  await page.keyboard.press('Enter');
  await expect(cats.nth(1)).toHaveAttribute('open', '');
  await expect(cats.first()).not.toHaveAttribute('open', '');
  await press(page, 'Tab', 'first pricing question');
  await page.keyboard.press('Space');
  await expect(cats.nth(1).locator('details.q').first()).toHaveAttribute('open', '');
  await expect(page.locator('steel-faq details.q[open]')).toHaveCount(1);
});

test('gallery by keyboard: Enter on a thumbnail opens the large view with focus inside; arrows and buttons move; Escape closes and focus returns', async ({
  page,
}) => {
  await openPage(page, '/gallery');
  await defined(page, 'steel-gallery');
  const captions = await page.locator('steel-gallery figcaption').allInnerTexts();
  const dialog = page.locator('steel-gallery dialog');
  const caption = dialog.locator('#lb-caption');

  await tabUntil(page, (f) => f.host === 'steel-gallery' && f.tag === 'a', 'the first gallery thumbnail');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(caption).toHaveText(captions[0]);
  let f = (await deepFocus(page))!;
  expect(f.inDialog, 'focus is inside the dialog').toBe(true);
  expect(f.text).toBe('Close');
  await expectFocusVisible(page, 'Close button');

  await page.keyboard.press('ArrowRight');
  await expect(caption).toHaveText(captions[1]);
  await page.keyboard.press('ArrowLeft');
  await expect(caption).toHaveText(captions[0]);

  // Tab stays within the dialog: Previous, Next.
  f = await press(page, 'Tab', 'Previous button');
  expect(f.inDialog).toBe(true);
  expect(f.text).toContain('Previous');
  f = await press(page, 'Tab', 'Next button');
  expect(f.inDialog).toBe(true);
  expect(f.text).toContain('Next');
  await page.keyboard.press('Enter');
  await expect(caption).toHaveText(captions[1]);
  await page.keyboard.press('Space');
  await expect(caption).toHaveText(captions[2]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  f = (await deepFocus(page))!;
  expect(f.host).toBe('steel-gallery');
  expect(f.inDialog).toBe(false);
  expect(
    await page
      .locator('steel-gallery a.thumb')
      .first()
      .evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a),
    'focus is back on the thumbnail',
  ).toBe(true);
  await expectFocusVisible(page, 'thumbnail after closing');
});

test('quote form by keyboard only: Tab, typing, arrow keys for the radios, an error fixed from the summary, then Space to send and /thank-you', async ({
  page,
}) => {
  await openPage(page, '/welding-services');
  const composed = await recordComposed(page);
  const inForm = (name: string) => (f: { host: string; name: string }) =>
    f.host === 'steel-quote-form' && f.name === name;

  await tabUntil(page, inForm('name'), 'the quote form name field');
  await page.keyboard.type('Kim Lee');
  expect((await press(page, 'Tab', 'phone')).name).toBe('phone');
  await page.keyboard.type('07700 900555');
  expect((await press(page, 'Tab', 'email')).name).toBe('email');
  await page.keyboard.type('kim@example.org');
  const service = await press(page, 'Tab', 'service');
  expect([service.name, service.value], 'the page service is already chosen').toEqual(['service', 'welding']);
  expect((await press(page, 'Tab', 'location')).name).toBe('location');
  await page.keyboard.press('ArrowDown'); // Gravesend
  await page.keyboard.press('ArrowDown'); // Other Kent
  await page.keyboard.press('ArrowDown'); // London
  expect((await deepFocus(page))!.value).toBe('london');
  expect((await press(page, 'Tab', 'timeline')).name).toBe('timeline');
  await page.keyboard.press('ArrowDown'); // As soon as possible
  expect((await deepFocus(page))!.value).toBe('asap');
  const radio = await press(page, 'Tab', 'contact method');
  expect([radio.name, radio.value], 'Tab lands on the checked radio').toEqual(['contactMethod', 'phone']);
  const email = await press(page, 'ArrowRight', 'contact method after an arrow key');
  expect(email.value).toBe('email');
  await expect(page.locator('steel-quote-form input[name="contactMethod"][value="email"]')).toBeChecked();
  // Leave the description empty for now and go to the button.
  expect((await press(page, 'Tab', 'description')).name).toBe('description');
  expect((await press(page, 'Tab', 'files')).type).toBe('file');
  const send = await press(page, 'Tab', 'send button');
  expect(send.text).toBe('Send Quote Request');
  await page.keyboard.press('Enter');

  // The error summary takes focus; its link leads to the field.
  const summary = page.locator('steel-quote-form .summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('li')).toHaveText(['Describe your project']);
  await expect.poll(async () => (await deepFocus(page))?.tag, 'focus on the error summary').toBe('div');
  await expect(page.locator('steel-quote-form input[name="name"]'), 'nothing typed is lost').toHaveValue('Kim Lee');
  await expect(page.locator('steel-quote-form select[name="location"]')).toHaveValue('london');
  await expect(page.locator('steel-quote-form input[name="contactMethod"][value="email"]')).toBeChecked();
  const link = await press(page, 'Tab', 'summary link');
  expect(link.text).toBe('Describe your project');
  await page.keyboard.press('Enter');
  const desc = (await deepFocus(page))!;
  expect(desc.name).toBe('description');
  await expectFocusVisible(page, 'description after the summary link');
  await page.keyboard.type('Two steel lintels, Enter-free text.');

  expect((await press(page, 'Tab', 'files')).type).toBe('file');
  expect((await press(page, 'Tab', 'send button')).text).toBe('Send Quote Request');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/thank-you$/);

  expect(composed).toHaveLength(1);
  expect(composed[0].subject).toBe('New Quote Request - ' + business.brand);
  for (const s of [
    'Kim Lee',
    '07700 900555',
    'kim@example.org',
    'Service: Welding',
    'Project location: London',
    'Timeline: As soon as possible',
    'Preferred contact method: E-mail',
    'Two steel lintels',
  ]) {
    expect(composed[0].body).toContain(s);
  }
  // The thank-you page shows the message to send, or, when a form endpoint took it, says it was received.
  if (business.formEndpoint) await expect(page.locator('h1')).toContainText('received');
  else await expect(page.locator('[data-composed-body]')).toHaveText(composed[0].body);
});

test('calculator by keyboard: arrow keys choose options, Enter calculates, and every focused control shows its focus', async ({
  page,
}) => {
  await openPage(page, '/calculator');
  await defined(page, 'steel-calculator');
  await tabUntil(page, (f) => f.host === 'steel-calculator' && f.name === 'serviceType', 'the first calculator option');
  // Arrow keys move within a group and choose; Tab goes to the next group.
  for (const name of ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location']) {
    const f = (await deepFocus(page))!;
    expect(f.name).toBe(name);
    await press(page, 'ArrowDown', `${name} option`);
    await press(page, 'Tab', `after ${name}`);
  }
  expect((await deepFocus(page))!.name).toBe('additionalDetails');
  expect((await press(page, 'Tab', 'name')).name).toBe('name');
  expect((await press(page, 'Tab', 'email')).name).toBe('email');
  await page.keyboard.type('kim@example.org');
  expect((await press(page, 'Tab', 'phone')).name).toBe('phone');
  const calc = await press(page, 'Tab', 'Calculate');
  expect(calc.text).toBe('Calculate estimate');
  await page.keyboard.press('Enter');
  // ArrowDown chose the second option of each group.
  const { estimate } = await loadPricing();
  const second = choicesAt(1);
  await expect(page.locator('steel-calculator .range')).toHaveText(estimate(second)!.priceRange);
  expect((await deepFocus(page))!.text, 'focus stays on Calculate').toBe('Calculate estimate');
});
