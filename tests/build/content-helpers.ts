/**
 * Helpers for tests/build/content.test.ts: read a built page the way a visitor (or a search engine) gets it,
 * including the pre-rendered content of widgets, and compare text loosely enough for typography but tightly
 * enough that a missing section or figure is noticed.
 */
import { page } from './built-site.ts';

/**
 * A built page with every declarative shadow root opened in place.
 * happy-dom's parser keeps `<template shadowrootmode="open">` as an inert template (no shadowRoot is attached),
 * so the widget's pre-rendered markup lives in `template.content`. We move it into the host element, which makes
 * querySelector and the text helpers below see what the browser renders.
 */
export function load(routeOrFile: string): Document {
  const doc = page(routeOrFile);
  openShadowRoots(doc);
  return doc;
}

export function openShadowRoots(root: ParentNode): void {
  for (const t of [...root.querySelectorAll('template[shadowrootmode]')] as HTMLTemplateElement[]) {
    openShadowRoots(t.content);
    t.replaceWith(t.content);
  }
}

/** Typography-insensitive form of a text: one space for any whitespace run, dashes as "-", straight quotes, no spaces around "-". */
export function norm(s: string): string {
  return s
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-')
    .trim();
}

const SKIPPED = new Set(['STYLE', 'SCRIPT', 'TEMPLATE']);
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'CITE',
  'CODE',
  'DATA',
  'EM',
  'I',
  'LABEL',
  'MARK',
  'Q',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
]);

/** The text a visitor can read in `el` (no CSS or script text, nothing `hidden`), block elements separated by spaces, normalised. */
export function textOf(el: Node | null | undefined): string {
  if (!el) return '';
  const parts: string[] = [];
  const walk = (n: Node) => {
    for (const c of n.childNodes as unknown as Node[]) {
      if (c.nodeType === 3) parts.push(c.textContent ?? '');
      else if (c.nodeType === 1) {
        const e = c as Element;
        if (SKIPPED.has(e.tagName) || e.hasAttribute('hidden')) continue;
        if (e.tagName === 'BR') {
          parts.push(' ');
          continue;
        }
        const block = !INLINE.has(e.tagName);
        if (block) parts.push(' ');
        walk(e);
        if (block) parts.push(' ');
      }
    }
  };
  walk(el);
  return norm(parts.join(''));
}

/** A figure or phrase: a string is found case-insensitively after normalising both sides; a RegExp is tested on the normalised text. */
export type Figure = string | RegExp;

export function hasFigure(text: string, f: Figure): boolean {
  return typeof f === 'string' ? text.toLowerCase().includes(norm(f).toLowerCase()) : f.test(text);
}

/** Exact match of a name (normalised, case-insensitive) or a RegExp test. */
export function sameName(actual: string, expected: Figure): boolean {
  return typeof expected === 'string'
    ? norm(actual).toLowerCase() === norm(expected).toLowerCase()
    : expected.test(norm(actual));
}

export const show = (f: Figure) => (typeof f === 'string' ? JSON.stringify(f) : String(f));

/** Headings of `scope` in document order with their level and text. */
export function outline(scope: ParentNode): { el: Element; level: number; text: string }[] {
  return ([...scope.querySelectorAll('h1, h2, h3, h4, h5, h6')] as Element[]).map((el) => ({
    el,
    level: Number(el.tagName[1]),
    text: textOf(el),
  }));
}

/** The card (article or list item) that an h3 heads, or its parent. */
export function cardOf(h: Element): Element {
  return h.closest('article, li, figure') ?? h.parentElement!;
}

/** Links of `scope` whose href matches and, if given, whose visible text matches. */
export function linksIn(scope: ParentNode, href: string | RegExp, text?: RegExp): Element[] {
  return ([...scope.querySelectorAll('a[href]')] as Element[]).filter((a) => {
    const h = a.getAttribute('href') ?? '';
    return (typeof href === 'string' ? h === href : href.test(h)) && (!text || text.test(textOf(a)));
  });
}

/** Position of an element in document order (for "in this order" checks). */
export function positionIn(doc: Document, el: Element): number {
  return [...doc.querySelectorAll('*')].indexOf(el);
}

