import { escapeHtml as escape } from '../../shared/html.ts';
/**
 * The snippet a partner pastes for one widget (docs/widgets.md#public-interface): the loader, then one `<style>`
 * with the widget's box rules (its floors by width and its placeholder's layout, widgets/partner/build/reserve.ts) and
 * the partner's colours, then the tag with the attributes they chose and its placeholder inside. Nothing in it is on
 * the path to the partner's first paint: the loader is an async module, the rules are inline (no request to our
 * host), and they give the widget's box its space from the first frame, filled by the placeholder
 * (widgets/partner/build/fallback.ts), so nothing below it moves when the widget arrives or if it never does
 * (docs/widgets.md "Reserved space"). The style's text is inside `<!-- -->`, which CSS ignores, on one line: where an
 * editor strips the `<style>` tag and keeps its text (WordPress's kses, for an author, which reads a comment only
 * within one line), the rules stay a comment, not words in the post.
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
  /** the HTML the tag holds until the widget runs (widgets/partner/build/fallback.ts) */
  fallback?: string;
  /** the widget's box rules, as the build wrote them that day (widgets/partner/build/reserve.ts `reserveCss` of its tag) */
  reserve?: string;
}

/** With a pinned release, the loader's Subresource Integrity hash (CORS, so `crossorigin`). */
export interface Pinned {
  loader: string;
}
const sri = (hash?: string) => (hash ? ` integrity="${hash}" crossorigin="anonymous"` : '');

/**
 * The page's line, once per page (in the head): the loader, `async` so that nothing waits for it (and a framework's
 * lint, such as Next.js's `no-sync-scripts`, accepts it as written), and `fetchpriority="low"`: Chromium fetches a
 * module script at High priority even when async, which puts it before the partner's own resources and, in
 * Lighthouse's simulation, on the path to the partner's first paint (docs/performance.md "A partner's page").
 */
export const loaderLine = (loader: string, pinned?: Pinned) =>
  `<script type="module" async fetchpriority="low" src="${loader}"${sri(pinned?.loader)}></script>`;

export function snippet({
  loader,
  tag,
  attrs = {},
  colours = {},
  fallback = '',
  reserve = '',
}: SnippetOptions): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  const c = Object.entries(colours)
    .map(([k, v]) => ` ${k}: ${v};`)
    .join('');
  return (
    `${loaderLine(loader)}\n` +
    (reserve || c ? `<style><!--${reserve}${c ? ` ${tag} {${c} }` : ''}--></style>\n` : '') +
    `<${tag}${a}>${fallback ? `\n  ${fallback}\n` : ''}</${tag}>`
  );
}
