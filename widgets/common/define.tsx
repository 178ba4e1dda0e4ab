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

/** Registers the custom element once; loading a bundle twice is harmless. */
export function defineWidget<P extends object>(spec: WidgetSpec<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return;
  // Our site's bundles leave the styles out (vite.config.ts: they are already in each widget's
  // pre-rendered shadow root); the embeds and the package carry them.
  const css = spec.css ? undefined : cssInPage(spec.tag);
  const Wrapped = (props: P & WidgetProps) => <Shell spec={spec} props={props} css={css} />;
  const element = r2wc(Wrapped as never, { shadow: 'open', props: spec.props as never }, renderer);
  // A racing second bundle may have defined it between the check and here.
  if (!customElements.get(spec.tag)) customElements.define(spec.tag, element);
}
