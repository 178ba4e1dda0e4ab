import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * The site stylesheet is made of many files, each beside what it styles: a component's or layout part's rules in
 * <Name>.css beside <Name>.tsx (site/_includes/), a page's in site/pages/<page>.css, a page script's in
 * site/scripts/<script>.css, and what every page shares in site/styles/ (tokens and reset first, base.css).
 * The build joins them into one (siteCss in assets.ts minifies it, page-css.ts keeps each page's share, and the
 * editor's previews get it whole as /admin/site.css: site/pages/admin-css.11ty.ts).
 */

/**
 * The order the files are joined in: the cascade's order, so a later rule of equal specificity wins (the header's
 * parts before the landing page's header, reduced motion after every transition, the scroll padding after the
 * floating bars). It is the page's order, top to bottom, then what spans the page. A new .css file under site/ must
 * be listed here: the build stops naming it otherwise, so no file is left out, or joined in an order nobody chose.
 */
export const SITE_CSS_ORDER = [
  'site/styles/base.css',
  'site/_includes/layout/Header.css',
  'site/_includes/layout/Breadcrumbs.css',
  'site/_includes/components/ui.css',
  'site/styles/sections.css',
  'site/_includes/components/QuoteArea.css',
  'site/_includes/components/ReviewList.css',
  'site/_includes/components/TeamList.css',
  'site/pages/areas.css',
  'site/pages/legal.css',
  'site/pages/sitemap.css',
  'site/scripts/map.css',
  'site/pages/thank-you.css',
  'site/pages/embed.css',
  'site/_includes/layout/Footer.css',
  'site/_includes/layout/Floating.css',
  'site/styles/motion.css',
  'site/scripts/consent.css',
  'site/_includes/components/Icon.css',
  'site/styles/utilities.css',
  'site/pages/landing.css',
];

/** Folders whose .css files are not the site stylesheet's: copied as they are (site/static), or the editor's own. */
const NOT_SITE_CSS = ['site/static', 'site/admin'];

/** Every .css file under site/ that is part of the site stylesheet, found by folder. */
export function siteCssFiles(root = 'site'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = relative('.', join(dir, e.name)).replaceAll('\\', '/');
      if (e.isDirectory()) {
        if (!NOT_SITE_CSS.includes(path)) walk(path);
      } else if (e.name.endsWith('.css')) found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

/** The site stylesheet's source: its files joined in SITE_CSS_ORDER; throws when a file is not listed, or is missing. */
export function siteCssSource(): string {
  const found = siteCssFiles();
  const unlisted = found.filter((f) => !SITE_CSS_ORDER.includes(f));
  const missing = SITE_CSS_ORDER.filter((f) => !found.includes(f));
  if (unlisted.length || missing.length)
    throw new Error(
      `The site stylesheet's files and SITE_CSS_ORDER (site/_includes/site-css.ts) differ: ${[
        ...unlisted.map((f) => `${f} is not listed`),
        ...missing.map((f) => `${f} is listed but missing`),
      ].join('; ')}`,
    );
  return SITE_CSS_ORDER.map((f) => readFileSync(f, 'utf8')).join('\n');
}
