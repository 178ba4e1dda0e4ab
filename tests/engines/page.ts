import { call, type Driver } from './driver.ts';

/**
 * What the journeys do on a page, over the Driver interface. Selectors go into shadow roots with
 * `host >>> inner`; `text` narrows to the element whose text contains it. Everything waits by polling
 * (as a visitor would look again), up to `WAIT` ms, and fails with what it waited for.
 */
const WAIT = 5_000;

declare global {
  interface Window {
    __engines: {
      problems: string[];
      modulesRan?: boolean;
      find(sel: string, text?: string): HTMLElement | null;
      findAll(sel: string, text?: string): HTMLElement[];
      at(x: number, y: number): Element | null;
      describe(el: Element | null): string;
      aim(sel: string, text?: string): void;
      /** where the last aimed press landed ('on it', or the element it hit), and the scroll position then */
      shot?: { landed: string | null; scrollY: number | null };
    };
  }
}

/** Polls `check` (a page expression or a Node function) until it gives a truthy value; errors while a page loads count as "not yet". */
export async function until<T>(d: Driver, check: string | (() => Promise<T>), what: string, wait = WAIT): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const v = typeof check === 'string' ? await d.run<T>(check) : await check();
      if (v) return v;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() - started > wait) throw new Error(`waited ${wait} ms for ${what}; last: ${String(last)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const q = (sel: string, text?: string) => `window.__engines.find(${JSON.stringify(sel)}, ${JSON.stringify(text)})`;

/** The focused element, inside shadow roots. */
const DEEP_FOCUS = `(() => { let el = document.activeElement; while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return window.__engines.describe(el); })()`;
/** What the pointer would hit at a point of the viewport now, and the page's scroll position. */
const describeAt = (x: number, y: number) =>
  `window.__engines.describe(window.__engines.at(${x}, ${y})) + ' (scrollY ' + scrollY + ')'`;

/**
 * Waits for the element, scrolls it to the middle of the viewport and clicks its centre with the mouse. The press is
 * aimed (window.__engines.aim, tests/engines/server.ts): if the page scrolled by itself between the measuring and the
 * press (Firefox, busy, has been seen to scroll back to the field just typed into), the page never sees that press
 * and the click is made again; one that misses with the page where it was measured is a failure.
 */
export async function click(d: Driver, sel: string, text?: string) {
  for (let attempt = 1; ; attempt++) {
    const at = await measure(d, sel, text);
    lastClick = { sel, ...at };
    await d.run(`window.__engines.aim(${JSON.stringify(sel)}, ${JSON.stringify(text)})`);
    await d.clickAt(at.x, at.y);
    // A click that took the page elsewhere leaves no shot, or no page to ask while it goes.
    const shot = await d
      .run<{ landed: string | null; scrollY: number | null } | null>('window.__engines?.shot ?? null')
      .catch(() => null);
    if (!shot || shot.landed === null || shot.landed === 'on it') return;
    const scrolled = Math.abs((shot.scrollY ?? 0) - at.scrollY) > 1;
    if (scrolled && attempt < 3) continue;
    throw new Error(
      `the click on ${sel}${text ? ` "${text}"` : ''} would have landed on ${shot.landed} (held back from the page): ${
        scrolled
          ? `the page scrolled from ${at.scrollY} to ${shot.scrollY} px before each of ${attempt} presses`
          : 'it moved under the pointer'
      }`,
    );
  }
}

/** Where to click `sel`: its centre, once it is scrolled to the middle of the viewport and stands still there. */
function measure(d: Driver, sel: string, text?: string) {
  return until<{ x: number; y: number; scrollY: number }>(
    d,
    // Only once the page has stopped scrolling by itself (Firefox scrolls a field being typed into to its caret a
    // little after the keys: a click placed before would land where the page was), and the element stands still
    // for a frame where it was scrolled to (a page still loading may move it), as Playwright's actions wait; and
    // only where the element itself is what the pointer would hit.
    `(async () => { const el = ${q(sel, text)}; if (!el || !el.checkVisibility()) return null;
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const from = scrollY; await frames(); if (scrollY !== from) return null;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect(); const scrolled = scrollY;
      await frames();
      const s = el.getBoundingClientRect(); if (s.top !== r.top || s.left !== r.left || scrollY !== scrolled) return null;
      const x = s.left + s.width / 2, y = s.top + s.height / 2;
      const hit = window.__engines.at(x, y);
      const inside = (n) => { for (; n; n = n.parentNode ?? n.host) if (n === el) return true; return false; };
      return hit && (inside(hit) || hit.contains(el)) ? { x, y, scrollY } : null; })()`,
    `${sel}${text ? ` "${text}"` : ''} to click`,
  );
}
/** Where the last click went: a failed wait says what is there now. */
let lastClick: { sel: string; x: number; y: number } | undefined;

/** Clicks a text field and types into it (key by key, as a visitor). */
export async function fill(d: Driver, sel: string, value: string) {
  await click(d, sel);
  await untilFocused(d, sel);
  await d.type(value);
  // Firefox can still be handling the last keys when the actions return, and handling one scrolls the field into
  // view: a click placed before that would land where the page no longer is (the field keeps the caret in view)
  await until(d, `${q(sel)}.value.endsWith(${JSON.stringify(value)})`, `${sel} to hold what was typed`);
}

/** Until `sel` has the focus (in its own root: a shadow root's active element). */
export const untilFocused = (d: Driver, sel: string) =>
  until(
    d,
    `(() => { const el = ${q(sel)}; return !!el && (el.getRootNode().activeElement || document.activeElement) === el; })()`,
    `${sel} focused`,
  );

/** Chooses an option of a <select> as its change events report it (a native popup menu cannot be clicked through WebDriver). */
export const choose = (d: Driver, sel: string, value: string) =>
  d.run(`(() => { const el = ${q(sel)}; el.value = ${JSON.stringify(value)};
    el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); })()`);

export interface FileSpec {
  name: string;
  type: string;
  text: string;
  /** when given, the file is this many zero bytes instead of `text` (a large file, made in the page) */
  size?: number;
}

/** Gives a file input these files, as the file picker would (a DataTransfer's FileList, then `change`). */
export const chooseFiles = (d: Driver, sel: string, files: FileSpec[]) =>
  d.run(`(() => { const el = ${q(sel)}; const dt = new DataTransfer();
    for (const f of ${JSON.stringify(files)}) dt.items.add(new File([f.size ? new Uint8Array(f.size) : f.text], f.name, { type: f.type }));
    el.files = dt.files; el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); })()`);

/** The element's text (whitespace collapsed), or null when it is missing. */
export const textOf = (d: Driver, sel: string) =>
  d.run<string | null>(
    `(() => { const el = ${q(sel)}; return el ? el.textContent.replace(/\\s+/g, ' ').trim() : null; })()`,
  );

export const textsOf = (d: Driver, sel: string) =>
  d.run<string[]>(
    `window.__engines.findAll(${JSON.stringify(sel)}).map((el) => el.textContent.replace(/\\s+/g, ' ').trim())`,
  );

export const isVisible = (d: Driver, sel: string, text?: string) =>
  d.run<boolean>(`(() => { const el = ${q(sel, text)}; return !!el && el.checkVisibility(); })()`);

/** Waits until the element's text is `expected`. */
export async function untilText(d: Driver, sel: string, expected: string) {
  await until(d, async () => (await textOf(d, sel)) === expected, `${sel} to read "${expected}"`).catch(async (e) => {
    throw new Error(`${(e as Error).message}\n${sel} reads "${await textOf(d, sel)}"`);
  });
}

export const untilVisible = (d: Driver, sel: string, text?: string) =>
  until(d, () => isVisible(d, sel, text), `${sel}${text ? ` "${text}"` : ''} to show`);
export const untilHidden = (d: Driver, sel: string) =>
  until(d, async () => !(await isVisible(d, sel)), `${sel} to be hidden`);

/**
 * Waits until each tag is a defined custom element; when one never is, says what the page reported meanwhile (a
 * module that failed to load, an error) and where it is.
 */
export const untilDefined = (d: Driver, tags: string[]) =>
  until(d, `${JSON.stringify(tags)}.every((t) => customElements.get(t))`, `${tags.join(', ')} defined`, 10_000).catch(
    async (e) => {
      const [problems, at, focus, under] = await Promise.all([
        pageProblems(d),
        d.run<string>('location.href'),
        d.run<string>(DEEP_FOCUS),
        lastClick ? d.run<string>(describeAt(lastClick.x, lastClick.y)) : undefined,
      ]).catch(() => []);
      const clicked = lastClick && `the last click, on ${lastClick.sel}, went to what is now ${under}`;
      throw new Error(
        `${(e as Error).message}\nat ${at}; focus on ${focus}; ${clicked}; the page reported: ${JSON.stringify(problems ?? [])}`,
      );
    },
  );

/**
 * Every steel-* element of the page, with whether it is defined and whether it shows its fallback (the box a
 * widget shows instead of itself when its script fails, widgets/common/define.tsx).
 */
export const widgetsOnPage = (d: Driver) =>
  call(d, () =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('steel-'))
      .map((el) => ({
        tag: el.localName,
        defined: !!customElements.get(el.localName),
        fallback: !!(el.shadowRoot ?? el).querySelector('.fallback'),
        form: !!el.shadowRoot?.querySelector('form'),
      })),
  );

/** Waits for two animation frames and a pause, so what a step started has happened. */
export const settle = (d: Driver, ms = 100) =>
  d.run(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ${ms}))))`);

/** What the page itself reported (console errors, uncaught errors, failed loads, CSP violations). */
export const pageProblems = (d: Driver) => d.run<string[]>('window.__engines.problems');
