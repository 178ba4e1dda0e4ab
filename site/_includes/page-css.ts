import { readdirSync, readFileSync } from 'node:fs';
import { PurgeCSS } from 'purgecss';
import { siteCss } from './assets.ts';

/*
 * Each page inlines only the rules of the site stylesheet that can match something on it: the home page
 * needs no legal or table styles, a legal page no review cards. The HTML has to arrive in the first
 * round trip of a new connection (about 14 KB), so every byte of unused CSS delays the first paint.
 */

/** Classes, tags and attributes the site scripts add after load (the map frame, the consent banner, [open]). */
const scripts = readdirSync('site/scripts')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ raw: readFileSync(`site/scripts/${f}`, 'utf8'), extension: 'js' }));

/** The site stylesheet less the rules nothing on this page (nor a site script) can match. */
export async function cssFor(html: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }, ...scripts],
    css: [{ raw: siteCss }],
    // A selector made only of pseudo-classes (the focus ring, :root) applies to every page.
    safelist: { standard: [/^:[\w-]+$/] },
  });
  return result.css;
}
