// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetDefinition } from './define.tsx';
import { definitions } from '../definitions.ts';
import { widget as calculator } from '../calculator/widget.ts';
import { widget as quoteForm } from '../quote-form/widget.ts';
import { widget as faq } from '../faq/widget.ts';
import { calculatorChoices, otherChoice } from '../../tests/lib/calculator-choices.ts';

/**
 * Frameworks move elements (keyed re-ordering, portals, tabs, modals): a move must keep what the
 * visitor did. Only an element that stays out of the page is unmounted, and then it leaves no
 * listener behind on document or window.
 */
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
let n = 0;
function place<P extends object>(definition: WidgetDefinition<P>) {
  const tag = `${definition.tag}-m${++n}` as `steel-${string}`;
  defineWidget({ ...definition, tag });
  const el = document.createElement(tag);
  const box = document.createElement('section');
  box.append(el, document.createElement('p'));
  document.body.append(box);
  return { el, box, root: el.shadowRoot! };
}
/** Every way a framework moves an element, each a round trip back into the page within the same task. */
const moves: [string, (el: HTMLElement, box: HTMLElement) => void][] = [
  ['append', (el, box) => box.append(el)],
  ['prepend', (el, box) => (document.body.prepend(el), box.prepend(el))],
  [
    'replaceWith',
    (el, box) => {
      const stand = document.createElement('div');
      el.replaceWith(stand);
      stand.replaceWith(el);
      box.append(box.firstChild!);
    },
  ],
];
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a widget moved in the page keeps its state', () => {
  for (const [name, move] of moves) {
    it(`calculator: choices and result survive ${name}`, async () => {
      const { el, box, root } = place(calculator);
      const pick = (k: string, v: string) => root.querySelector<HTMLInputElement>(`input[name="${k}"][value="${v}"]`)!;
      const choices = calculatorChoices;
      for (const [k, v] of Object.entries(choices)) {
        pick(k, v).click();
        await tick();
      }
      const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
      email.value = 'jo@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
      await tick();
      [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('Calculate'))!.click();
      await tick(20);
      const result = root.textContent!.match(/£[\d,]+ - £[\d,]+/)?.[0];
      expect(result).toBeTruthy();
      move(el, box);
      await tick(20);
      expect(el.isConnected).toBe(true);
      expect(el.shadowRoot!.textContent).toContain(result!);
      for (const [k, v] of Object.entries(choices)) expect(pick(k, v).checked, `${k}=${v}`).toBe(true);
      expect(email.value).toBe('jo@example.com');
      // still live: a new choice re-renders
      pick('location', otherChoice('location')).click();
      await tick(20);
      expect(root.textContent).toMatch(/changed|recalculate|Calculate/i);
    });

    it(`quote form: typed text and chosen files survive ${name}`, async () => {
      const { el, box, root } = place(quoteForm);
      const nameInput = root.querySelector<HTMLInputElement>('[name=name]')!;
      nameInput.value = 'Jo Smith';
      nameInput.dispatchEvent(new Event('input', { bubbles: true }));
      const picker = root.querySelector<HTMLInputElement>('input[type=file]')!;
      Object.defineProperty(picker, 'files', {
        configurable: true,
        value: [new File(['x'], 'plan.pdf', { type: 'application/pdf' })],
      });
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      await tick(20);
      expect(root.textContent).toContain('plan.pdf');
      move(el, box);
      await tick(20);
      expect(root.querySelector<HTMLInputElement>('[name=name]')!.value).toBe('Jo Smith');
      expect(root.textContent).toContain('plan.pdf');
    });

    it(`FAQ: an open answer survives ${name}`, async () => {
      const { el, box, root } = place(faq);
      const q = root.querySelector<HTMLDetailsElement>('details[name="steel-faq-q"]')!;
      q.open = true;
      q.dispatchEvent(new Event('toggle'));
      await tick();
      move(el, box);
      await tick(20);
      expect(root.querySelector('details[name="steel-faq-q"]')).toBe(q);
      expect(q.open).toBe(true);
    });
  }
});

describe('a widget that stays out of the page', () => {
  it('is unmounted once the task is over, and back in later it starts afresh', async () => {
    const { el, box, root } = place(calculator);
    root.querySelector<HTMLInputElement>('input[name="serviceType"][value="welding"]')!.click();
    await tick();
    el.remove();
    await tick(20);
    expect(root.childNodes.length, 'unmounted: the tree is gone').toBe(0);
    box.append(el);
    await tick(20);
    expect(root.querySelector('form')).not.toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[name="serviceType"][value="welding"]')!.checked).toBe(false);
  });

  it('removes every listener it added to document and window', async () => {
    const added = new Set<unknown>();
    const track = (target: EventTarget) => {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation(
        (type, fn, o) => (
          added.add(fn),
          ((fn as { where?: string }).where ??= `${type} on ${target === window ? 'window' : 'document'}`),
          add(type, fn, o)
        ),
      );
      vi.spyOn(target, 'removeEventListener').mockImplementation(
        (type, fn, o) => (added.delete(fn), remove(type, fn, o)),
      );
    };
    track(document);
    track(window);
    const placed = definitions.map((s) => place(s));
    await tick(200); // preact runs effects after a frame (a busy machine's frames come late)
    for (const { el } of placed) el.remove();
    await tick(100);
    expect(
      [...added].map((f) => (f as { where?: string }).where),
      'listeners left on document or window',
    ).toEqual([]);
  });
});
