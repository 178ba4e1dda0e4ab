// Serves dist/site the way a static host or CDN does: clean URLs, 404.html with status 404,
// the _redirects and _headers files applied, and brotli/gzip compression.
// Files, types, ranges and ETags come from sirv; compression from the `compression` middleware;
// only the _headers / _redirects rules and the request gate below are our own code.
// Usage: node scripts/serve.js [--port 8080] [--root dist/site]
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import sirv from 'sirv';
import compression from 'compression';
import { distDir } from '../shared/data-set.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const rootDir = opt('root', `${distDir}/site`);
const port = Number(opt('port', process.env.PORT ?? 8080));
const host = opt('host', '127.0.0.1');

/** The `_headers` and `_redirects` rules of the folder `root`, read on each request. */
const rulesIn = (root) => ({ readHeaders: () => readHeaders(root), readRedirects: () => readRedirects(root) });

/** `_headers`: a path pattern line, then indented `Name: value` lines (Netlify / Cloudflare Pages format). */
function readHeaders(root) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (rules.length && line.trim().startsWith('! ')) rules.at(-1).headers.push([line.trim(), null]);
    else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const matches = (pattern, path) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

function readRedirects(root) {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((p) => p.length >= 2 && !p[0].startsWith('#'))
    .map(([from, to, status = '301']) => ({ from, to, status: Number(status) }));
}

/** The host's configuration files and dot files are never content. */
const hidden = (pathname) => /(^|\/)\./.test(pathname) || /^\/_(headers|redirects)$/.test(pathname);

export function start({ port: p = port, host: h = host, root = rootDir } = {}) {
  const { readHeaders, readRedirects } = rulesIn(root);
  /**
   * Every rule that matches the path, in file order; a later rule's header replaces an earlier one's (as on Netlify),
   * and `! Name` takes one back (as on Cloudflare Pages).
   */
  const applyHeaders = (res, pathname) => {
    for (const rule of readHeaders())
      if (matches(rule.pattern, pathname))
        for (const [k, v] of rule.headers) {
          if (v === null) res.removeHeader(k.slice(2));
          else res.setHeader(k, v);
        }
  };
  // dev: read the folder on each request, so a rebuild shows without a restart.
  // sirv's type table lacks .ico: /favicon.ico gets the type static hosts and nginx's mime.types give it.
  const files = sirv(root, {
    dev: true,
    extensions: ['html'],
    dotfiles: false,
    // A file's `.br` twin, where one was written beside it (npm run bench does, as a CDN keeps its compressed copies),
    // is sent as it is; every other file is compressed on each request below.
    brotli: true,
    setHeaders: (res, pathname) => pathname.endsWith('.ico') && res.setHeader('Content-Type', 'image/x-icon'),
  });
  const compress = compression({
    threshold: 0,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    level: 9,
    // The editor's Decap CMS (/admin/decap/, 5 MB) is sent as it is: brotli at quality 11 takes seconds for it on
    // each request, and it is no visitor's file (hosts compress it their own way).
    filter: (req, res) => !req.url.startsWith('/admin/decap/') && compression.filter(req, res),
  });
  const notFound = readFileSync.bind(null, join(root, '404.html'));

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method Not Allowed\n');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad Request\n');
    }
    const redirect = readRedirects().find((r) => r.from === pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to });
      return res.end();
    }
    compress(req, res, () => {
      applyHeaders(res, pathname);
      // No validators: the _headers rules decide caching (pages revalidate, assets are immutable), and the
      // first-round-trip budget counts every header byte (tests/browser/budgets.spec.ts).
      const writeHead = res.writeHead;
      res.writeHead = function (status, ...rest) {
        const headers = rest.find((h) => h && typeof h === 'object');
        if (headers) delete headers['Last-Modified'];
        return writeHead.call(this, status, ...rest);
      };
      const missing = () => {
        const page = existsSync(join(root, '404.html')) ? notFound() : Buffer.from('Not Found\n');
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : page);
      };
      if (hidden(pathname)) return missing();
      files(req, res, missing);
    });
  });
  return new Promise((resolve) => server.listen(p, h, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await start();
  const { port: actual } = server.address();
  console.log(`Serving ${rootDir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`);
}
