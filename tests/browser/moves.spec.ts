import { test, expect, type Page } from '@playwright/test';
import { defined, loadPricing, openPage, pdf } from './widget-helpers.ts';
import { calculatorChoices, otherChoice } from '../lib/calculator-choices.ts';

/**
 * Moving a live element (what keyed reorders, portals, tab and modal libraries do) must not lose what
 * the visitor did: the widget is unmounted only if it stays disconnected (widgets/common/define.tsx).
 */
const moves = {
  /** append into another parent and back */
  append: (el: Element) => {
    const home = el.parentElement!;
    const next = el.nextSibling;
    document.body.append(el);
    home.insertBefore(el, next);
  },
  /** prepend elsewhere, back in the next microtask */
  prepend: async (el: Element) => {
    const home = el.parentElement!;
    const next = el.nextSibling;
    document.body.prepend(el);
    await Promise.resolve();
    home.insertBefore(el, next);
  },
  /** replaced by a placeholder and put back */
  replaceWith: (el: Element) => {
    const stand = document.createElement('div');
    el.replaceWith(stand);
    stand.replaceWith(el);
  },
};

async function moveAll(page: Page, tag: string) {
  for (const how of Object.keys(moves) as (keyof typeof moves)[]) {
    await page.evaluate(
      ([t, fn]) => new Function('el', `return (${fn})(el)`)(document.querySelector(t)),
      [tag, moves[how].toString()],
    );
    // past any deferred unmount: define.tsx unmounts in a timer of its own, set before this one (timers run in order)
    await page.evaluate(() => new Promise((r) => setTimeout(r)));
  }
}

test('the calculator keeps its choices and its result through moves', async ({ page }) => {
  const { estimate } = await loadPricing();
  await openPage(page, '/calculator');
  await defined(page, 'steel-calculator');
  // The adopted root keeps the build's <style> (the page's CSP hashes it), first.
  expect(
    await page.evaluate(() => document.querySelector('steel-calculator')!.shadowRoot!.firstElementChild!.localName),
  ).toBe('style');
  const calc = page.locator('steel-calculator');
  const choices = calculatorChoices;
  for (const [name, value] of Object.entries(choices))
    await calc.locator(`input[name="${name}"][value="${value}"]`).check();
  await calc.locator('input[name="phone"]').fill('01632 960123');
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  const range = estimate(choices)!.priceRange;
  await expect(calc.locator('.range')).toHaveText(range);
  await moveAll(page, 'steel-calculator');
  for (const [name, value] of Object.entries(choices))
    await expect(calc.locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
  await expect(calc.locator('input[name="phone"]')).toHaveValue('01632 960123');
  await expect(calc.locator('.range')).toHaveText(range);
  await calc
    .locator(`input[name="location"][value="${otherChoice('location')}"]`)
    .check()
    .catch(() => {});
});

test('the quote form keeps typed text and chosen files through moves', async ({ page }) => {
  await openPage(page, '/crane-hire-services');
  const form = page.locator('steel-quote-form');
  await form.locator('[name="name"]').fill('Jo Smith');
  await form.locator('[name="description"]').fill('Two lifts on Tuesday');
  await form.locator('input[type="file"]').setInputFiles(pdf('drawing.pdf'));
  await defined(page, 'steel-quote-form');
  await expect(form.locator('.files li')).toContainText('drawing.pdf');
  await moveAll(page, 'steel-quote-form');
  await expect(form.locator('[name="name"]')).toHaveValue('Jo Smith');
  await expect(form.locator('[name="description"]')).toHaveValue('Two lifts on Tuesday');
  await expect(form.locator('.files li')).toContainText('drawing.pdf');
});

test('the FAQ keeps an open answer through moves; a removed element is unmounted', async ({ page }) => {
  await openPage(page, '/faq');
  await defined(page, 'steel-faq');
  const q = page.locator('steel-faq details.q').nth(1);
  await q.locator('summary').click();
  await expect(q).toHaveAttribute('open', '');
  await moveAll(page, 'steel-faq');
  await expect(q).toHaveAttribute('open', '');
  await expect(q.locator('.answer')).toBeVisible();
  // One that stays disconnected is unmounted: its shadow root is emptied of the component.
  const left = await page.evaluate(async () => {
    const el = document.querySelector('steel-faq')!;
    el.remove();
    await new Promise((r) => setTimeout(r)); // after define.tsx's unmount timer, set by remove()
    return el.shadowRoot!.querySelectorAll('details').length;
  });
  expect(left).toBe(0);
});
