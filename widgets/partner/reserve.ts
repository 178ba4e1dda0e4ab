import { elements } from '../catalog.ts';
import type { Reserve } from '../common/element-interface.ts';

export type { Reserve };

/**
 * The space each partner widget takes on a partner's page (docs/widgets.md "Reserved space"): a floor its
 * box keeps before and after its code has run, so text below it is painted once, in its place, in every
 * engine. The partner snippet loads these rules as a render-blocking stylesheet, /embed/<version>/reserve.css
 * (written by tsup.config.ts), and the loader adopts the same rules as a constructable stylesheet (for open
 * shadow roots and for snippets without the stylesheet).
 *
 * Why a floor and not each engine's exact height: the widgets take the partner's font, so their text wraps
 * differently by engine and font (Chromium, Firefox and WebKit on one machine differ by up to 68 px). Each
 * value (the widget's interface.ts `reserve`) is the tallest first render of Chromium, Firefox and WebKit for a full-width column with 16 px text
 * (`node scripts/reserve-heights.js` after `npm run build` measures them): in an engine or font that renders
 * shorter, the box keeps the floor and the widget has some empty space under it instead of a shift.
 * tests/browser/partner-loader.spec.ts fails when a first render outgrows its floor.
 * Here: each embeddable widget's floor, by tag.
 */
export const reserve: Record<string, Reserve> = Object.fromEntries(
  elements.flatMap((e) => (e.embeddable && e.reserve ? [[e.tag, e.reserve]] : [])),
);

/** Phone and small-phone widths, as media queries on the viewport (a partner's full-width column). */
export const NARROW = '(max-width:639px)';
export const SMALL = '(max-width:375px)';

/**
 * The reserve rules as CSS: the widget's box is at least its first-render height (docs/widgets.md). `:where()`
 * gives them no specificity, so any rule of the partner's for the tag wins, wherever it is: the loader's adopted
 * copy comes after every stylesheet of the page in the cascade.
 */
export function reserveCss(sizes: Record<string, Reserve> = reserve): string {
  const entries = Object.entries(sizes).filter(([, r]) => r.wide || r.narrow);
  // display:block in every rule (an undefined element is inline, where min-height does nothing): repeated, it
  // costs fewer gzip bytes in the loader than once.
  const rules = (height: (r: Reserve) => number | undefined) =>
    entries
      .filter(([, r]) => height(r) !== undefined)
      .map(([tag, r]) => `:where(${tag}${r.when ?? ''}){display:block;min-height:${height(r)}px}`)
      .join('');
  const small = rules((r) => r.small);
  return (
    rules((r) => r.wide) + `@media ${NARROW}{${rules((r) => r.narrow)}}` + (small ? `@media ${SMALL}{${small}}` : '')
  );
}
