// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { quoteFields } from '../../shared/quote-fields.ts';
import { navigation } from '../mail-form/MailForm.tsx';
import { $, frame, isolateEachTest, mount as mountForm, setValue } from '../mail-form/test-helpers.ts';
// aliased: `named` is this file's helper that finds a field by its name
import { named as examples } from './named.ts';

/**
 * The quote form on a partner's page (docs/widgets.md "One screen on a phone"): the partner release steps through the
 * fields, three a screen, then the files and Send (common/on-partner.ts is `true` there, as here). Our pages' long
 * form is quote-form.test.tsx's.
 */
vi.mock('../common/on-partner.ts', () => ({ onPartner: true }));

const mount = () => mountForm('steel-quote-form', () => import('./register.ts'));
isolateEachTest();

/** The fields of each step, from the field list: three a screen, then the files. */
const steps = [...Array(Math.ceil(quoteFields.length / 3)).keys()].map((i) => quoteFields.slice(i * 3, i * 3 + 3));
const STEPS = steps.length + 1;
const shown = (el: Element | null) => !!el && !el.closest('[hidden]');
const named = (root: ShadowRoot, name: string) => $<HTMLInputElement>(root, `[name="${name}"]`);
const fieldsShown = (root: ShadowRoot) => quoteFields.filter((f) => shown(named(root, f.name))).map((f) => f.name);
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text && shown(b))!;
async function press(b: HTMLElement) {
  b.click();
  await frame();
}
/** A valid answer for each field of the list. */
const answer = (f: (typeof quoteFields)[number]) =>
  f.options?.[0].value ?? { email: examples.typed.email, tel: examples.typed.phone }[f.type ?? ''] ?? `A ${f.name}`;
async function fillStep(root: ShadowRoot, i: number) {
  for (const f of steps[i]) if (f.type !== 'radio') setValue(named(root, f.name), answer(f));
  await frame();
}

describe('steel-quote-form on a partner page: three fields a screen', () => {
  it('shows the first three fields, "Step 1 of N", and Next with them empty lists only their problems', async () => {
    const { el, root } = await mount();
    const composed: Event[] = [];
    el.addEventListener('steel-quote-composed', (e) => composed.push(e));
    expect(fieldsShown(root)).toEqual(steps[0].map((f) => f.name));
    expect(shown(named(root, 'files'))).toBe(false);
    expect($(root, '.progress').textContent).toBe(`Step 1 of ${STEPS}`);
    await press(button(root, 'Next'));
    const summary = $<HTMLElement>(root, '.summary');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      steps[0].filter((f) => f.required).map((f) => f.required),
    );
    expect(root.activeElement).toBe(summary);
    expect(fieldsShown(root)).toEqual(steps[0].map((f) => f.name));
    expect(composed).toHaveLength(0);
  });

  it('steps on with the focus on each new step’s first field, keeps everything going back, and sends every field with today’s events and analytics', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const { el, root } = await mount();
    const composed: CustomEvent[] = [];
    el.addEventListener('steel-quote-composed', (e) => {
      composed.push(e as CustomEvent);
      e.preventDefault();
    });
    for (let i = 0; i < steps.length; i++) {
      expect(fieldsShown(root)).toEqual(steps[i].map((f) => f.name));
      if (i) expect(root.activeElement).toBe(named(root, steps[i][0].name));
      await fillStep(root, i);
      await press(button(root, 'Next'));
      expect($(root, '.summary'), `step ${i + 1} has no problem`).toBeNull();
    }
    expect(shown(named(root, 'files'))).toBe(true);
    expect(root.activeElement).toBe(named(root, 'files'));
    expect($(root, '.progress').textContent).toBe(`Step ${STEPS} of ${STEPS}`);
    // all the way back: nothing typed is lost
    for (let i = steps.length; i > 0; i--) await press(button(root, 'Back'));
    expect(fieldsShown(root)).toEqual(steps[0].map((f) => f.name));
    for (const f of quoteFields.filter((f) => f.type !== 'radio')) expect(named(root, f.name).value).toBe(answer(f));
    for (let i = 0; i < steps.length; i++) await press(button(root, 'Next'));

    await press(button(root, 'Send Quote Request'));
    expect(composed).toHaveLength(1);
    for (const f of quoteFields.filter((f) => f.type !== 'radio'))
      expect(composed[0].detail.fields[f.name]).toBe(answer(f));
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', { form_type: 'quote' });
    expect(gtag).toHaveBeenCalledWith('event', 'quote_request', { service_type: answer(quoteFields[3]) });
    expect(navigation.open).not.toHaveBeenCalled();
    // the confirmation alone in the box, focused
    const confirmation = $<HTMLElement>(root, '.confirm');
    expect(root.activeElement).toBe(confirmation);
    expect(shown($(root, 'form'))).toBe(false);
    expect(shown($(root, '.progress')), 'nor its progress').toBe(false);
  });

  it('a field emptied on an earlier step is caught there: Send takes the visitor back to it, with its problem', async () => {
    const { root } = await mount();
    for (let i = 0; i < steps.length; i++) {
      await fillStep(root, i);
      await press(button(root, 'Next'));
    }
    // the service's select is on step 2: emptied behind the visitor's back (a script of the page, say)
    const service = quoteFields.findIndex((f) => f.name === 'service');
    setValue(named(root, 'service'), '');
    await frame();
    await press(button(root, 'Send Quote Request'));
    expect(fieldsShown(root)).toEqual(steps[Math.floor(service / 3)].map((f) => f.name));
    expect($(root, '.summary li')!.textContent).toBe(quoteFields[service].required);
    expect(root.activeElement).toBe($(root, '.summary'));
  });
});
