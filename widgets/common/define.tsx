import r2wc from '@r2wc/core';
import { h, render } from 'preact';
import type { ComponentType } from 'react';
import { baseCss } from './base-css.ts';
import { ErrorBoundary } from './Fallback.tsx';

export type PropType = 'string' | 'number' | 'boolean';
/** Props every widget receives: its attributes (kebab-case -> camelCase) and r2wc's `container`, the shadow root. */
export interface WidgetProps { container?: ShadowRoot }

export interface WidgetSpec<P extends object> {
  tag: `steel-${string}`;
  Component: ComponentType<P & WidgetProps>;
  /** styles inside the shadow root, after the shared base */
  css: string;
  /** attributes the element observes; booleans must be written "true" / "false" */
  props: Partial<Record<keyof P & string, PropType>>;
}

/** The shadow root's content: the widget's styles and its component inside an error boundary. Used by the browser and by the build (DSD). */
export function Shell<P extends object>({ spec, props, css = baseCss + spec.css }: { spec: WidgetSpec<P>; props: P & WidgetProps; css?: string }) {
  const { Component } = spec;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <ErrorBoundary phone={(props as { phone?: string }).phone}>
        <Component {...props} />
      </ErrorBoundary>
    </>
  );
}

/**
 * r2wc's renderer, on preact's own render. (@r2wc/react-to-web-component does the same through
 * React's default export, which keeps all of preact/compat, about 3 KB gzip, on every page.)
 */
const renderer = {
  mount: (container: HTMLElement, Component: ComponentType<any>, props: object) => {
    render(h(Component as never, props), container);
    return { container, Component };
  },
  update: (ctx: { container: HTMLElement; Component: ComponentType<any> }, props: object) => render(h(ctx.Component as never, props), ctx.container),
  unmount: (ctx: { container: HTMLElement }) => render(null, ctx.container),
};

/**
 * The styles the build wrote into a pre-rendered element of this tag: in its declarative shadow root,
 * or in the <template> a browser without Declarative Shadow DOM left in place.
 */
const cssInPage = (tag: string) => {
  const el = document.querySelector(tag);
  return (el?.shadowRoot ?? el?.querySelector('template')?.content)?.querySelector('style')?.textContent ?? undefined;
};

type Control = HTMLInputElement;
const toggles = (c: Control) => c.type === 'radio' || c.type === 'checkbox';
/** A control's state, by its identity across the upgrade: its name, plus the value for a radio button or checkbox. */
const controls = (root: ShadowRoot) =>
  new Map([...root.querySelectorAll<Control>('input, select, textarea')].filter((c) => c.name && c.type !== 'file').map((c) => [toggles(c) ? `${c.name}=${c.value}` : c.name, c]));
const state = (c: Control) => (toggles(c) ? c.checked : c.value);

/** The focused element in a shadow root. (happy-dom's getter throws when focus was left in a detached tree: no focus, then.) */
const focused = (root: ShadowRoot) => {
  try {
    return root.activeElement;
  } catch {
    return null;
  }
};

/**
 * What a visitor did in a pre-rendered widget before its script ran (opened the menu or a FAQ answer,
 * chose calculator options, typed). The upgrade empties the declarative shadow root and renders afresh,
 * so this is read first and replayed after, where it differs, as the events the component listens to.
 */
function carryOver(tag: string): () => void {
  const before = [...document.querySelectorAll(tag)].flatMap((el) => {
    const root = el.shadowRoot;
    if (!root) return [];
    const now = controls(root);
    const focus = [...now].find(([, c]) => c === focused(root))?.[0];
    return [{ el, open: [...root.querySelectorAll('details')].map((d) => d.open), values: [...now].map(([k, c]) => [k, state(c)] as const), focus }];
  });
  return () => {
    for (const { el, open, values, focus } of before) {
      const root = el.shadowRoot!;
      root.querySelectorAll('details').forEach((d, i) => open[i] && (d.open = true));
      const now = controls(root);
      for (const [key, value] of values) {
        const c = now.get(key);
        if (!c || state(c) === value) continue;
        if (toggles(c)) c.checked = value as boolean;
        else c.value = value as string;
        for (const type of ['input', 'change']) c.dispatchEvent(new Event(type, { bubbles: true }));
      }
      if (focus) now.get(focus)?.focus();
    }
  };
}

/** Registers the custom element once; loading a bundle twice is harmless. */
export function defineWidget<P extends object>(spec: WidgetSpec<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return;
  const replay = carryOver(spec.tag);
  // Our site's bundles leave the styles out (vite.config.ts: they are already in each widget's
  // pre-rendered shadow root); the embeds and the package carry them.
  const css = spec.css ? undefined : cssInPage(spec.tag);
  const Wrapped = (props: P & WidgetProps) => <Shell spec={spec} props={props} css={css} />;
  const element = r2wc(Wrapped as never, { shadow: 'open', props: spec.props as never }, renderer);
  // A racing second bundle may have defined it between the check and here.
  if (customElements.get(spec.tag)) return;
  customElements.define(spec.tag, element); // upgrades the elements already in the page, synchronously
  replay();
}
