import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { PurgeCSS } from 'purgecss';
import purgeHtml from 'purgecss-from-html';
import { entriesFor, siteCss } from './assets.ts';

/*
 * Each page inlines only the rules of the site stylesheet that can match something on it: the home page
 * needs no legal or table styles, a legal page no review cards. The HTML has to arrive in the first
 * round trip of a new connection (about 14 KB), so every byte of unused CSS delays the first paint.
 */

/**
 * The site scripts this page loads, for the classes, tags and attributes they add after load (the map frame, the
 * consent banner, [open]): their code without comments, or a comment naming consent.ts would keep the consent
 * banner's rules on pages that have no banner.
 */
const scriptsOf = (html: string) =>
  entriesFor(html)
    .filter((e) => e.startsWith('site/scripts/'))
    .map((e) => ({ raw: transformSync(readFileSync(e, 'utf8'), { loader: 'ts' }).code, extension: 'js' }));

/** The site stylesheet less the rules nothing on this page (nor a script it loads) can match. */
export async function cssFor(html: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: 'html' },
      // An HTML parser reads <noscript> as text (as a browser with scripting does): its markup is read apart.
      ...[...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => ({ raw: m[1], extension: 'html' })),
      ...scriptsOf(html),
    ],
    // The page's real tags, classes, ids and attributes, not every word of its text ("timeline" in a label).
    extractors: [{ extractor: purgeHtml, extensions: ['html'] }],
    css: [{ raw: siteCss }],
    // A selector made only of pseudo-classes (the focus ring, :root) applies to every page.
    safelist: { standard: [/^:[\w-]+$/] },
  });
  return result.css;
}
