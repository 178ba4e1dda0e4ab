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
export function Shell<P extends object>({ spec, props }: { spec: WidgetSpec<P>; props: P & WidgetProps }) {
  const { Component } = spec;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: baseCss + spec.css }} />
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

/** Registers the custom element once; loading a bundle twice is harmless. */
export function defineWidget<P extends object>(spec: WidgetSpec<P>): void {
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return;
  const Wrapped = (props: P & WidgetProps) => <Shell spec={spec} props={props} />;
  const element = r2wc(Wrapped as never, { shadow: 'open', props: spec.props as never }, renderer);
  // A racing second bundle may have defined it between the check and here.
  if (!customElements.get(spec.tag)) customElements.define(spec.tag, element);
}
