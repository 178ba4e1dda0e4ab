import { site, routes, pageUrl, liveLandingPages } from './data.ts';
import { landingUrl } from '../../shared/landing.ts';
import { sha256, moduleLoader } from './assets.ts';
import { landingChoice } from './landing-choice.ts';
import { FACTS_URL, RESERVE_URL } from '../../widgets/partner/loader/host-files.ts';
import { releases } from '../../widgets/releases.ts';
import { endpointOrigin } from '../../shared/form-endpoint.ts';
import { ADMIN_OPENER_POLICY, ADMIN_URL, adminCsp } from './admin.ts';

/**
 * The security and caching headers, written once here and emitted as dist/site/_headers
 * (Netlify / Cloudflare Pages format; the README shows the same for nginx).
 */
// What gtag.js needs once a visitor accepts analytics (Google's documented CSP for GA4), and only when an ID is set.
const analytics = site.business.analytics.measurementId
  ? {
      script: ['https://www.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    }
  : { script: [], img: [], connect: [] };

/** The form endpoint's origin (business.json formEndpoint): where the forms post, with and without JavaScript. */
export const formOrigin = endpointOrigin(site.business.formEndpoint);

// the inline scripts: every page's module loader, and a landing page's choice of headline (landing-choice.ts), the
// latter only while a landing page runs (the policy is the same on every response)
const scriptSrc = [
  "script-src 'self'",
  sha256(moduleLoader),
  ...(liveLandingPages.length ? [sha256(landingChoice)] : []),
  ...analytics.script,
].join(' ');

/** Where browsers send violation reports (business.json `cspReportUri`); no reporting when it is empty. */
export const reportUri = site.business.cspReportUri ?? '';

/** The contact page's map is a frame from Google (site/scripts/map.ts). */
export const MAP_PAGE = pageUrl('contact');
export const MAP_FRAME_SRC = 'https://www.google.com';
/** /embed shows each widget's preview page, /embed-preview/<tag>, in a frame of ours (site/scripts/embed.ts). */
export const PREVIEW_PAGE = pageUrl('embed');

/** The frames a page may show, narrowing the header's list; every other page shows none. */
export const pageFrames: Record<string, string> = { [MAP_PAGE]: MAP_FRAME_SRC, [PREVIEW_PAGE]: "'self'" };

/**
 * The whole policy, in the header of every response (pages, files, the 404 page), the same everywhere: hosts
 * that join the headers of every matching rule (Cloudflare Pages) would otherwise send a page two policies.
 * Inline styles and the frames of pageFrames are allowed here and narrowed by each page's <meta> (pageCsp): to
 * the hashes of exactly the styles that page carries, and to that page's own frames (none on most). A browser
 * enforces both policies, so the pair allows only those.
 */
export function headerCsp(): string {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...analytics.img].join(' '),
    // fonts and fetches: default-src 'self'; gtag's hosts only when analytics is configured, the form endpoint when set
    ...(analytics.connect.length || formOrigin
      ? [["connect-src 'self'", ...analytics.connect, formOrigin].filter(Boolean).join(' ')]
      : []),
    // Google's map (the contact page) and our preview pages (/embed); each page's <meta> narrows this.
    ['frame-src', ...new Set(Object.values(pageFrames))].join(' '),
    "base-uri 'self'",
    ["form-action 'self' mailto:", formOrigin].filter(Boolean).join(' '),
    "object-src 'none'",
    "frame-ancestors 'self'",
    ...(reportUri ? [`report-uri ${reportUri}`, 'report-to csp'] : []),
  ].join('; ');
}

/**
 * A page's own policy, in a <meta> at the top of its <head>: what is the page's own, the inline styles it
 * carries (its share of the site stylesheet, its widgets' shadow-root styles), so the hashes of 27 pages
 * need not ride in the header of every response, and the frames it shows (pageFrames), else none.
 */
export function pageCsp(html: string, url: string): string {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  return [["style-src 'self'", ...new Set(styles)].join(' '), `frame-src ${pageFrames[url] ?? "'none'"}`].join('; ');
}

export const csp = headerCsp();

export const security: [string, string][] = [
  ['Content-Security-Policy', csp],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  // Other sites (the map, the social profiles, WhatsApp) need no referrer from us; shorter than the browsers' default
  // strict-origin-when-cross-origin, and as private for the HTTP Observatory.
  ['Referrer-Policy', 'same-origin'],
  // The powerful features a stolen page could ask for (a web page has no use for WebUSB here either way).
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // No X-Frame-Options: frame-ancestors in the policy replaces it in every current browser (and the
  // HTTP Observatory counts it), and each header byte counts against the first round trip.
  ...(reportUri ? [['Reporting-Endpoints', `csp="${reportUri}"`] as [string, string]] : []),
];

