import { site, routes } from './data.ts';
import { sha256, moduleLoader } from './assets.ts';

/**
 * The security and caching headers, written once here and emitted as dist/site/_headers
 * (Netlify / Cloudflare Pages format; the README shows the same for nginx).
 */
const analytics = site.business.analytics.measurementId
  ? { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] }
  : { script: [], connect: [] };

const scriptSrc = ["script-src 'self'", sha256(moduleLoader), ...analytics.script].join(' ');

/**
 * A page's own policy, in a <meta> at the top of its <head>: it allows exactly the inline styles that
 * page carries (its share of the site stylesheet, its widgets' shadow-root styles), so the hashes of 27
 * pages need not ride in the header of every response.
 */
export function pageCsp(html: string): string {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  return [
    "default-src 'self'",
    scriptSrc,
    ["style-src 'self'", ...new Set(styles)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...analytics.connect].join(' '),
    // The contact page's map loads only when the visitor asks for it.
    'frame-src https://www.google.com',
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The header policy, on every response. A browser enforces it and the page's <meta> policy together.
 * It carries what a <meta> policy cannot (frame-ancestors) and keeps scripts and plugins out of files
 * that are not pages (an SVG opened on its own). It has no default-src: that would also govern styles
 * and refuse the inline ones each page's own policy allows.
 */
export const csp = [scriptSrc, "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"].join('; ');

export const security: [string, string][] = [
  ['Content-Security-Policy', csp],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

const immutable = 'public, max-age=31536000, immutable';
export const rules: { pattern: string; headers: [string, string][] }[] = [
  // Hosts apply every rule that matches a path, so Cache-Control is set once per kind of file, never in /*.
  { pattern: '/*', headers: security },
  // Pages: always revalidate, so a change shows at once. One rule per page path (clean URLs have no extension).
  ...[...routes.map((r) => r.url), '/404.html'].map((url) => ({ pattern: url, headers: [['Cache-Control', 'public, max-age=0, must-revalidate']] as [string, string][] })),
  { pattern: '/assets/*', headers: [['Cache-Control', immutable]] },
  { pattern: '/img/*', headers: [['Cache-Control', immutable]] },
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
