import { RESERVE_URL } from '../../widgets/partner/facts-file.ts';
/**
 * The snippet a partner pastes for one widget (docs/widgets.md#public-interface): the reserve stylesheet and
 * the loader, then the tag with the attributes they chose and its fallback inside, and their colours as a CSS rule
 * (not a style attribute, which a strict style-src policy would refuse). The stylesheet (the live reserve rules,
 * from our host) is render-blocking in every browser, so each widget's box has its space from the first frame and
 * nothing below it moves when the widget arrives (docs/widgets.md "Reserved space"); the loader need not block
 * anything. The fallback (widgets/partner/fallback.ts) is what a visitor sees where the script never runs.
 * Shared by the /embed page's build (the default snippets, there without JavaScript), its script
 * (site/scripts/embed.ts) and the partner-page tests, so they never disagree.
 */
export interface SnippetOptions {
  /** the loader's address: https://<site>/embed/v1/loader.js */
  loader: string;
  tag: string;
  /** attribute -> value; empty values are left out */
  attrs?: Record<string, string>;
  /** custom property -> value, e.g. { '--steel-accent': '#fde047' } */
  colours?: Record<string, string>;
  /** the HTML the tag holds until the widget runs (widgets/partner/fallback.ts) */
  fallback?: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The live reserve stylesheet of a loader's host: .../embed/v1/loader.js -> .../embed/reserve-v1.css. It follows the
 * data of each build (widgets/partner/reserve.ts), so it has no release folder and no integrity hash, like the facts.
 */
export const reserveHref = (loader: string) => loader.replace(/\/embed\/[^/]+\/loader\.js$/, RESERVE_URL);

/** With a pinned release, the loader's Subresource Integrity hash (CORS, so `crossorigin`). */
export interface Pinned {
  loader: string;
}
const sri = (hash?: string) => (hash ? ` integrity="${hash}" crossorigin="anonymous"` : '');

/** The page's lines, once per page (in the head): the reserve stylesheet, then the loader. */
export const loaderLine = (loader: string, pinned?: Pinned) =>
  `<script type="module" async src="${loader}"${sri(pinned?.loader)}></script>`;

export function snippet({ loader, tag, attrs = {}, colours = {}, fallback = '' }: SnippetOptions): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  const c = Object.entries(colours)
    .map(([k, v]) => ` ${k}: ${v};`)
    .join('');
  return (
    `${loaderLine(loader)}\n` +
    (c ? `<style>\n  ${tag} {${c} }\n</style>\n` : '') +
    `<${tag}${a}>${fallback ? `\n  ${fallback}\n` : ''}</${tag}>`
  );
}