// ---------------------------------------------------------------------------------------------------------------
// Expectation tables: what a block of a page must show, and the checks that report every problem at once
// ---------------------------------------------------------------------------------------------------------------

export type Count = number | { min: number };
export interface Link {
  href: string | RegExp;
  text?: RegExp;
}

/** One part of a page as docs/requirements.md#pages lists it. Blocks of a page are expected in the order given. */
export interface Block {
  /** The requirement's words, for failure messages. */
  what: string;
  /** Where it is: an h2 whose text matches, the page's h1 (the hero) or an element id. */
  at: RegExp | 'h1' | `#${string}`;
  /** Sub-headings (cards, steps, types, groups) in the block. */
  h3?: Count;
  /** Sub-headings in this order (exact text, or a pattern). */
  h3Names?: Figure[];
  /** List items in the block. */
  items?: Count;
  /** List items in this order. */
  itemNames?: Figure[];
  /** Elements matching a selector in the block. */
  count?: [selector: string, n: number][];
  /** Text (figures, phrases) that the block contains. */
  figures?: Figure[];
  /** Every card (an h3 and its article or list item) contains each of these. */
  eachCard?: Figure[];
  /** Links in the block. */
  links?: Link[];
  /** Anything a table cannot say. */
  check?: (block: Element, doc: Document) => string[];
}

/** docs/requirements.md#business-figures-and-where-they-live: a figure and where it belongs. `at` locates a section by its h2 (or 'main', or an id); `card` narrows to the card whose h3 matches; `onePerCard`: each figure is in exactly one card. */
export interface Claim {
  claim: string;
  route: string;
  at: RegExp | 'main' | `#${string}`;
  card?: RegExp;
  figures: Figure[];
  onePerCard?: boolean;
}

export const countProblem = (label: string, actual: number, want: Count) =>
  (typeof want === 'number' ? actual === want : actual >= want.min)
    ? []
    : [`${label}: ${actual}, expected ${typeof want === 'number' ? want : `at least ${want.min}`}`];

export const namesProblem = (label: string, actual: string[], want: Figure[]) =>
  actual.length === want.length && want.every((w, i) => sameName(actual[i], w))
    ? []
    : [`${label}: [${actual.join(' | ')}], expected [${want.map(show).join(' | ')}]`];

/** Finds a block: the h2 (or h1, or id) and the section it heads. */
export function locate(doc: Document, at: Block['at']): { mark: Element; section: Element }[] {
  const main = doc.querySelector('main')!;
  if (at === 'h1') {
    const h1 = main.querySelector('h1');
    return h1 ? [{ mark: h1, section: h1.closest('section') ?? main }] : [];
  }
  if (typeof at === 'string') {
    const el = main.querySelector(at);
    return el ? [{ mark: el, section: el }] : [];
  }
  return outline(main)
    .filter((h) => h.level === 2 && at.test(h.text))
    .map((h) => ({ mark: h.el, section: h.el.closest('section') ?? h.el.parentElement! }));
}

/** Every problem with a page's blocks: missing, out of order, wrong counts, names, figures or links. */
export function blockProblems(doc: Document, blocks: Block[]): string[] {
  const problems: string[] = [];
  let after = -1;
  for (const b of blocks) {
    const found = locate(doc, b.at);
    const next = found.find((f) => positionIn(doc, f.mark) > after);
    if (!found.length) {
      problems.push(`${b.what}: missing (no ${typeof b.at === 'string' ? b.at : `h2 matching ${b.at}`})`);
      continue;
    }
    if (!next) {
      problems.push(`${b.what}: out of order (comes before an earlier part of the page)`);
      continue;
    }
    after = positionIn(doc, next.mark);
    const s = next.section;
    const say = (p: string) => `${b.what}: ${p}`;
    const h3s = [...s.querySelectorAll('h3')] as Element[];
    if (b.h3 !== undefined) problems.push(...countProblem(say('sub-headings'), h3s.length, b.h3));
    if (b.h3Names) problems.push(...namesProblem(say('sub-headings'), h3s.map(textOf), b.h3Names));
    const lis = [...s.querySelectorAll('li')] as Element[];
    if (b.items !== undefined) problems.push(...countProblem(say('list items'), lis.length, b.items));
    if (b.itemNames) problems.push(...namesProblem(say('list items'), lis.map(textOf), b.itemNames));
    for (const [sel, n] of b.count ?? []) problems.push(...countProblem(say(sel), s.querySelectorAll(sel).length, n));
    const text = textOf(s);
    for (const f of b.figures ?? []) if (!hasFigure(text, f)) problems.push(say(`no ${show(f)}`));
    for (const h of h3s)
      for (const f of b.eachCard ?? [])
        if (!hasFigure(textOf(cardOf(h)), f)) problems.push(say(`card "${textOf(h)}" has no ${show(f)}`));
    for (const l of b.links ?? [])
      if (!linksIn(s, l.href, l.text).length)
        problems.push(say(`no link to ${show(l.href)}${l.text ? ` reading ${l.text}` : ''}`));
    if (b.check) problems.push(...b.check(s, doc).map(say));
  }
  return problems;
}

