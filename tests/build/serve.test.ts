import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { start } from '../../scripts/serve.js';
import { ROOT } from './built-site.ts';
import { serveDuringTests } from '../lib/test-server.ts';

/*
 * scripts/serve.js (npm start, the browser tests, the benchmark) under requests a browser would never
 * make: malformed escapes, other methods, the host's own files. It must answer each and keep serving.
 */
const port = serveDuringTests();

/** A raw request: the path goes out exactly as written (fetch would re-encode it). */
const send = (path: string, method = 'GET', headers: Record<string, string> = {}, at = port()) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; raw: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: at, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body: raw.toString(), raw });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );

describe('scripts/serve.js', () => {
  it('answers a malformed escape with 400 and keeps serving', async () => {
    for (const bad of ['/%', '/%E0%A4%A', '/50%-off', '/assets/%ZZ']) expect((await send(bad)).status, bad).toBe(400);
    expect((await send('/')).status).toBe(200);
    expect((await send('/about')).status).toBe(200);
  });

  it('GET and HEAD only: other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      const res = await send('/', method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    expect((await send('/', 'HEAD')).status).toBe(200);
  });

  it('never serves the host configuration, dot files or a build manifest', async () => {
    for (const path of [
      '/_headers',
      '/_redirects',
      '/%5Fheaders',
      '/assets/.vite/manifest.json',
      '/assets/%2Evite/manifest.json',
      '/.vite/manifest.json',
      '/manifest.json',
      '/vite-manifest.json',
      '/../vite-manifest.json',
      '/%2E%2E/vite-manifest.json',
      '/.env',
    ]) {
      expect((await send(path)).status, path).toBe(404);
    }
  });

  it('serves ES modules as JavaScript, pages at clean URLs with their headers, and 404 for the unknown', async () => {
    for (const path of [
      '/embed/v1/loader.js',
      '/embed/v1/elements/steel-calculator.js',
      '/embed/v1/steel-calculator.js',
    ]) {
      const js = await send(path);
      expect(js.status, path).toBe(200);
      expect(js.headers['content-type'], path).toMatch(/^text\/javascript\b/);
    }
    const about = await send('/about');
    expect(about.headers['content-type']).toMatch(/^text\/html\b/);
    expect(about.headers['content-security-policy']).toContain("default-src 'self'");
    const missing = await send('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await send('/project-gallery')).status).toBe(301);
  });

  it("sends a file's .br twin as it is (as a CDN keeps its copy), and compresses any other file itself", async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-twin-'));
    const page = '<!doctype html><title>Page</title><p>The page as written.</p>';
    writeFileSync(join(root, 'page.html'), page);
    // The twin says so, to show which of the two was sent.
    writeFileSync(join(root, 'page.html.br'), brotliCompressSync(page.replace('as written', 'from its twin')));
    writeFileSync(join(root, 'other.html'), page);
    const server = await start({ port: 0, root });
    const at = (server.address() as AddressInfo).port;
    try {
      const twin = await send('/page', 'GET', { 'Accept-Encoding': 'br, gzip' }, at);
      expect(twin.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(twin.raw).toString()).toContain('from its twin');
      // No twin: compressed on the request, from the file itself.
      const other = await send('/other', 'GET', { 'Accept-Encoding': 'br' }, at);
      expect(other.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(other.raw).toString()).toBe(page);
      // A browser without brotli gets the file itself, gzip-compressed, never the twin.
      const gzip = await send('/page', 'GET', { 'Accept-Encoding': 'gzip' }, at);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.raw).toString()).toBe(page);
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the deploy folder', () => {
  it('holds no build manifest (it names source files) and no dot folder', () => {
    const entries = readdirSync(ROOT, { recursive: true }) as string[];
    expect(entries.filter((e) => /(^|[/\\])\./.test(e) || /manifest\.json$/.test(e))).toEqual([]);
    expect(existsSync(join(ROOT, 'assets/.vite'))).toBe(false);
  });
});
