/**
 * A JSON attribute's property takes the value itself as well as JSON text (the gallery's `photos`, the
 * FAQ's `items`), as a framework passes it (React 19 and preact set the property when the element has
 * one). r2wc observes the attribute as text and would write an array to it as "[object Object]", so a
 * value that is not text is written as JSON first; the attribute then re-renders the widget as usual.
 * Run once, after the element is defined (the widget's register.ts and partner.ts).
 */
export function jsonProperty(tag: string, name: string): void {
  const proto = customElements.get(tag)?.prototype;
  const own = proto && Object.getOwnPropertyDescriptor(proto, name);
  const done = Symbol.for(`steel.json-property.${name}`);
  if (!own?.set || proto[done]) return; // not defined, or done already by another bundle
  proto[done] = true;
  const set = own.set;
  Object.defineProperty(proto, name, {
    ...own,
    set(this: HTMLElement, v: unknown) {
      set.call(this, v == null || typeof v == 'string' ? v : JSON.stringify(v));
    },
  });
}
