import { readFileSync, existsSync } from 'node:fs';
import { Window } from 'happy-dom';
import { generalRoutes, serviceRoutes } from '../routes.ts';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';

export const ROOT = `${distDir}/site`;
export const SITE_URL = readData('business').siteUrl as string;

export { generalRoutes, serviceRoutes };
/** The site's pages (/embed, a page for partners, has build checks of its own). */
export const allRoutes = [...generalRoutes, ...serviceRoutes];
export const noindexRoutes = ['/thank-you'];

export const fileFor = (route: string) => `${ROOT}${route === '/' ? '/index' : route}.html`;

/** A parsed built page (happy-dom, scripts not run). */
export function page(routeOrFile: string): Document {
  const file = routeOrFile.endsWith('.html') ? routeOrFile : fileFor(routeOrFile);
  if (!existsSync(file)) throw new Error(`${file} was not built`);
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  const document = window.document as unknown as Document;
  document.write(readFileSync(file, 'utf8'));
  return document;
}

export const meta = (doc: Document, sel: string) => doc.querySelector(sel)?.getAttribute('content') ?? null;

/** All JSON-LD objects of a page (throws if one does not parse). */
export function jsonLd(doc: Document): any[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}
export const types = (objs: any[]) => objs.flatMap((o) => [o['@type']].flat());
