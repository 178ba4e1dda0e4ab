/**
 * How widgets/interface.test.tsx proves a widget's interface.ts in happy-dom (each folder's probes.ts): for each
 * attribute, what to watch change, with its named example unless the probe needs a value of its own; for each event, the visitor's action that
 * dispatches it. The test iterates widgets/catalog.ts and fails on an attribute or event without a probe, so
 * a widget's cases live in its folder, not in a table of the test. Test code only.
 */
import { frame, tick } from '../../tests/lib/dom-steps.ts';

export { tick };

export type Root = ShadowRoot;

export interface Probe {
  /** a value unlike the default; without one, the attribute's named example (its `example` in interface.ts) */
  value?: string;
  /** what the element shows or does, to compare with and without the value; the shadow root's markup by default */
  observe?: (el: HTMLElement, root: Root) => Promise<unknown>;
}

export interface WidgetProbes {
  /** stubs the test needs for the whole file (navigation that would leave the page), run once before its tests */
  before?: () => void;
  /** attributes the element needs before the interactions mean anything */
  setup?: Record<string, string>;
  /** by attribute name: each attribute of the interface must have one */
  attributes: Record<string, Probe>;
  /** by event name: the action that dispatches it; each event of the interface must have one */
  events: Record<string, (root: Root) => Promise<void>>;
  /** brings every documented part into the shadow root, when some appear only later (a result, an open view) */
  showAllParts?: (root: Root) => Promise<void>;
}

export const settle = async () => {
  await frame();
  await tick(10);
};
export const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string) => {
  const found = root.querySelector<T>(sel);
  if (!found) throw new Error(`nothing matches ${sel}`);
  return found;
};
export const click = async (el: Element) => {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  await settle();
};
/** The events of `type` the element dispatches while `act` runs, as their details. */
export const detailsOf =
  (type: string, act: (root: Root) => Promise<unknown>, detail: (d: Record<string, unknown>) => unknown = (d) => d) =>
  async (el: HTMLElement, root: Root) => {
    const seen: CustomEvent[] = [];
    el.addEventListener(type, (e) => seen.push(e as CustomEvent));
    await act(root);
    return seen.map((e) => detail(e.detail));
  };
