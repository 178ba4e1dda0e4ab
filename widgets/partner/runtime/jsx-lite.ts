/**
 * The JSX runtime of the partner build (tsup.config.ts): preact's own createElement, which the runtime
 * carries anyway (define.tsx), instead of a second vnode factory from preact/jsx-runtime. Same vnodes:
 * `key` and, on DOM elements, `ref` are taken out of the props; children arrive in `props.children`. Our
 * site's bundles keep preact/jsx-runtime.
 */
import { createElement, Fragment } from 'preact';

type Props = Record<string, unknown> | null;
export const jsx = (type: Parameters<typeof createElement>[0], props: Props, key?: unknown) =>
  createElement(type as never, (key === undefined ? props : { ...props, key }) as never);
export { jsx as jsxs, jsx as jsxDEV, Fragment };
