import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './built-site.ts';
import { serveDuringTests } from '../lib/test-server.ts';

/*
 * scripts/serve.js (npm start, the browser tests, the benchmark) under requests a browser would never
 * make: malformed escapes, other methods, the host's own files. It must answer each and keep serving.
 */
const port = serveDuringTests();

/** A raw request: the path goes out exactly as written (fetch would re-encode it). */
const send = (path: string, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: port(), path, method }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
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
});

describe('the deploy folder', () => {
  it('holds no build manifest (it names source files) and no dot folder', () => {
    const entries = readdirSync(ROOT, { recursive: true }) as string[];
    expect(entries.filter((e) => /(^|[/\\])\./.test(e) || /manifest\.json$/.test(e))).toEqual([]);
    expect(existsSync(join(ROOT, 'assets/.vite'))).toBe(false);
  });
});
