/**
 * The one description of how widgets are built, for both targets (docs/widgets.md "Loader"):
 * - `pages`: our pages, built by Vite (vite.config.ts). Every widget is pre-rendered with its styles in a
 *   declarative shadow root, which the element keeps (widgets/common/define.tsx), so the code carries no styles
 *   but `stateCss`, the styles of states only the code reaches (a form's errors, files, sending, toasts);
 * - `partners`: the partner release and the npm package, built by tsup/esbuild (tsup.config.ts). No root is
 *   pre-rendered, so each element adopts its styles as a constructable stylesheet; the CSS is minified and in px, so
 *   a partner's root font size cannot shrink a widget (our pages keep `rem`, with the same computed sizes).
 * Both read each widget's interface.ts as browser code may (browser-interface.ts) and find the widgets through the catalog.
 * The config files only adapt these functions to their bundler's plugin API.
 */
import { inlineCssFiles } from '../../shared/data/plugins.ts';
import { catalog, registerEntry, type CatalogEntry } from '../catalog.ts';

/** A module of widget styles: widgets/<folder>/styles.ts and the shared widgets/common/*-css.ts. */
export const STYLE_MODULE = /[\\/]widgets[\\/].*(styles|-css)\.ts$/;

// --- our pages ----------------------------------------------------------------------------------

/** Each widget's entry on our pages (its register.ts), by folder. */
export const pageEntries = Object.fromEntries(catalog.map((e) => [e.folder, registerEntry(e)]));

/**
 * A style module's code on our pages: every export but `stateCss` becomes '' (the strings, no longer read, are left
 * out of the bundle), and the code that adopts stylesheets does nothing (only elements that were not pre-rendered
 * need it). Undefined: the module is not changed.
 */
export function forPages(code: string, id: string): string | undefined {
  if (/[\\/]widgets[\\/]common[\\/]sheets\.ts$/.test(id)) return 'export const adoptStyles = () => {};';
  // toast-css.ts is read by mail-form/styles.ts's stateCss, which stays, so only a widget's styles and the base go.
  if (!/[\\/]widgets[\\/][^\\/]+[\\/](styles|base-css)\.ts$/.test(id)) return undefined;
  const names = [...code.matchAll(/^export const (\w+)/gm)].map((m) => m[1]).filter((n) => n !== 'stateCss');
  if (!names.length) return undefined;
  const kept = names.reduce((c, n) => c.replace(new RegExp(`^export const ${n} =`, 'm'), `const unused_${n} =`), code);
  return `${kept}\n${names.map((n) => `export const ${n} = '';`).join('\n')}`;
}

/**
 * Modules in our pages' runtime chunk: what every page with a widget needs (preact, r2wc, the shell, the base
 * styles, defaults, events, analytics). Code only some widgets share (form logic) gets a chunk of its own.
 */
export const inPagesRuntime = (id: string) =>
  /node_modules|widgets\/common\/(define|Fallback|base-css|defaults|events)\.|shared\/analytics\.ts/.test(id);

// --- partners -----------------------------------------------------------------------------------

export const embeddable = catalog.filter((e) => e.embeddable);

/** The module that says whether code is the partner release (widgets/common/on-partner.ts): `true` in this build. */
export const ON_PARTNER = /[\\/]widgets[\\/]common[\\/]on-partner\.ts$/;

/** The source each partner element module starts from: the folder's partner.ts, else its widget.ts (defined as it is). */
export const partnerSource = (e: CatalogEntry) =>
  e.partnerEntry ? `widgets/${e.folder}/${e.partnerEntry}` : `widgets/${e.folder}/widget.ts`;

/**
 * Small modules that several widgets use, put in the partners' shared runtime chunk (every element entry imports
 * them) instead of a chunk file each: a file this small costs more gzip as its own request than its code does inside
 * the runtime. The partner page (calculator, quote form and gallery) and the contact form or gallery alone download
 * less; the calculator, chat button or FAQ alone (which use fewer of them) a little more, a trade measured when it
 * was made (docs/performance.md has today's sizes). json-property.ts (the gallery and the FAQ) likewise.
 */
export const inPartnerRuntime = [
  'shared/analytics.ts',
  'shared/safe-url.ts',
  'widgets/common/json-property.ts',
  'widgets/partner/runtime/facts.ts',
  // folded into the code that reads it: as a chunk of its own it would be an empty file
  'widgets/common/on-partner.ts',
];

/** `1.5rem` -> `24px`: our CSS is written for a 16 px root (our pages have one), and a partner's root may be anything. */
export const remToPx = (css: string) =>
  css.replace(/(?<![\w.-])(\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * 16).toFixed(2)}px`);

/** A style module's source for partners: its .css files (widgets/build/css-file.ts) in px and minified, `rem` in px. */
export const forPartners = (source: string, id: string): string =>
  remToPx(inlineCssFiles(source, id, { prepare: remToPx }) ?? source);
