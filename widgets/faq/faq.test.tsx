// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import faqData from '../../shared/data/faq.json';
import { renderShadow } from '../common/ssr.tsx';
import { readPrerendered } from './prerendered.ts';
import { widget } from './widget.ts';
import { named } from './named.ts';
import { attributeText } from '../../tests/lib/dom-steps.ts';

const { firstQuestion, anotherCategory, inAnotherCategory } = named;
const tick = () => new Promise((r) => setTimeout(r, 0));
const two = [
  {
    category: 'Alpha',
    questions: [
      { question: 'A1?', answer: 'Answer A1.' },
      { question: 'A2?', answer: 'Answer A2.' },
    ],
  },
  { category: 'Beta', questions: [{ question: 'B1?', answer: 'Answer B1.' }] },
];
/** Escapes JSON for a double-quoted attribute. */
const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The markup the build writes for <steel-faq>: the pre-rendered shadow root as a <template> (happy-dom,
 * like innerHTML in browsers, keeps it as a template; register.ts reads the text from either).
 */
async function mount(attrs = '', prerender = true, prerendered: Record<string, string> = {}) {
  const dsd = prerender ? `<template shadowrootmode="open">${renderShadow(widget, prerendered)}</template>` : '';
  // Parsed detached, then inserted: the element connects with its children, as the page's parser delivers it.
  const tmp = document.createElement('div');
  tmp.innerHTML = `<steel-faq ${attrs}>${dsd}</steel-faq>`;
  document.body.replaceChildren(...tmp.childNodes);
  await import('./register.ts');
  await tick();
  const el = document.querySelector('steel-faq') as HTMLElement;
  return { el, root: el.shadowRoot! };
}
const categories = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLDetailsElement>('details[name="steel-faq-category"]'),
];
const questions = (cat: HTMLDetailsElement) => [
  ...cat.querySelectorAll<HTMLDetailsElement>('details[name="steel-faq-q"]'),
];
const summary = (d: HTMLDetailsElement) => d.querySelector('summary')!;
const cleanups: (() => void)[] = [];
const events = (el: HTMLElement, name: string) => {
  const seen: CustomEvent[] = [];
  const listen = (e: Event) => e.target === el && seen.push(e as CustomEvent);
  document.addEventListener(name, listen);
  cleanups.push(() => document.removeEventListener(name, listen));
  return seen;
};
afterEach(() => cleanups.splice(0).forEach((f) => f()));

describe('pre-rendering (the build)', () => {
  it('renders every category and answer from shared/data/faq.json, first category open', () => {
    const div = document.createElement('div');
    div.innerHTML = renderShadow(widget);
    const cats = [...div.querySelectorAll<HTMLDetailsElement>('details[name="steel-faq-category"]')];
    expect(cats.map((c) => c.querySelector('h2')?.textContent)).toEqual(faqData.map((c) => c.category));
    expect(cats.map((c) => c.open)).toEqual(faqData.map((_, i) => i === 0));
    const answers = [...div.querySelectorAll('.answer')].map((a) => a.textContent);
    expect(answers).toEqual(faqData.flatMap((c) => c.questions.map((q) => q.answer)));
  });
  it('reads the same categories back from the pre-rendered HTML', () => {
    const host = document.createElement('steel-faq');
    host.innerHTML = `<template shadowrootmode="open">${renderShadow(widget)}</template>`;
    expect(readPrerendered(host)).toEqual(faqData);
    expect(readPrerendered(document.createElement('steel-faq'))).toBeUndefined();
  });
});

