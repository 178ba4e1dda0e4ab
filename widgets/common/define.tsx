/**
 * How a widget comes to life: read this first when you write one.
 *
 * One upgrade path, two starting points:
 * - On our pages the build pre-renders each element's first state in a declarative shadow root
 *   (`ssr.tsx`), styles included. The element keeps that root and those very nodes: preact hydrates
 *   them (attaches handlers, nothing is replaced), so whatever the visitor did before the script ran
 *   (typed text, chosen radio buttons and files, an open <details>, focus, scroll) is still there.
 *   Hydration does not copy the DOM's state into the component, so one step, `visitorState`, tells the
 *   component what the visitor changed, as the events it listens to anyway (input/change on controls
 *   that differ from their pre-rendered defaults, toggle on open <details>).
 * - On any other page (a partner's, the package in a test suite) there is no root: the element attaches
 *   one, adopts the widget's stylesheet (one constructable sheet per tag, shared by its instances: no
 *   <style> element, so a strict style-src CSP and Trusted Types are satisfied) and renders.
 * So a component's first render must depend only on its attributes, and its state must be reachable
 * through its own event handlers. Browser code never writes HTML strings (a test enforces it).
 *
 * Moves are harmless: an element taken out and put back (a framework re-ordering, a portal) keeps its
 * tree; only one that stays out past the current task is unmounted, which runs its effects' clean-ups.
 * The error boundary wraps everything the component renders and tries again when an attribute or
 * property changes.
 */
import r2wc from '@r2wc/core';
import { h, hydrate, render } from 'preact';
import type { ComponentType } from 'react';
import { adoptStyles } from './sheets.ts';
import { onPartner } from './on-partner.ts';
import { ErrorBoundary } from './Fallback.tsx';
import type { ElementInterface, Observed, PropsOf } from './element-interface.ts';

export type PropType = 'string' | 'number' | 'boolean';
/** Props every widget receives: its attributes (kebab-case -> camelCase) and `container`, its shadow root. */
export interface WidgetProps {
  container?: ShadowRoot;
}

export interface WidgetDefinition<P extends object> {
  tag: `steel-${string}`;
  Component: ComponentType<P & WidgetProps>;
  /** styles inside the shadow root, after the shared base (our site's bundles leave them out: vite.config.ts) */
  css: string;
  /** attributes the element observes; booleans must be written "true" / "false" */
  props: Partial<Record<keyof P & string, PropType>>;
}

/**
 * A widget from its folder's parts: the interface its interface.ts declares (the tag, and the attributes r2wc observes),
 * the component and its styles. The component's props are the interface's (`PropsOf`), plus any it gets from its entry.
 */
export const definitionOf = <E extends Pick<ElementInterface, 'tag' | 'attributes'> & { observed: Observed }>(
  element: E,
  Component: ComponentType<PropsOf<E> & WidgetProps>,
  css: string,
): WidgetDefinition<PropsOf<E>> => ({
  tag: element.tag,
  Component,
  css,
  props: element.observed as WidgetDefinition<PropsOf<E>>['props'],
});

/** The shadow root's content: the widget's component inside an error boundary. The build adds the styles (ssr.tsx). */
export function Shell<P extends object>({
  Component,
  props,
}: {
  Component: WidgetDefinition<P>['Component'];
  props: P & WidgetProps;
}) {
  return (
    <ErrorBoundary phone={(props as { phone?: string }).phone} watch={props}>
      <Component {...props} />
    </ErrorBoundary>
  );
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const changed = (c: Control) => {
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected);
  if (c instanceof HTMLTextAreaElement) return c.value !== c.defaultValue;
  if (c.type === 'file') return !!c.files?.length;
  if (c.type === 'radio') return c.checked && !c.defaultChecked;
  if (c.type === 'checkbox') return c.checked !== c.defaultChecked;
  return c.value !== c.defaultValue;
};

/**
 * For hydrating a pre-rendered root: what the visitor changed before the script ran. Read before, and
 * after hydration told to the component as the events it listens to (its state starts from the
 * attributes; the DOM may be ahead), putting back any value a mount effect overwrote.
 */
