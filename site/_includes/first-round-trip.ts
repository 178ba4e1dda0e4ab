import { brotliCompressSync, constants } from 'node:zlib';

/*
 * A new connection delivers ten TCP segments (RFC 6928: 10 x 1460 bytes) in its first round trip; the rest waits
 * a whole round trip more, and so does the first paint (Lighthouse's network model counts it the same way). A page
 * whose headers and brotli HTML fit in that window paints after one round trip (docs/performance.md).
 *
 * How much of that window a page's text takes is the owner's choice, so the build only reports it: it prints each
 * page's margin and warns, naming the page, when one no longer fits (eleventy.config.js). What the code takes
 * (headers, CSS, scripts, the frame's markup) has hard budgets in tests/browser/budgets.ts, measured by budgets.spec.ts.
 */
export const FIRST_ROUND_TRIP = 10 * 1460;

/**
 * The headers a static host adds to every page beside those of `_headers`, as scripts/serve.js sends them (the
 * server the tests measure). Netlify and Cloudflare Pages send others of about the same size (server, etag, age).
 */
export const HOST_HEADERS: [string, string][] = [
  ['Content-Type', 'text/html;charset=utf-8'],
  ['Vary', 'Accept-Encoding'],
  ['Content-Encoding', 'br'],
  ['Date', 'Wed, 25 Nov 2026 01:05:36 GMT'],
  ['Connection', 'keep-alive'],
  ['Keep-Alive', 'timeout=5'],
  ['Transfer-Encoding', 'chunked'],
];

/** Brotli at the quality a CDN uses for static files (and scripts/serve.js). */
export const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

type Rule = { pattern: string; headers: [string, string][] };
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/** The response headers of a page: every `_headers` rule that matches its path (a later one wins), then the host's. */
export function pageHeaders(rules: Rule[], path: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  for (const r of rules)
    if (matches(r.pattern, path))
      for (const [k, v] of r.headers)
        if (k.startsWith('! ')) headers.delete(k.slice(2).toLowerCase());
        else headers.set(k.toLowerCase(), [k, v]);
  for (const [k, v] of HOST_HEADERS) headers.set(k.toLowerCase(), [k, v]);
  return [...headers.values()];
}

/** Bytes of a response head: `HTTP/1.1 200 OK`, `Name: value` lines, each with CRLF, and the blank line. */
export const headBytes = (headers: [string, string][], status = '200 OK') =>
  `HTTP/1.1 ${status}\r\n`.length + headers.reduce((n, [k, v]) => n + k.length + 2 + v.length + 2, 0) + 2;

export interface PageFit {
  path: string;
  head: number;
  body: number;
  /** bytes left in the first round trip; negative when the page no longer fits */
  margin: number;
}

export function pageFit(rules: Rule[], path: string, html: string): PageFit {
  // The 404 page counts as served at /404.html; at a missing address it is sent with 404 and without its Cache-Control.
  const head = headBytes(pageHeaders(rules, path));
  const body = brotli(html);
  return { path, head, body, margin: FIRST_ROUND_TRIP - head - body };
}

/** The served path of a page file in dist/site: index.html is `/`, about.html is `/about`, 404.html keeps its name. */
export function servedPath(file: string): string {
  const f = file.replace(/\\/g, '/');
  if (f === '404.html') return '/404.html';
  return `/${f.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The build's report: every page's margin on one line, and a warning for each page that no longer fits. */
export function report(fits: PageFit[]): { info: string; warnings: string[] } {
  const sorted = [...fits].sort((a, b) => a.margin - b.margin);
  const info =
    `First round trip (${FIRST_ROUND_TRIP} B of headers + brotli HTML), bytes to spare per page: ` +
    sorted.map((f) => `${f.path} ${f.margin}`).join(', ');
  const warnings = sorted
    .filter((f) => f.margin < 0)
    .map(
      (f) =>
        `Warning: ${f.path} is ${-f.margin} B over the first round trip (${f.head} B of headers + ${f.body} B of brotli ` +
        `HTML = ${f.head + f.body} B of ${FIRST_ROUND_TRIP} B). The page still works, but its first paint waits one ` +
        `more round trip (about 0.15 s on a mobile connection). To make it fit, shorten its text in shared/data/ ` +
        `(copy.json, services.json, ...) by about ${Math.ceil((-f.margin * 4) / 100) * 100} characters, or move a ` +
        `section to a page of its own; photo alt texts and the business details in every page's footer count too ` +
        `(docs/performance.md, "The first round trip").`,
    );
  return { info, warnings };
}

/**
 * What the code and configuration put into a page, without the owner's words: the page with its text left out
 * (text between tags, the JSON-LD, and the attributes that carry data: alt, title, content, aria-label, href, src,
 * srcset, sizes, value, placeholder, datetime, accept), so that longer copy leaves it as it is while more markup,
 * CSS or script grows it. The CSP <meta> and the module list stay: they are the code's.
 */
export function frameOf(html: string): string {
  return html
    .replace(/(<script type="application\/ld\+json">)[\s\S]*?(<\/script>)/g, '$1$2')
    .replace(/(<(style|script)\b[^>]*>[\s\S]*?<\/\2>)|>[^<]+</g, (m, code: string | undefined) => code ?? '><')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      /^<meta (http-equiv|name="steel-modules")/.test(tag)
        ? tag
        : tag.replace(
            / (alt|title|content|aria-label|href|src|srcset|sizes|value|placeholder|datetime|accept)="[^"]*"/g,
            ' $1=""',
          ),
    );
}
