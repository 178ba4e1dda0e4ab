/**
 * What define.tsx imports from '@r2wc/core', for the partner build only (tsup.config.ts), as react-lite.ts
 * is for 'react': the part of r2wc our widgets use, about 0.6 KB gzip less of the runtime. It keeps r2wc's
 * behaviour for that part (r2wc-lite.test.ts runs both side by side): props typed 'string', 'number' or
 * 'boolean', observed as kebab-case attributes and mirrored by properties that write the attribute back;
 * an attribute removed or emptied leaves the prop as it was; the element counts as connected until its
 * first disconnect; `container` is the host (no `shadow` option: define.tsx's renderer finds or makes the
 * shadow root). Not here, as define.tsx never asks for them: events, `shadow`, 'function' / 'method' / 'json'
 * props, a props list without types. Our site's bundles keep @r2wc/core (vite.config.ts).
 */
import type { ComponentType } from 'react';

type Type = 'string' | 'number' | 'boolean';
interface Renderer<C> {
  mount(container: HTMLElement, Component: ComponentType<never>, props: Record<string, unknown>): C;
  update(context: C, props: Record<string, unknown>): void;
  unmount(context: C): void;
}

const PROPS = Symbol();
const CONTEXT = Symbol();
const CONNECTED = Symbol();
const RENDER = Symbol();
type Host<C> = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [CONTEXT]?: C;
  [CONNECTED]: boolean;
  [RENDER](): void;
};

export default function r2wc<C>(
  Component: ComponentType<never>,
  { props: types }: { props: Record<string, Type> },
  renderer: Renderer<C>,
): CustomElementConstructor {
  /** attribute -> prop */
  const propOf: Record<string, string> = {};
  for (const p in types) propOf[p.replace(/([a-z0-9])([A-Z])/g, (_, a, b: string) => `${a}-${b.toLowerCase()}`)] = p;
  /** Reads a non-empty attribute into its prop; says whether it did. */
  const read = (el: Host<C>, attr: string, v: string | null) => {
    const p = propOf[attr];
    const type = types[p];
    if (v) el[PROPS][p] = type == 'number' ? parseFloat(v) : type == 'boolean' ? /^[ty1-9]/i.test(v) : v;
    return !!v;
  };

  class Element extends HTMLElement {
    static observedAttributes = Object.keys(propOf);
    [CONNECTED] = true;
    [CONTEXT]?: C;
    [PROPS]: Record<string, unknown> = { container: this };
    constructor() {
      super();
      for (const a in propOf) read(this, a, this.getAttribute(a));
    }
    connectedCallback() {
      this[CONNECTED] = true;
      this[RENDER]();
    }
    disconnectedCallback() {
      this[CONNECTED] = false;
      if (this[CONTEXT]) renderer.unmount(this[CONTEXT]);
      delete this[CONTEXT];
    }
    attributeChangedCallback(a: string, _: string | null, v: string | null) {
      if (read(this, a, v)) this[RENDER]();
    }
    [RENDER]() {
      if (!this[CONNECTED]) return;
      if (this[CONTEXT]) renderer.update(this[CONTEXT], this[PROPS]);
      else this[CONTEXT] = renderer.mount(this, Component, this[PROPS]);
    }
  }
  for (const [a, p] of Object.entries(propOf)) {
    const type = types[p];
    Object.defineProperty(Element.prototype, p, {
      enumerable: true,
      configurable: true,
      get(this: Host<C>) {
        return this[PROPS][p];
      },
      set(this: Host<C>, v: unknown) {
        this[PROPS][p] = v;
        const s = type == 'boolean' ? (v ? 'true' : 'false') : type == 'number' ? `${v}` : (v as string | null);
        if (this.getAttribute(a) !== s) {
          if (s == null) this.removeAttribute(a);
          else this.setAttribute(a, s);
        }
      },
    });
  }
  return Element;
}
