/**
 * What the widgets import from 'react', for the partner build only (tsup.config.ts): preact's own hooks
 * and Component, without preact/compat (about 1.2 KB gzip of the runtime; docs/performance.md). The
 * widgets use nothing compat adds: no onChange on text fields (compat turns it into onInput), no
 * camelCase SVG attributes, no forwardRef/memo/portals. Should a widget start to import something that
 * is not here, the partner build fails on the missing export, so nothing changes silently; our site's
 * bundles keep preact/compat (vite.config.ts).
 */
export * from 'preact/hooks';
export {
  Component,
  Fragment,
  createContext,
  createElement,
  createRef,
  isValidElement,
  cloneElement,
  toChildArray,
} from 'preact';
