/**
 * The snippet a partner pastes for one widget (docs/widgets.md#public-interface): the loader, then the
 * tag with the attributes they chose, and their colours as a CSS rule (not a style attribute, which a
 * strict style-src policy would refuse). `blocking="render"` holds the first paint until the loader has
 * reserved each widget's box, so nothing below it moves (docs/performance.md, partner rows). Shared by the /embed page's build (the default snippets, there
 * without JavaScript) and its script (site/scripts/embed.ts), so the two never disagree.
 */
export interface SnippetOptions {
  /** the loader's address: https://<site>/embed/v1/loader.js */
  loader: string;
  tag: string;
  /** attribute -> value; empty values are left out */
  attrs?: Record<string, string>;
  /** custom property -> value, e.g. { '--steel-accent': '#fde047' } */
  colours?: Record<string, string>;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The loader's line, once per page. */
export const loaderLine = (loader: string) => `<script type="module" src="${loader}" blocking="render"></script>`;

export function snippet({ loader, tag, attrs = {}, colours = {} }: SnippetOptions): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  const c = Object.entries(colours)
    .map(([k, v]) => ` ${k}: ${v};`)
    .join('');
  return `${loaderLine(loader)}\n` + (c ? `<style>\n  ${tag} {${c} }\n</style>\n` : '') + `<${tag}${a}></${tag}>`;
}
