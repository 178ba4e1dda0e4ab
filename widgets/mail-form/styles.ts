import { toastCss } from '../common/toast-css.ts';

// Still hand-minified strings (and toast-css.ts): as .css files, like the other widgets' (widgets/build/css-file.ts),
// esbuild's minifier writes them a few bytes shorter, which changes the partner release's files: they move with the
// next release (tests/build/release.test.ts holds the built release to the one kept under its version).

/**
 * The styles of states only the form's code reaches: field errors, the list of chosen files, sending, toasts. Our
 * pages leave them out of the pre-rendered form (its first paint has none of them; about 400 bytes of each page's
 * first round trip, docs/performance.md) and adopt them when the form's code arrives (lazy.ts); partner pages get
 * them after the rest (`css`).
 */
export const stateCss =
  '.invalid{border-left:4px solid var(--_danger);padding-left:.75rem}' +
  '.error,.summary a{color:var(--_danger);font-weight:700}' +
  '.error{margin:0 0 .35rem}' +
  '[aria-invalid=true]{border-color:var(--_danger)}' +
  '.summary{margin:0 0 1.5rem;padding:0 1.25rem;border:4px solid var(--_danger);border-radius:var(--_radius)}' +
  '.files{list-style:none;padding:0}' +
  '#f-files-problems:not(:empty){margin-top:.5rem;padding:.5rem .75rem;border:2px solid var(--_danger);border-left-width:8px;border-radius:var(--_radius)}' +
  '#f-files-problems p{margin:0}#f-files-problems p+p{margin-top:.25rem}#f-files-problems strong{color:var(--_danger)}' +
  '.files li{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:.5rem;padding-left:.75rem;border:1px solid var(--_border);border-radius:var(--_radius);overflow-wrap:anywhere}' +
  '.skeleton{position:absolute;inset:0;display:grid;gap:1.25rem;align-content:start;background:var(--_surface)}' +
  '.skeleton i{height:44px;border-radius:var(--_radius);background:#e4e7eb}' +
  '.skeleton i:nth-child(2n){width:60%}' +
  '@media (prefers-reduced-motion:no-preference){.skeleton i{background:linear-gradient(90deg,#e4e7eb 30%,#f5f7fa 50%,#e4e7eb 70%) 0 0/300% 100%;animation:shimmer 1.4s linear infinite}}' +
  '@keyframes shimmer{to{background-position:-150% 0}}' +
  'progress{position:relative;z-index:1;display:block;width:100%;height:.5rem;margin-top:.75rem;accent-color:var(--_primary)}' +
  // The form's own confirmation (a form endpoint took the request): its heading in the main colour, like the toasts'
  // border, so a partner's --steel-primary shows on that path too.
  '.confirm h3{color:var(--_primary)}' +
  toastCss;

const firstCss =
  // The form is the container (not :host: containment would make it the box of the fixed toasts).
  'form{position:relative;container-type:inline-size}' +
  '.grid{display:grid;gap:1.25rem 1.5rem;margin:0 0 1.5rem}' +
  '.field{min-width:0;margin:0;padding:0;border:0}' +
  'label,legend{display:block;font-weight:700;margin-bottom:.35rem;padding:0}' +
  'input,select,textarea{display:block;width:100%;min-height:44px;padding:.5rem .75rem;border:2px solid var(--steel-field-border,var(--steel-border,var(--_muted)));border-radius:var(--_radius);background:var(--_surface)}' +
  '.choice{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;margin-right:1.25rem;font-weight:400}' +
  '.choice input{width:1.25rem;min-height:0;height:1.25rem;accent-color:var(--_primary)}' +
  '.hint{margin:0 0 .5rem;color:var(--_muted)}' +
  // :focus too, not only :focus-visible (base.css): a field focused from the error summary shows where it is.
  ':focus{outline:3px solid var(--_focus);outline-offset:2px}' +
  '.submit{position:relative;z-index:1;width:100%}' +
  '@container (min-width:36rem){.grid{grid-template-columns:1fr 1fr}.wide{grid-column:1/-1}.submit{width:auto}}';

/** All of the form's styles; a pre-rendered form carries all but the tail, `stateCss` (widgets/definitions.ts stateCssOf). */
export const css = firstCss + stateCss;
