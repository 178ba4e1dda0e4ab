// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceKeys, estimate } from '../../shared/pricing.ts';
import { defaults } from '../common/defaults.ts';
import { frame, setValue } from '../../tests/lib/dom-steps.ts';
import { navigation } from './Calculator.tsx';
import { named } from './named.ts';

/**
 * The calculator on a partner's page (docs/widgets.md "One screen on a phone"): the partner release steps through the
 * questions (common/on-partner.ts is `true` there, as here). Our pages' long form is calculator.test.tsx's.
 */
vi.mock('../common/on-partner.ts', () => ({ onPartner: true }));

/** The named examples (named.ts): each group's dearest choice, so every factor shows, and a phone a visitor types. */
const { choices, phone } = named;
/** The six questions, the details, the contact, the estimate and the ways to send it. */
const STEPS = choiceKeys.length + 4;

let gtag: ReturnType<typeof vi.fn>;
beforeEach(() => {
  gtag = vi.fn();
  vi.stubGlobal('gtag', gtag);
  navigation.open = vi.fn();
  defaults.endpoint = '';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function mount() {
  document.body.innerHTML = '<steel-calculator></steel-calculator>';
  await import('./register.ts');
  await frame();
  const el = document.querySelector('steel-calculator') as HTMLElement;
  return { el, root: el.shadowRoot! };
}
const $ = <T extends Element = HTMLInputElement>(root: ParentNode, sel: string) => root.querySelector(sel) as T;
/** Shown: neither it nor a box around it is hidden. */
const shown = (el: Element | null) => !!el && !el.closest('[hidden]');
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text && shown(b))!;
async function press(b: HTMLElement) {
  b.click();
  await frame();
}
const progress = (root: ShadowRoot) => $(root, '.progress').textContent;
const focused = (root: ShadowRoot) => root.activeElement as HTMLInputElement | null;
const seen = (el: HTMLElement, name: string) => {
  const out: CustomEvent[] = [];
  el.addEventListener(name, (e) => out.push(e as CustomEvent));
  return out;
};
/** The groups shown now, by name. */
const groupsShown = (root: ShadowRoot) => choiceKeys.filter((k) => shown($(root, `input[name="${k}"]`)));

describe('steel-calculator on a partner page: one question a screen', () => {
  it('shows the first group only, says "Step 1 of N", and Next with nothing chosen shows only that step’s problem', async () => {
    const { el, root } = await mount();
    const estimates = seen(el, 'steel-estimate');
    expect(groupsShown(root)).toEqual([choiceKeys[0]]);
    expect(shown($(root, 'textarea'))).toBe(false);
    expect(shown($(root, '[name=email]'))).toBe(false);
    expect(progress(root)).toBe(`Step 1 of ${STEPS}`);
    expect($(root, '.progress').getAttribute('aria-live')).toBe('polite');
    expect(button(root, 'Back'), 'no Back on the first step').toBeUndefined();

    await press(button(root, 'Next'));
    const summary = $<HTMLElement>(root, '.summary');
    expect(summary.querySelectorAll('li')).toHaveLength(1);
    expect(summary.querySelector('a')!.getAttribute('href')).toBe(`#f-${choiceKeys[0]}`);
    expect(root.activeElement, 'the error summary takes the focus').toBe(summary);
    expect(groupsShown(root)).toEqual([choiceKeys[0]]);
    expect(progress(root)).toBe(`Step 1 of ${STEPS}`);
    expect(estimates).toHaveLength(0);
  });

  it('goes through every question with Next, the focus on each new step’s field; Back keeps every answer', async () => {
    const { root } = await mount();
    for (const [i, k] of choiceKeys.entries()) {
      expect(groupsShown(root)).toEqual([k]);
      expect(focused(root)?.name ?? choiceKeys[0], 'the focus is in the new step').toBe(k);
      $(root, `input[name="${k}"][value="${choices[k]}"]`).click();
      await frame();
      await press(button(root, 'Next'));
      expect(progress(root)).toBe(`Step ${i + 2} of ${STEPS}`);
    }
    const details = $<HTMLTextAreaElement>(root, 'textarea');
    expect(shown(details)).toBe(true);
    expect(focused(root)).toBe(details);
    setValue(details, 'Two flights, 1 m wide');
    await press(button(root, 'Next'));
    expect(shown($(root, '[name=email]'))).toBe(true);
    expect(focused(root)?.name).toBe('name');
    setValue($(root, '[name=name]'), 'Jo');

    // back to the first question: every answer is still there, and the focus is on the chosen option
    for (let i = choiceKeys.length + 1; i > 0; i--) await press(button(root, 'Back'));
    expect(progress(root)).toBe(`Step 1 of ${STEPS}`);
    expect(focused(root)?.value).toBe(choices[choiceKeys[0]]);
    for (const k of choiceKeys) expect($(root, `input[name="${k}"]:checked`).value).toBe(choices[k]);
    expect(details.value).toBe('Two flights, 1 m wide');
    expect($(root, '[name=name]').value).toBe('Jo');
  });

  it('checks the contact in its own step, then gives the estimate of pricing.json with today’s events and analytics', async () => {
    const { el, root } = await mount();
    const estimates = seen(el, 'steel-estimate');
    const mails = seen(el, 'steel-calculator-email');
    el.addEventListener('steel-calculator-email', (e) => e.preventDefault());
    for (const k of choiceKeys) {
      $(root, `input[name="${k}"][value="${choices[k]}"]`).click();
      await frame();
      await press(button(root, 'Next'));
    }
    await press(button(root, 'Next')); // no details: they are optional
    setValue($(root, '[name=email]'), 'not-an-address');
    await frame();
    await press(button(root, 'Calculate estimate'));
    const summary = $<HTMLElement>(root, '.summary');
    expect(root.activeElement).toBe(summary);
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#f-email']);
    expect($(root, '[name=email]').getAttribute('aria-invalid')).toBe('true');
    expect(estimates).toHaveLength(0);

    setValue($(root, '[name=email]'), '');
    setValue($(root, '[name=phone]'), phone);
    await frame();
    await press(button(root, 'Calculate estimate'));
    const want = estimate(choices)!;
    expect(estimates).toHaveLength(1);
    expect(estimates[0].detail).toEqual({ options: choices, result: want });
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(['form_submission', 'calculator_estimate_calculated']);
    expect(gtag.mock.calls[1][2]).toEqual({
      options: choiceKeys.map((k) => choices[k]).join(','),
      has_contact: true,
      estimate_range: want.priceRange,
    });
    // the estimate on its own screen, its heading focused
    expect(shown($(root, 'form'))).toBe(false);
    expect(progress(root)).toBe(`Step ${STEPS - 1} of ${STEPS}`);
    expect($(root, '.range').textContent).toBe(want.priceRange);
    expect(root.activeElement).toBe($(root, '#r-h'));
    expect(shown($(root, '[part=email]'))).toBe(false);

    await press(button(root, 'Next'));
    expect(progress(root)).toBe(`Step ${STEPS} of ${STEPS}`);
    expect(shown($(root, '.range'))).toBe(false);
    expect(root.activeElement).toBe($(root, '[part=email]'));
    await press($(root, '[part=email]'));
    expect(mails).toHaveLength(1);
    expect(mails[0].detail.result).toEqual(want);
    expect(navigation.open, 'prevented: no mail program').not.toHaveBeenCalled();
    expect(shown($(root, '#f-sent'))).toBe(true);

    // back to the contact step: all of it still there
    await press(button(root, 'Back'));
    await press(button(root, 'Back'));
    expect(shown($(root, '[name=phone]'))).toBe(true);
    expect($(root, '[name=phone]').value).toBe(phone);
  });

  it('Reset clears everything and starts again at the first question', async () => {
    const { root } = await mount();
    for (const k of choiceKeys) {
      $(root, `input[name="${k}"][value="${choices[k]}"]`).click();
      await frame();
      await press(button(root, 'Next'));
    }
    await press(button(root, 'Next'));
    setValue($(root, '[name=phone]'), phone);
    await frame();
    await press(button(root, 'Reset'));
    expect(progress(root)).toBe(`Step 1 of ${STEPS}`);
    expect(root.querySelectorAll('input:checked')).toHaveLength(0);
    expect($(root, '[name=phone]').value).toBe('');
    expect(focused(root)?.name).toBe(choiceKeys[0]);
  });
});