/** The quote form area ends the main content, has its title and a pre-rendered form, and preselects the service. */
export function quoteAreaProblems(doc: Document, title: RegExp, service?: string): string[] {
  const main = doc.querySelector('main')!;
  const area = main.querySelector('#get-quote');
  if (!area) return ['no quote form area #get-quote in the main content'];
  const p: string[] = [];
  const last = main.lastElementChild;
  if (!(last === area || last?.contains(area)))
    p.push(
      `main content ends with "${textOf(last?.querySelector('h2') ?? last).slice(0, 60)}", not the quote form area`,
    );
  const heading = textOf(area.querySelector('h2'));
  if (!title.test(heading)) p.push(`quote form area title "${heading}" does not match ${title}`);
  const form = area.querySelector('steel-quote-form form');
  if (!form) return [...p, 'no pre-rendered <form> inside steel-quote-form'];
  for (const name of ['name', 'phone', 'email', 'service', 'location', 'description'])
    if (!form.querySelector(`[name="${name}"]`)) p.push(`quote form has no "${name}" field`);
  if (service) {
    const chosen = form.querySelector('select[name="service"] option[selected]')?.getAttribute('value');
    if (chosen !== service) p.push(`quote form preselects service "${chosen ?? '(nothing)'}", data says "${service}"`);
  }
  return p;
}

export function claimProblems(doc: Document, c: Claim): string[] {
  const main = doc.querySelector('main')!;
  let scopes: Element[] =
    c.at === 'main'
      ? [main]
      : typeof c.at === 'string'
        ? [main.querySelector(c.at)].filter((e): e is Element => !!e)
        : locate(doc, c.at).map((f) => f.section);
  if (!scopes.length) return [`no section ${show(c.at)}`];
  if (c.card) {
    const re = c.card;
    scopes = scopes.flatMap((s) =>
      ([...s.querySelectorAll('h3')] as Element[]).filter((h) => re.test(textOf(h))).map(cardOf),
    );
    if (!scopes.length) return [`no card ${c.card} in ${show(c.at as Figure)}`];
  }
  if (c.onePerCard) {
    const cards = scopes.flatMap((s) => ([...s.querySelectorAll('h3')] as Element[]).map(cardOf));
    return c.figures.flatMap((f) => {
      const n = cards.filter((card) => hasFigure(textOf(card), f)).length;
      return n === 1 ? [] : [`${show(f)} in ${n} cards, expected exactly 1`];
    });
  }
  // A figure may sit in any of the matching sections (e.g. two h2s mention cranes), but must be in one of them.
  return c.figures.filter((f) => !scopes.some((s) => hasFigure(textOf(s), f))).map((f) => `no ${show(f)}`);
}

/** Visible text of main plus the text alternatives in it. */
export function readableText(doc: Document): string {
  const main = doc.querySelector('main')!;
  const attrs = ([...main.querySelectorAll('[alt], [aria-label], [title], [placeholder]')] as Element[])
    .filter((e) => !e.closest('style, script, template'))
    .flatMap((e) => ['alt', 'aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''));
  return [textOf(main), ...attrs].join(' ');
}
