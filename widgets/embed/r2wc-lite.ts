/**
 * What define.tsx imports from '@r2wc/core', for the partner build only (tsup.config.ts), as react-lite.ts
 * is for 'react': the part of r2wc our widgets use, about 460 B gzip less of the runtime. It keeps r2wc's
 * behaviour for that part (r2wc-lite.test.ts runs both side by side): props typed 'string', 'number' or
 * 'boolean', observed as kebab-case attributes and mirrored by properties that write the attribute back;
 * an attribute removed or emptied leaves the prop as it was; the element counts as connected until its
 * first disconnect; `container` is the host (no `shadow` option: define.tsx's renderer finds or makes the
 * shadow root). Its state is in private fields. Not here, as define.tsx never asks for them: events,
 * `shadow`, 'function' / 'method' / 'json' props, a props list without types. Our site's bundles keep
 * @r2wc/core (vite.config.ts).
 */
import type { ComponentType } from 'react';

type Type = 'string' | 'number' | 'boolean';
interface Renderer<C> {
  mount(container: HTMLElement, Component: ComponentType<never>, props: Record<string, unknown>): C;
  update(context: C, props: Record<string, unknown>): void;
  unmount(context: C): void;
}

export default function r2wc<C>(
  Component: ComponentType<never>,
  { props: types }: { props: Record<string, Type> },
  renderer: Renderer<C>,
): CustomElementConstructor {
  /** attribute -> prop */
  const propOf: Record<string, string> = {};
  for (const p in types) propOf[p.replace(/([a-z0-9])([A-Z])/g, (_, a, b: string) => `${a}-${b.toLowerCase()}`)] = p;

  class WidgetElement extends HTMLElement {
    static observedAttributes = Object.keys(propOf);
    #connected = true;
    #context?: C;
    #props: Record<string, unknown> = { container: this };
    static {
      for (const [a, p] of Object.entries(propOf)) {
        const type = types[p];
        Object.defineProperty(this.prototype, p, {
          enumerable: true,
          configurable: true,
          get(this: WidgetElement) {
            return this.#props[p];
          },
          set(this: WidgetElement, v: unknown) {
            this.#props[p] = v;
            const s = type == 'boolean' ? (v ? 'true' : 'false') : type == 'number' ? `${v}` : (v as string | null);
            if (this.getAttribute(a) !== s) {
              if (s == null) this.removeAttribute(a);
              else this.setAttribute(a, s);
            }
          },
        });
      }
    }
    constructor() {
      super();
      for (const a in propOf) this.#read(a, this.getAttribute(a));
    }
    /** Reads a non-empty attribute into its prop; says whether it did. */
    #read(a: string, v: string | null) {
      const p = propOf[a];
      const type = types[p];
      if (v) this.#props[p] = type == 'number' ? parseFloat(v) : type == 'boolean' ? /^[ty1-9]/i.test(v) : v;
      return !!v;
    }
    connectedCallback() {
      this.#connected = true;
      this.#render();
    }
    disconnectedCallback() {
      this.#connected = false;
      if (this.#context) renderer.unmount(this.#context);
      this.#context = undefined;
    }
    attributeChangedCallback(a: string, _: string | null, v: string | null) {
      if (this.#read(a, v)) this.#render();
    }
    #render() {
      if (!this.#connected) return;
      if (this.#context) renderer.update(this.#context, this.#props);
      else this.#context = renderer.mount(this, Component, this.#props);
    }
  }
  return WidgetElement;
}
