import { loadAll, type SiteData } from '../../shared/data/load.ts';
import { chatLinks } from '../../shared/chat.ts';
import { telHref as tel } from '../../shared/tel.ts';
import { hasEnded, isoDay } from '../../shared/landing.ts';

/** All business data, validated once per build. */
export const site: SiteData = loadAll();
export type Service = SiteData['services'][number];
export type PageInfo = SiteData['pages'][number];

export const buildYear = new Date().getFullYear();
/** The build's day: a landing page whose last day is behind it is built as a redirect (shared/landing.ts). */
export const buildDay = isoDay(new Date());

export type LandingPage = SiteData['landing-pages'][number];
/** Campaign landing pages still running: built as pages, noindex and out of the sitemap (so not in `routes`). */
export const liveLandingPages = site['landing-pages'].filter((p) => !hasEnded(p, buildDay));
/** Those whose offer has ended: their address redirects (site/pages/redirects.11ty.ts, landing-ended.11ty.ts). */
export const endedLandingPages = site['landing-pages'].filter((p) => hasEnded(p, buildDay));

/** Absolute URL on the live site for a path like /about. */
export const absUrl = (path: string) => `${site.business.siteUrl}${path === '/' ? '/' : path}`;

export const telHref = tel(site.business.phone.e164);
export const mailHref = `mailto:${site.business.email}`;
export const chatHref = (text = site.business.chat.greeting) => chatLinks(site.business.chat.e164, text).web;

export const pageByKey = (key: string): PageInfo => {
  const p = site.pages.find((p) => p.key === key);
  if (!p) throw new Error(`shared/data/pages.json has no page with key "${key}"`);
  return p;
};

/** A page's address, from shared/data/pages.json: links name pages by key, so a page can move in one place. */
export const pageUrl = (key: string) => pageByKey(key).url;

/**
 * The output file of a page, from its URL in shared/data/pages.json (the only place page URLs are
 * written): `/` is index.html, `/about` is about.html, served at /about by every static host.
 */
export const pageFile = (key: string) => {
  const { url } = pageByKey(key);
  return url === '/' ? '/index.html' : `${url}.html`;
};

export const serviceUrl = (s: Service) => `/${s.slug}`;

export const groups = ['Core', 'Specialized', 'Technical', 'Architectural', 'Construction'] as const;
/** The groups that have services, in menu order (a group without one is left out, not shown empty). */
export const servicesByGroup = groups
  .map((g) => ({ group: g, services: site.services.filter((s) => s.group === g) }))
  .filter((g) => g.services.length > 0);

/** One entry per built page: what sitemap.xml, the sitemap page and the build checks list. */
export interface RouteInfo {
  url: string;
  title: string;
  description: string;
  group: string;
  indexable: boolean;
}
export const routes: RouteInfo[] = [
  ...site.pages.map((p) => ({
    url: p.url,
    title: p.navLabel === 'Home' ? 'Home' : p.title.split(' | ')[0],
    description: p.sitemapDescription,
    group: p.sitemapGroup,
    indexable: p.indexable,
  })),
  ...site.services.map((s) => ({
    url: serviceUrl(s),
    title: s.title,
    description: s.summary,
    group: 'Services',
    indexable: true,
  })),
];

/** Breadcrumb labels by path, from the data (pages.json `crumbLabel` or `navLabel`, a service's title). */
const crumbLabels: Record<string, string> = Object.fromEntries([
  ...site.pages.map((p) => [p.url, p.crumbLabel ?? p.navLabel]),
  ...site.services.map((s) => [`/${s.slug}`, s.title]),
]);
export const titleCase = (seg: string) =>
  seg
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export interface Crumb {
  label: string;
  url: string;
}
/** Home plus one crumb per path segment; the last one is the current page. */
export function breadcrumbs(url: string): Crumb[] {
  const segs = url.split('/').filter(Boolean);
  return [
    { label: 'Home', url: '/' },
    ...segs.map((seg, i) => {
      const url = '/' + segs.slice(0, i + 1).join('/');
      return { label: crumbLabels[url] ?? titleCase(seg), url };
    }),
  ];
}
