import { readFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { site } from './data.ts';
import { distDir } from '../../shared/data-set.js';
import { catalog, registerEntry } from '../../widgets/catalog.ts';
import { siteCssSource } from './site-css.ts';
// `site` is the validated data (docs/design.md: "One data path").

/**
 * The site stylesheet (its files beside what they style, joined in order: site-css.ts), minified and inlined into
 * every page (no render-blocking request).
 */
export const siteCss = transformSync(siteCssSource(), {
  loader: 'css',
  minify: true,
}).code.trim();
/**
 * The favicon, inline: a separate request for it would start before the first paint and compete with
 * the page (Lighthouse counts it). /favicon.svg stays for crawlers and the JSON-LD logo.
 */
export const faviconUri = `data:image/svg+xml,${readFileSync('site/static/favicon.svg', 'utf8')
  .trim()
  .replace(/"/g, "'")
  .replace(/[\s#<>%]/g, encodeURIComponent)}`;
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  name?: string;
  src?: string;
}
/** Written by `vite build` outside the deploy folder (vite.config.ts). */
const MANIFEST = `${distDir}/vite-manifest.json`;

function manifest(): Record<string, ManifestEntry> {
  if (!existsSync(MANIFEST))
    throw new Error(`${MANIFEST} is missing: run \`npx vite build\` before Eleventy (npm run build does both).`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The source entries a page loads: the site script, the page scripts its HTML asks for, one per widget tag. */
export function entriesFor(html: string): string[] {
  const tags = [...new Set([...html.matchAll(/<steel-([a-z-]+)/g)].map((x) => x[1]))].sort();
  return [
    'site/scripts/site.ts',
    ...(html.includes('data-map-slot') ? ['site/scripts/map.ts'] : []),
    ...(html.includes('data-composed') ? ['site/scripts/thank-you.ts'] : []),
    ...(html.includes('data-configure') ? ['site/scripts/embed.ts'] : []),
    ...(html.includes('data-landing') ? ['site/scripts/landing.ts'] : []),
    // No analytics code at all unless a measurement ID is configured.
    ...(site.business.analytics.measurementId ? ['site/scripts/consent.ts'] : []),
    ...tags.map((t) => {
      const e = catalog.find((c) => c.tag === `steel-${t}`);
      if (!e) throw new Error(`<steel-${t}> is not in widgets/catalog.ts`);
      return registerEntry(e);
    }),
  ];
}

/** Module scripts a page needs (entriesFor), and preloads for their shared chunks. */
export function scriptsFor(html: string): { modules: string[]; preloads: string[] } {
  const m = manifest();
  const entries = entriesFor(html);
  const modules: string[] = [];
  const preloads = new Set<string>();
  for (const key of entries) {
    const e = m[key];
    if (!e) throw new Error(`No built script for ${key}: is it listed in vite.config.ts?`);
    modules.push(`/assets/${e.file}`);
    const walk = (k: string) =>
      m[k]?.imports?.forEach((i) => {
        preloads.add(`/assets/${m[i].file}`);
        walk(i);
      });
    walk(key);
  }
  return { modules, preloads: [...preloads] };
}

/**
 * Every page's inline script (its hash is in the CSP; a landing page has one more, landing-choice.ts): it starts
 * the page's modules once the browser reports the first contentful paint. The page is complete before any script runs (widgets are pre-rendered),
 * so nothing waits for JavaScript, and no script request competes with the document for the first
 * paint. (Lighthouse's LCP model counts every request that starts before the paint, whatever its
 * priority, so "after the next frame" is not enough: that frame may come before the text is painted.)
 * Browsers without paint timing start them after the document is parsed and a frame has passed.
 * The list (shared chunks first, all fetched in parallel) is in the meta tag; each import starts in a task of its
 * own, as all of them in one task made a long task on a slow phone (Lighthouse's Total Blocking Time counted it).
 */
export const moduleLoader =
  "const go=()=>document.querySelector('meta[name=steel-modules]').content.split(' ').forEach((s)=>setTimeout(()=>import(s)));" +
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((l,o)=>{l.getEntriesByName('first-contentful-paint')[0]&&(o.disconnect(),setTimeout(go))}).observe({type:'paint',buffered:!0})" +
  ":addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(go)));";
