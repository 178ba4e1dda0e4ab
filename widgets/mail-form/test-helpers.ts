// Helpers for the form widget tests (happy-dom).
import { afterEach, beforeEach, vi } from 'vitest';
import { navigation } from './MailForm.tsx';
import { defaults } from '../common/defaults.ts';
import { frame, setValue, tick } from '../../tests/lib/dom-steps.ts';

export { frame, setValue, tick };

/**
 * Every form test starts with navigation stubbed (no mail program opens, no page is left, no delay), the mail
 * program as the route (the data set in use may name a form endpoint: a test of one sets it itself) and an empty
 * sessionStorage, and leaves an empty page with its mocks and globals restored.
 */
export function isolateEachTest() {
  beforeEach(() => {
    navigation.delay = 0;
    navigation.open = vi.fn();
    navigation.go = vi.fn();
    defaults.endpoint = '';
    sessionStorage.clear();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

let mounted = 0;
/** Puts a fresh form element on the page, loads its registration and waits for its first render. */
export async function mount(tag: string, register: () => Promise<unknown>, attrs = '') {
  const id = `form${++mounted}`;
  document.body.insertAdjacentHTML('beforeend', `<${tag} id="${id}" ${attrs}></${tag}>`);
  await register();
  await customElements.whenDefined(tag); // not pre-rendered: defined once its code has loaded (lazy.ts)
  await tick();
  const el = document.getElementById(id)!;
  return { el, root: el.shadowRoot! };
}

/** Markup as a list of elements with sorted attributes and text, so serialisation details do not matter. */
export function canonical(from: ShadowRoot | string): string {
  const t = document.createElement('template');
  t.innerHTML = typeof from === 'string' ? from : from.innerHTML;
  const out: string[] = [];
  const walk = (node: Node) => {
    for (const c of node.childNodes) {
      if (c.nodeType === 3) out.push(JSON.stringify(c.textContent));
      else if (c instanceof Element) {
        // novalidate is set once the widget runs; an option's `selected` is a property on the client (checked below)
        const attrs = [...c.attributes]
          .filter((a) => a.name !== 'novalidate' && !(c.localName === 'option' && a.name === 'selected'))
          .map((a) => `${a.name}=${a.value}`)
          .sort();
        out.push(`<${c.localName} ${attrs.join(' ')}>`);
        walk(c);
        out.push(`</${c.localName}>`);
      }
    }
  };
  walk(t.content);
  return out.join('\n');
}

export const $ = <T extends Element = HTMLInputElement>(root: ParentNode, sel: string) => root.querySelector(sel) as T;
export const submit = async (root: ShadowRoot) => {
  $<HTMLFormElement>(root, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await frame();
};
/** Chooses files in the file input (happy-dom lets us replace `files`). */
export function choose(root: ShadowRoot, files: File[]) {
  const input = $(root, 'input[type=file]');
  Object.defineProperty(input, 'files', { configurable: true, get: () => files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
export const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
