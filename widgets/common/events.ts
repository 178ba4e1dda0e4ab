/**
 * Dispatches a bubbling, composed `steel-*` event from the widget's host element (Shoelace-style).
 * A `cancelable` event lets the page say "leave this to me" with preventDefault(): the return value is
 * false then, and the widget skips its default action (docs/widgets.md#events).
 */
export function emit<T>(
  root: ShadowRoot | HTMLElement | undefined,
  name: `steel-${string}`,
  detail: T,
  cancelable = false,
): boolean {
  const host = root && 'host' in root ? root.host : root;
  return host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })) ?? true;
}
