import { expect, type Page } from '@playwright/test';
import { loadPricing, stepTo } from '../browser/widget-helpers.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { pasted } from '../lib/pasted.ts';

/**
 * What the host tests share (README.md, "Tests": tests/hosts). Each host gets the snippet exactly as
 * widgets/partner/snippet.ts builds it for /embed, with the loader of our site served on another port of
 * 127.0.0.1 (tests/engines/server.ts), and checks behaviour only: the calculator upgrades, a visitor gets
 * an estimate, and nothing fails or leaves the machine. So a change of the snippet's text (a fallback inside
 * the tag, another attribute) keeps these tests valid as long as the widget still works.
 */
export const TAG = 'steel-calculator';

/** The calculator's snippet for a site at `origin`, as /embed shows it. */
export const calculatorSnippet = (origin: string) => pasted(origin, TAG).whole;

export interface Watch {
  /** console errors, uncaught errors and failed requests, in the order they came */
  problems: string[];
  /** hosts of the requests that were not for 127.0.0.1 (each refused) */
  outside: string[];
}

/**
 * Records what the page reports and refuses every request that is not for 127.0.0.1. Call before the first
 * navigation. React 19 reports a hydration mismatch with console.error, so it lands in `problems` too.
 */
export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { problems: [], outside: [] };
  page.on('console', (m) => m.type() === 'error' && w.problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => w.problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    // The refusals below are counted in `outside`; a request the page cancelled by moving on is no failure.
    const reason = r.failure()?.errorText ?? '';
    if (!/ERR_BLOCKED_BY_CLIENT|ERR_ABORTED/.test(reason)) w.problems.push(`failed: ${r.url()} ${reason}`);
  });
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      w.outside.push(new URL(route.request().url()).host);
      return route.abort('blockedbyclient');
    },
  );
  return w;
}

/**
 * The element is defined and has drawn its shadow root (it may have been created before or after the
 * definition). When it never is, the failure says what the page reported meanwhile.
 */
export async function expectUpgraded(page: Page, w: Watch, tag = TAG, timeout = 20_000) {
  await page
    .waitForFunction((t) => customElements.whenDefined(t).then(() => true), tag, { timeout })
    .catch((e: Error) => {
      throw new Error(`${tag} was never defined; the page reported: ${JSON.stringify(w.problems)}`, { cause: e });
    });
  await expect
    .poll(
      () =>
        page.evaluate((t) => {
          const el = document.querySelector(t);
          return !!el && !!el.shadowRoot && el.shadowRoot.childElementCount > 0;
        }, tag),
      { message: `${tag} has content in its shadow root`, timeout },
    )
    .toBe(true);
}

/**
 * Chooses a complete set of options (read from the data), presses Calculate and expects the range that
 * shared/pricing.ts gives for them: what a visitor comes for.
 */
export async function expectEstimate(page: Page, tag = TAG) {
  const { estimate } = await loadPricing();
  const calc = page.locator(tag);
  // one question a screen on a partner's page (docs/widgets.md "One screen on a phone")
  for (const [name, value] of Object.entries(calculatorChoices)) {
    const radio = calc.locator(`input[name="${name}"][value="${value}"]`);
    await stepTo(calc, radio);
    await radio.check();
  }
  await stepTo(calc, calc.locator('input[name="phone"]'));
  await calc.locator('input[name="phone"]').fill('01632 960123');
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  await expect(calc.locator('.range')).toHaveText(estimate(calculatorChoices)!.priceRange);
}

/** Nothing reported, nothing sent outside 127.0.0.1. */
export function expectClean(w: Watch) {
  expect(w.problems, 'console errors, uncaught errors, failed requests').toEqual([]);
  expect(w.outside, 'requests that would have left 127.0.0.1').toEqual([]);
}
