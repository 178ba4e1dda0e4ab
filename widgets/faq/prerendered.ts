import type { FaqCategory } from './Faq.tsx';

const text = (el: Element, sel: string) => el.querySelector(sel)?.textContent ?? '';

/**
 * Reads the categories back from a FAQ the build pre-rendered (declarative shadow root, or its
 * <template> where the browser doesn't attach those), so the page's script needn't carry the FAQ text
 * that its HTML already holds. Must run before the element upgrades: attaching the shadow root clears it.
 */
export function readPrerendered(host: Element): FaqCategory[] | undefined {
  const roots = [host.shadowRoot, host.querySelector<HTMLTemplateElement>(':scope>template[shadowrootmode]')?.content];
  const cats = roots.map((r) => [...(r?.querySelectorAll('.cat') ?? [])]).find((c) => c.length);
  if (!cats) return undefined;
  return cats.map((c) => ({
    category: text(c, '.cat-h'),
    questions: [...c.querySelectorAll('.q')].map((q) => ({ question: text(q, '.q-h'), answer: text(q, '.answer') })),
  }));
}
