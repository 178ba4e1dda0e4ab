// Serves dist/site the way a static host or CDN does: clean URLs, 404.html with status 404,
// the _redirects and _headers files applied, and brotli/gzip compression.
// Files, types, ranges and ETags come from sirv; compression from the `compression` middleware, but for brotli,
// whose output for the same bytes is kept (`brotliOnce`, below);
// only that, the _headers / _redirects rules and the request gate below are our own code.
// Usage: node scripts/serve.js [--port 8080] [--root dist/site]
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import sirv from 'sirv';
import compression from 'compression';
import { distDir } from '../shared/data-set.js';

// the content negotiation of the `compression` middleware itself (its own dependency), so both choose alike
const Negotiator = createRequire(createRequire(import.meta.url).resolve('compression'))('negotiator');

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

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
/** Brotli output by the hash of its input: the same file is compressed once, not on every request. */
const compressed = new Map();
let compressedBytes = 0;
function brotliOf(body) {
  const key = createHash('sha256').update(body).digest('base64');
  let out = compressed.get(key);
  if (!out) {
    out = brotliCompressSync(body, BROTLI);
    // a long-running server over a folder that is rebuilt keeps at most about 100 MB of them
    if (compressedBytes > 100 * 1024 * 1024) [compressedBytes] = [0, compressed.clear()];
    compressed.set(key, out);
    compressedBytes += out.length;
  }
  return out;
}

/**
 * Brotli at quality 11 (as the build counts a page's bytes, site/_includes/first-round-trip.ts) costs tens of
 * milliseconds a page, and the tests ask for the same files thousands of times: where the `compression` middleware
 * would send brotli (a whole GET the client takes brotli for, of a compressible type, not already encoded), the
 * response is held whole and its kept brotli sent, with the same headers (`Content-Encoding: br`, chunked, no length;
 * the middleware then adds `Vary` and leaves it be as already encoded). Each file is thus compressed once a run, in
 * one piece, as the build's figures are.
 */
function brotliOnce(req, res, filter) {
  if (req.method !== 'GET' || req.headers.range) return;
  if (new Negotiator(req).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']) !== 'br') return;
  const [writeHead, write, end] = [res.writeHead, res.write, res.end];
  let chunks = null;
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((h) => h && typeof h === 'object');
    for (const [k, v] of Object.entries(headers ?? {})) this.setHeader(k, v);
    const cacheControl = String(this.getHeader('Cache-Control') ?? '');
    if (
      status >= 200 &&
      ![204, 304].includes(status) &&
      !this.getHeader('Content-Encoding') &&
      !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl) &&
      filter(req, this)
    ) {
      chunks = [];
      this.statusCode = status;
      return this;
    }
    return writeHead.call(this, status, ...rest.filter((h) => typeof h === 'string'));
  };
  res.write = function (chunk, encoding, done) {
    if (!chunks) return write.call(this, chunk, encoding, done);
    if (chunk) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    if (typeof (done ?? encoding) === 'function') process.nextTick(done ?? encoding);
    return true;
  };
  res.end = function (chunk, encoding, done) {
    if (!chunks) return end.call(this, chunk, encoding, done);
    if (chunk && typeof chunk !== 'function')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const body = brotliOf(Buffer.concat(chunks));
    chunks = null;
    this.removeHeader('Content-Length');
    this.setHeader('Content-Encoding', 'br');
    writeHead.call(this, this.statusCode);
    write.call(this, body);
    return end.call(
      this,
      [chunk, encoding, done].find((f) => typeof f === 'function'),
    );
  };
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
  // The editor's Decap CMS (/admin/decap/, 5 MB) is sent as it is: brotli at quality 11 takes seconds for it, and it
  // is no visitor's file (hosts compress it their own way).
  const filter = (req, res) => !req.url.startsWith('/admin/decap/') && compression.filter(req, res);
  const compress = compression({ threshold: 0, brotli: BROTLI, level: 9, filter });
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
      brotliOnce(req, res, filter);
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
