import { dataLayerEntry } from '../../shared/analytics.ts';

/**
 * Dispatches a bubbling, composed `steel-*` event from the widget's host element (Shoelace-style).
 * A `cancelable` event lets the page say "leave this to me" with preventDefault(): the return value is
 * false then, and the widget skips its default action (docs/widgets.md#events).
 * Where the page already has a tag manager's `dataLayer`, an enquiry's events go there too, without anything the
 * visitor typed (dataLayerEntry); none is created. On our pages only analytics consent creates one
 * (site/scripts/consent.ts), so nothing is pushed before it.
 */
export function emit<T>(
  root: ShadowRoot | HTMLElement | undefined,
  name: `steel-${string}`,
  detail: T,
  cancelable = false,
): boolean {
  const host = root && 'host' in root ? root.host : root;
  try {
    const layer = (window as { dataLayer?: unknown }).dataLayer;
    const entry = Array.isArray(layer) && dataLayerEntry(name, detail as never);
    if (entry) layer.push(entry);
  } catch {
    /* a tag manager's failure must never stop a widget */
  }
  return host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })) ?? true;
}