const immutable = 'public, max-age=31536000, immutable';
/** The /embed/v1/ alias: fresh for 5 minutes, then served while revalidating for up to a day. */
export const EMBED_ALIAS_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/** Any origin may load the embed files as scripts and modules (a module script is fetched with CORS). */
const crossOrigin: [string, string][] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
];
/** A header name with this mark takes back what an earlier matching rule set (`! Name` in `_headers`). */
export const DETACH = '! ';
export const rules: { pattern: string; headers: [string, string][] }[] = [
  // Hosts apply every rule that matches a path, so Cache-Control is set once per kind of file, never in /*.
  { pattern: '/*', headers: security },
  // Pages: always revalidate, so a change shows at once. One rule per page path (clean URLs have no extension).
  // Landing pages are pages too, though not in `routes` (the sitemap's list).
  ...[...routes.map((r) => r.url), ...liveLandingPages.map((p) => landingUrl(p.slug)), '/404.html'].map((url) => ({
    pattern: url,
    headers: [['Cache-Control', 'no-cache']] as [string, string][], // stored, but checked with the host before each use
  })),
  // The /embed previews (site/pages/embed-preview.11ty.ts) are pages too.
  { pattern: '/embed-preview/*', headers: [['Cache-Control', 'no-cache']] },
  { pattern: '/assets/*', headers: [['Cache-Control', immutable]] },
  // Photos are named by a hash of their content. The partner gallery shows them on other sites, where a
  // page with Cross-Origin-Embedder-Policy: require-corp accepts only images that allow it.
  {
    pattern: '/img/*',
    headers: [
      ['Cache-Control', immutable],
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ],
  },
  { pattern: '/og/*', headers: [['Cache-Control', 'public, max-age=86400']] },
  // Partner sites on any origin load the embed release (docs/widgets.md "Releases"). /embed/<version>/ never
  // changes, so it is cached for a year; one rule per pinned release of the changelog, since every build
  // serves the older ones again (site/static/embed/<version>/). /embed/v1/ is the moving alias: cached for
  // minutes and then served stale while it revalidates for a day, so a fix reaches every visitor within a day.
  ...releases
    .filter((r) => r.pinned)
    .map((r) => ({
      pattern: `/embed/${r.version}/*`,
      headers: [['Cache-Control', immutable], ...crossOrigin] as [string, string][],
    })),
  { pattern: '/embed/v1/*', headers: [['Cache-Control', EMBED_ALIAS_CACHE], ...crossOrigin] },
  // Today's business facts, which every release reads (docs/widgets.md "Live facts"): like the alias, a change
  // reaches every partner page within a day, most within minutes.
  { pattern: FACTS_URL, headers: [['Cache-Control', EMBED_ALIAS_CACHE], ...crossOrigin] },
  // The reserve rules made from them (docs/widgets.md "Reserved space"), the same way.
  { pattern: RESERVE_URL, headers: [['Cache-Control', EMBED_ALIAS_CACHE], ...crossOrigin] },
  // The owner's editor (site/_includes/admin.ts) has its own policy instead of the site's: `! Name` takes back a
  // header of an earlier rule (Cloudflare Pages' detach; on Netlify a later rule's header replaces it anyway).
  // `/admin` too: static hosts and our test server serve the editor there as well as at /admin/.
  ...[ADMIN_URL.slice(0, -1), `${ADMIN_URL}*`].map((pattern) => ({
    pattern,
    headers: [
      [DETACH + 'Content-Security-Policy', ''],
      ['Content-Security-Policy', adminCsp],
      // The sign-in window (the OAuth provider, another origin) hands the token back through window.opener, which
      // the site's same-origin policy would cut; popups the editor opens keep it, nothing else changes.
      [DETACH + 'Cross-Origin-Opener-Policy', ''],
      ['Cross-Origin-Opener-Policy', ADMIN_OPENER_POLICY],
      ['Cache-Control', 'no-cache'],
    ] as [string, string][],
  })),
];

export function headersFile(): string {
  const line = ([k, v]: [string, string]) => (k.startsWith(DETACH) ? `  ${k}` : `  ${k}: ${v}`);
  return rules.map((r) => `${r.pattern}\n${r.headers.map(line).join('\n')}`).join('\n\n') + '\n';
}
