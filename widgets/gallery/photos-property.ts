import { tag } from './widget.ts';

/**
 * The `photos` property takes the array itself as well as JSON text (widgets/gallery/spec.ts), as a
 * framework passes it (React 19 and preact set the property when the element has one). r2wc observes
 * `photos` as text and would write an array to the attribute as "[object Object]", so an array (or
 * any non-text value) is written as JSON first; the attribute then re-renders the gallery as usual.
 * Run once, after the element is defined (register.ts, embed.ts).
 */
export function photosProperty(): void {
  const proto = customElements.get(tag)?.prototype;
  const own = proto && Object.getOwnPropertyDescriptor(proto, 'photos');
  const done = Symbol.for('steel.photos-property');
  if (!own?.set || proto[done]) return; // not defined, or done already by another bundle
  proto[done] = true;
  const set = own.set;
  Object.defineProperty(proto, 'photos', {
    ...own,
    set(this: HTMLElement, v: unknown) {
      set.call(this, v == null || typeof v == 'string' ? v : JSON.stringify(v));
    },
  });
}
