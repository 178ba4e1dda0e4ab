import { expect, type Locator, type Page } from '@playwright/test';
import { readData } from '../../shared/data/load.ts';

/**
 * How the browser tests find and drive a widget (each folder's example.ts, GOV.UK Frontend's "examples feed the
 * tests"): a test iterates widgets/catalog.ts and reads each widget's example, so adding a widget adds its cases
 * there, not a row in each test's table. Test code only: no page or bundle imports it.
 *
 * The values a widget's tests use (which question, which choices, what a visitor types; places in the data set,
 * shared/data or STEEL_DATA's, never today's copy) are its named examples, in widgets/<folder>/named.ts: a pure file
 * (no Playwright, no DOM), fed to its happy-dom tests, its browser tests (its example.ts) and its journeys in
 * Chromium, Firefox and WebKit (widgets/<folder>/<folder>.journeys.ts). Its `configured`, the attributes' examples of
 * its interface.ts, are also what /embed's configurator offers (docs/widgets.md "Example values").
 */
export interface WidgetExample {
  /** a page of ours that shows the widget (pre-rendered, then upgraded) */
  page: string;
  /** the viewport width it is looked at in, when not a desktop's 1280 px (the menu shows on phones) */
  width?: number;
  /** the states it is looked at in after its first (focus, hover, errors, a result, an open view), in order */
  states: Step[];
  /** theme properties that change a computed style but nothing a visitor sees, so its interface leaves them out */
  unseenTheme?: string[];
  /**
   * What a visitor does with it on a partner's page (loaded by the /embed snippet, under a strict policy) and what
   * must then happen; absent: being styled and free of policy violations is the whole check.
   */
  onPartnerPage?: Step;
  /** what still works on its page with JavaScript off (the pre-rendered HTML), and the check */
  withoutJavaScript?: { says: string; check: Step };
}

export type Step = (page: Page, host: Locator) => Promise<void>;

/** Keyboard focus on the first control of the shadow tree (not a slotted link), so :focus-visible applies. */
export const focusFirst: Step = async (page, host) => {
  await host.evaluate((el) =>
    el.shadowRoot!.querySelector<HTMLElement>('a[href], button, input, select, textarea, summary')!.focus(),
  );
  await page.keyboard.press('Shift');
};

/** The form sent empty: the errors. */
export const send: Step = async (_, host) => host.locator('[part=submit]').click();

/**
 * A complete form sent. To the mail program (no form endpoint in the data set): the success toast; the thank-you URL
 * is a fragment of this page, so the test stays on it. To a form endpoint: with no thank-you URL to move on to, the
 * form shows the endpoint's "received" in its own confirmation. The honeypot a form has with an endpoint is hidden
 * and left empty, as a visitor leaves it.
 */
export const sendComplete: Step = async (_, host) => {
  const endpoint = !!(readData('business') as { formEndpoint?: string }).formEndpoint;
  await host.evaluate((el, to) => el.setAttribute('thank-you-url', to), endpoint ? '' : '#sent');
  for (const input of await host.locator('input:not([type=file]):not([type=radio]):not([hidden]), textarea').all()) {
    await input.fill((await input.getAttribute('type')) === 'email' ? 'visitor@example.com' : '01632 960123');
  }
  for (const select of await host.locator('select').all()) await select.selectOption({ index: 1 });
  await host.locator('[part=submit]').click();
  if (endpoint) await expect(host.locator('.confirm[role=status]')).toBeVisible();
  else await expect(host.locator('.toast')).toBeVisible();
};

/** A widget's example, by its folder (widgets/<folder>/example.ts). */
export const exampleOf = async (folder: string): Promise<WidgetExample> =>
  ((await import(`../${folder}/example.ts`)) as { example: WidgetExample }).example;