function visitorState(root: ShadowRoot): () => void {
  const touched = [...root.querySelectorAll<Control>('input, select, textarea')]
    .filter(changed)
    .map((c) => ({ c, value: c.value, checked: (c as HTMLInputElement).checked }));
  return () => {
    for (const { c, value, checked } of touched) {
      if (c.type === 'radio' || c.type === 'checkbox') (c as HTMLInputElement).checked = checked;
      else if (c.type !== 'file') c.value = value;
      for (const type of ['input', 'change']) c.dispatchEvent(new Event(type, { bubbles: true }));
    }
    for (const d of root.querySelectorAll('details')) if (d.open) d.dispatchEvent(new Event('toggle'));
  };
}

/** Hydrates a pre-rendered root (our pages), keeping what the visitor did; false when there is nothing pre-rendered. */
function hydrated(root: ShadowRoot, Component: ComponentType<never>, props: object): boolean {
  const styles = [...root.children].filter((c) => c.localName === 'style');
  if (root.children.length == styles.length) return false;
  const told = visitorState(root);
  // The pre-rendered <style> is no part of the component's tree: out of the way while preact claims the
  // nodes in order (else it would move them, and a moved node loses focus), back first after.
  for (const s of styles) s.remove();
  hydrate(h(Component as never, { ...props, container: root }), root);
  root.prepend(...styles);
  told();
  return true;
}

interface Mounted {
  host: HTMLElement;
  root: ShadowRoot;
  Component: ComponentType<never>;
  /** pending unmount of an element taken out of the page */
  leaving?: ReturnType<typeof setTimeout>;
}
const mounted = new WeakMap<HTMLElement, Mounted>();
const draw = (m: Mounted, props: object) => render(h(m.Component as never, { ...props, container: m.root }), m.root);

/**
 * r2wc's renderer. r2wc runs without its own `shadow` option (attachShadow would empty a declarative
 * root), so `container` is the host and the shadow root is found or made here.
 */
const renderer = (css: string, tag: string) => ({
  mount(host: HTMLElement, Component: ComponentType<never>, props: object): Mounted {
    const again = mounted.get(host);
    if (again) {
      clearTimeout(again.leaving); // put back before it was unmounted: same tree, new props
      draw(again, props);
      return again;
    }
    let root = host.shadowRoot;
    // A browser without Declarative Shadow DOM leaves the pre-rendered root as a <template>. Only our pages pre-render
    // (ssr.tsx): the partner release (onPartner) has no root to find, keep or hydrate, and leaves that code out.
    const template =
      onPartner || root ? null : host.querySelector<HTMLTemplateElement>(':scope > template[shadowrootmode]');
    if (!root) {
      root = host.attachShadow({ mode: 'open' });
      if (template) {
        root.append(template.content);
        template.remove();
      } else adoptStyles(root, tag, css);
    }
    const m: Mounted = { host, root, Component };
    mounted.set(host, m);
    if (onPartner || !hydrated(root, Component, props)) draw(m, props);
    return m;
  },
  update: draw,
  unmount(m: Mounted) {
    clearTimeout(m.leaving);
    m.leaving = setTimeout(() => {
      if (m.host.isConnected) return;
      mounted.delete(m.host);
      render(null, m.root);
    });
  },
});

// r2wc's own keys on the element (global symbols), for the one case it leaves out below.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
type R2wcElement = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void };

/**
 * r2wc ignores an attribute that is removed or emptied, so the widget kept the old value. A framework
 * that drops an attribute (React when a prop becomes undefined) expects the default back: forget the
 * prop and render again.
 */
type Observing = (new () => HTMLElement) & {
  prototype: { attributeChangedCallback(name: string, old: string | null, value: string | null): void };
};
const forgetRemoved = (element: Observing, props: object) => {
  const propOf: Record<string, string> = {};
  for (const p of Object.keys(props)) propOf[p.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())] = p;
  const changed = element.prototype.attributeChangedCallback;
  // On r2wc's own class (not a subclass), so its properties stay on the element's prototype.
  element.prototype.attributeChangedCallback = function (this: R2wcElement, name, old, value) {
    if (value) return changed.call(this, name, old, value);
    delete this[PROPS][propOf[name]];
    this[RENDER]();
  };
  return element;
};

/** Registers the custom element once; loading a bundle twice is harmless. */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return;
  const Wrapped = (props: P & WidgetProps) => <Shell Component={definition.Component} props={props} />;
  const element = forgetRemoved(
    r2wc(Wrapped as never, { props: definition.props as never }, renderer(definition.css, definition.tag)) as Observing,
    definition.props,
  );
  // A racing second bundle may have defined it between the check and here.
  if (customElements.get(definition.tag)) return;
  customElements.define(definition.tag, element); // upgrades the elements already in the page, synchronously
}
