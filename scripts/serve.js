// Serves dist/site the way a static host or CDN does: clean URLs, 404.html with status 404,
// the _redirects and _headers files applied, and brotli/gzip compression.
// Usage: node scripts/serve.js [--port 8080] [--root dist/site]
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const root = opt('root', 'dist/site');
const port = Number(opt('port', process.env.PORT ?? 8080));
const host = opt('host', '127.0.0.1');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** `_headers`: a path pattern line, then indented `Name: value` lines (Netlify / Cloudflare Pages format). */
function readHeaders() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const matches = (pattern, path) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

function readRedirects() {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').map((l) => l.trim().split(/\s+/)).filter((p) => p.length >= 2 && !p[0].startsWith('#'))
    .map(([from, to, status = '301']) => ({ from, to, status: Number(status) }));
}

function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [join(clean, 'index.html')] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const c of candidates) {
    const full = join(root, c);
    if (full.startsWith(normalize(root)) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

const cache = new Map();
function body(file, encoding) {
  const key = `${file}:${encoding}`;
  const mtime = statSync(file).mtimeMs;
  const hit = cache.get(key);
  if (hit && hit.mtime === mtime) return hit.data;
  const raw = readFileSync(file);
  const data = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
  cache.set(key, { mtime, data });
  return data;
}

export function start({ port: p = port, host: h = host } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const headerRules = readHeaders();
    const redirect = readRedirects().find((r) => r.from === url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to });
      return res.end();
    }
    let file = resolveFile(url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    for (const rule of headerRules) if (matches(rule.pattern, url.pathname)) for (const [k, v] of rule.headers) headers[k] = v;
    if (encoding) headers['Content-Encoding'] = encoding;
    const data = body(file, encoding);
    headers['Content-Length'] = data.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  });
  return new Promise((resolve) => server.listen(p, h, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await start();
  const { port: actual } = server.address();
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`);
}
