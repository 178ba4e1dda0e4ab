/**
 * The space each partner widget takes before its code has run, so text below it does not move when it
 * arrives (issue 14, item 5; docs/widgets.md "Loader"). The loader adopts these `:not(:defined)` rules
 * into the partner's document as a constructable stylesheet (no <style> element: a strict style-src and
 * Trusted Types pass). Heights are each widget's first render in a 1280 px wide column with 16 px text,
 * and, below 640 px of viewport, in a 375 px phone; measured by tests/browser/partner-loader.spec.ts,
 * which fails when a widget's first render no longer fits its reservation.
 */
export interface Reserve {
  /** first-render height on a wide page, px */
  wide: number;
  /** first-render height on a phone, px */
  narrow: number;
}

export const reserve: Record<string, Reserve> = {
  'steel-calculator': { wide: 1249.8, narrow: 2743.3 },
  'steel-quote-form': { wide: 746.3, narrow: 1075.1 },
  'steel-contact-form': { wide: 834.3, narrow: 1256.7 },
  // fixed to a corner of the viewport: it takes no space in the page
  'steel-chat-button': { wide: 0, narrow: 0 },
  'steel-faq': { wide: 529, narrow: 545.7 },
  // our /gallery page's 15 photos in 4 columns (wide) and 1 column (narrow)
  'steel-gallery': { wide: 1112, narrow: 4742.8 },
};

/** The reserve rules as CSS: a block of the widget's first-render height until its element is defined. */
export function reserveCss(sizes: Record<string, Reserve> = reserve): string {
  const rule = (tag: string, h: number) => `${tag}:not(:defined){display:block;min-height:${h}px}`;
  const entries = Object.entries(sizes).filter(([, r]) => r.wide || r.narrow);
  return (
    entries.map(([t, r]) => rule(t, r.wide)).join('') +
    `@media (max-width:639px){${entries.map(([t, r]) => rule(t, r.narrow)).join('')}}`
  );
}
