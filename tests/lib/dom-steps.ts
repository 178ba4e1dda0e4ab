// Steps the unit tests of every layer take in happy-dom (shared/, widgets/, site/): here, where each may import them.
import { escapeHtml } from '../../shared/html.ts';

export const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** Preact runs effects after the next frame. */
export const frame = async () => {
  await tick();
  await new Promise((r) => requestAnimationFrame(r));
  await tick();
};

/** Types a value the way a visitor does: the value, then an input event that bubbles. */
export const setValue = (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Attributes as HTML text (`a="1" b="2"`), to put an element in the page with them before its first render. */
export const attributeText = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
