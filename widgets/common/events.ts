/** Dispatches a bubbling, composed `steel-*` event from the widget's host element (Shoelace-style). */
export function emit<T>(root: ShadowRoot | HTMLElement | undefined, name: `steel-${string}`, detail: T): void {
  const host = root && 'host' in root ? root.host : root;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