describe('<steel-faq>', () => {
  it(`renders the ${faqData.length} categories of the data with the first, ${faqData[0].category}, open and every answer, exactly as pre-rendered`, async () => {
    const { root } = await mount();
    const cats = categories(root);
    expect(cats.map((c) => c.querySelector('summary h2')?.textContent)).toEqual(faqData.map((c) => c.category));
    expect(cats.map((c) => c.open)).toEqual(faqData.map((_, i) => i === 0));
    const total = faqData.reduce((n, c) => n + c.questions.length, 0);
    expect(root.querySelectorAll('details[name="steel-faq-q"] > summary h3')).toHaveLength(total);
    for (const c of faqData) for (const q of c.questions) expect(root.textContent).toContain(q.answer);
    expect(root.querySelectorAll('details[name="steel-faq-q"][open]')).toHaveLength(0);
    // No layout shift on upgrade: the pre-rendered markup is kept as it is.
    const ssr = document.createElement('div');
    ssr.innerHTML = renderShadow(widget);
    expect(root.innerHTML).toBe(ssr.innerHTML);
  });

  it('takes the items as a property too, the array itself (as React 19 and preact pass it) or JSON text', async () => {
    const { el, root } = await mount('', false);
    const faq = el as HTMLElement & { items: unknown };
    faq.items = two;
    await tick();
    expect(categories(root).map((c) => c.querySelector('summary h2')?.textContent)).toEqual(['Alpha', 'Beta']);
    expect(JSON.parse(el.getAttribute('items')!)).toEqual(two);
    faq.items = JSON.stringify(two.slice(1));
    await tick();
    expect(categories(root).map((c) => c.querySelector('summary h2')?.textContent)).toEqual(['Beta']);
  });

  it('uses the items attribute, heading-level, and re-renders when they change', async () => {
    const { el, root } = await mount(`items="${attr(two)}" heading-level="3"`);
    expect(categories(root).map((c) => c.querySelector('summary h3')?.textContent)).toEqual(['Alpha', 'Beta']);
    expect(root.querySelectorAll('summary h4')).toHaveLength(3);
    expect(root.textContent).not.toContain(faqData[0].category);
    summary(categories(root)[1]).click();
    await tick();
    el.setAttribute(
      'items',
      JSON.stringify([...two, { category: 'Gamma', questions: [{ question: 'G1?', answer: 'Answer G1.' }] }]),
    );
    await tick();
    const cats = categories(root);
    expect(cats.map((c) => c.querySelector('summary h3')?.textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(
      cats.map((c) => c.open),
      'new items start with the first category open',
    ).toEqual([true, false, false]);
    expect(root.textContent).toContain('Answer G1.');
    el.setAttribute('heading-level', '2');
    await tick();
    expect(root.querySelectorAll('summary h2')).toHaveLength(3);
  });

  it('keeps exactly one category open and reports category changes', async () => {
    const { el, root } = await mount();
    const seen = events(el, 'steel-faq-category');
    const cats = categories(root);
    expect(seen, 'nothing is reported on mount').toHaveLength(0);
    summary(cats[0]).click();
    await tick();
    expect(cats[0].open, 'the open category cannot be closed').toBe(true);
    expect(seen).toHaveLength(0);
    // another category of the data set's, the one a visitor chooses (named.ts)
    const k = Math.min(anotherCategory, cats.length - 1);
    cats[k].querySelector('summary h2')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await tick();
    expect(cats.map((c) => c.open)).toEqual(faqData.map((_, i) => i === k));
    expect(seen.map((e) => e.detail)).toEqual(k ? [{ category: faqData[k].category }] : []);
    summary(cats[k]).click();
    await tick();
    expect(cats[k].open).toBe(true);
    expect(seen).toHaveLength(k ? 1 : 0);
  });

  it('opens one question at a time, can close it again, and reports each change', async () => {
    const { el, root } = await mount();
    const seen = events(el, 'steel-faq-toggle');
    const cats = categories(root);
    const reported = (category: number, question: number, open: boolean) => ({
      category: faqData[category].category,
      question: faqData[category].questions[question].question,
      open,
    });
    // the first question a visitor opens, in the category shown first (named.ts)
    const opened = questions(cats[firstQuestion.category])[firstQuestion.question];
    summary(opened).click();
    await tick();
    expect(opened.open).toBe(true);
    expect(seen.map((e) => e.detail)).toEqual([reported(firstQuestion.category, firstQuestion.question, true)]);

    // then two questions of another category: each opened closes the one open before (one open in the whole FAQ)
    summary(cats[anotherCategory]).click();
    await tick();
    const [a, b] = inAnotherCategory;
    const [first, second] = [a, b].map((i) => questions(cats[anotherCategory])[i]);
    /** What opening `question` reported: the one before it closed, then it opened (in either order). */
    const opening = async (question: HTMLDetailsElement) => {
      const before = seen.length;
      summary(question).click();
      await tick();
      return seen
        .slice(before)
        .map((e) => e.detail)
        .sort((x, y) => Number(x.open) - Number(y.open));
    };
    expect(await opening(first)).toEqual([
      reported(firstQuestion.category, firstQuestion.question, false),
      reported(anotherCategory, a, true),
    ]);
    expect([opened.open, first.open]).toEqual([false, true]);
    expect(await opening(second)).toEqual([reported(anotherCategory, a, false), reported(anotherCategory, b, true)]);
    expect([first.open, second.open]).toEqual([false, true]);
    summary(second).click();
    await tick();
    expect(second.open, 'a question can be closed again').toBe(false);
    expect(seen.at(-1)!.detail).toEqual(reported(anotherCategory, b, false));
    expect(seen.every((e) => e.bubbles && e.composed)).toBe(true);
  });

  it('shows the fallback when the items attribute is not valid JSON', async () => {
    const error = console.error;
    console.error = () => {};
    try {
      const { root } = await mount('items="{not json"', false);
      expect(root.querySelector('h2')?.textContent).toBe('Something went wrong');
      expect(root.querySelector('a[href^="tel:"]')?.textContent).toMatch(/^Call us: /);
      expect(root.querySelector('details')).toBeNull();
    } finally {
      console.error = error;
    }
  });

  it("shows a partner's example attributes (named.configured, interface.ts): the heading level", async () => {
    const level = Number(named.configured['heading-level']);
    // pre-rendered with them, as the build writes it for a page that sets them
    const { root } = await mount(attributeText(named.configured), true, named.configured);
    expect(categories(root).map((c) => c.querySelector(`summary h${level}`)?.textContent)).toEqual(
      faqData.map((c) => c.category),
    );
    expect(root.querySelectorAll(`[part=question-button] h${level + 1}`).length).toBe(
      faqData.reduce((n, c) => n + c.questions.length, 0),
    );
  });
});
