import { site, routes } from './data.ts';
import { sha256, moduleLoader } from './assets.ts';

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

const scriptSrc = ["script-src 'self'", sha256(moduleLoader), ...analytics.script].join(' ');

/** Where browsers send violation reports (business.json `cspReportUri`); no reporting when it is empty. */
export const reportUri = site.business.cspReportUri ?? '';

/** The only page with a frame: the contact page's map, from Google (site/scripts/map.ts). */
export const MAP_PAGE = '/contact';
export const MAP_FRAME_SRC = 'https://www.google.com';

/**
 * The whole policy, in the header of every response (pages, files, the 404 page). Inline styles are
 * allowed here and narrowed by each page's <meta> (pageCsp) to the hashes of exactly the styles that
 * page carries: a browser enforces both policies, so the pair allows only those. Frames: none from other sites, except
 * Google's map on the contact page (its own rule in _headers replaces this header there).
 */
export function headerCsp({ frames = false } = {}): string {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...analytics.img].join(' '),
    // fonts and fetches: default-src 'self'; gtag's hosts only when analytics is configured
    ...(analytics.connect.length ? [["connect-src 'self'", ...analytics.connect].join(' ')] : []),
    // Frames: default-src 'self' (no other site) everywhere but the map page.
    ...(frames ? [`frame-src ${MAP_FRAME_SRC}`] : []),
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
    "frame-ancestors 'self'",
    ...(reportUri ? [`report-uri ${reportUri}`, 'report-to csp'] : []),
  ].join('; ');
}

/**
 * A page's own policy, in a <meta> at the top of its <head>: only what needs the page's own hashes,
 * the inline styles it carries (its share of the site stylesheet, its widgets' shadow-root styles), so
 * the hashes of 27 pages need not ride in the header of every response.
 */
export function pageCsp(html: string): string {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  return ["style-src 'self'", ...new Set(styles)].join(' ');
}

export const csp = headerCsp();

export const security: [string, string][] = [
  ['Content-Security-Policy', csp],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // No X-Frame-Options: frame-ancestors in the policy replaces it in every current browser (and the
  // HTTP Observatory counts it), and each header byte counts against the first round trip.
  ...(reportUri ? [['Reporting-Endpoints', `csp="${reportUri}"`] as [string, string]] : []),
];

const immutable = 'public, max-age=31536000, immutable';
export const rules: { pattern: string; headers: [string, string][] }[] = [
  // Hosts apply every rule that matches a path, so Cache-Control is set once per kind of file, never in /*.
  { pattern: '/*', headers: security },
  // Pages: always revalidate, so a change shows at once. One rule per page path (clean URLs have no extension).
  // The map page's policy allows its frame; hosts that apply rules in order (Netlify, scripts/serve.js) let it replace the /* one.
  // Cloudflare Pages joins repeated headers instead (two policies, both enforced: the map would be refused there);
  // on it, detach the /* policy for /contact with a `! Content-Security-Policy` line in that block.
  ...[...routes.map((r) => r.url), '/404.html'].map((url) => ({
    pattern: url,
    headers: [
      ['Cache-Control', 'no-cache'], // stored, but checked with the host before each use
      ...(url === MAP_PAGE ? [['Content-Security-Policy', headerCsp({ frames: true })]] : []),
    ] as [string, string][],
  })),
  // The /embed previews (site/pages/embed-preview.11ty.ts) are pages too.
  { pattern: '/embed-preview/*', headers: [['Cache-Control', 'no-cache']] },
  { pattern: '/assets/*', headers: [['Cache-Control', immutable]] },
  // Photos are named by a hash of their content. The partner gallery shows them on other sites, where a
  // page with Cross-Origin-Embedder-Policy: require-corp accepts only images that allow it.
  { pattern: '/img/*', headers: [['Cache-Control', immutable], ['Cross-Origin-Resource-Policy', 'cross-origin']] },
  { pattern: '/og/*', headers: [['Cache-Control', 'public, max-age=86400']] },
  // Partner sites on any origin load the embed bundles; the path is versioned, so they cache for a year.
  {
    pattern: '/embed/v1/*',
    headers: [['Cache-Control', immutable], ['Access-Control-Allow-Origin', '*'], ['Cross-Origin-Resource-Policy', 'cross-origin']],
  },
];

export function headersFile(): string {
  return rules.map((r) => `${r.pattern}\n${r.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n\n') + '\n';
}
