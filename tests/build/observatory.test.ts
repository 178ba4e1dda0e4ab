import { describe, it, expect, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SITE_URL } from './built-site.ts';
import { serveDuringTests } from '../lib/test-server.ts';
import { readData } from '../../shared/data/load.ts';

/*
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), its own tests and grader, over the responses
 * scripts/serve.js gives from dist/site/_headers. Only its network retrieval is replaced: it would fetch
 * http:// and https:// from the live host. Here HTTPS is assumed (the host redirects http:// to
 * https://, as Netlify and Cloudflare Pages do) and the page's <meta> policies are left out, so the grade
 * is the header policy's alone.
 */
/** The package's folder (a devDependency; installed without its install script, which would download lists: .npmrc). */
const OBSERVATORY = dirname(dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')));
// The HSTS preload list is downloaded when the package installs; offline there is none. Our placeholder
// domain is not on it either way, so "not preloaded" is then the true answer.
vi.mock('@mdn/mdn-http-observatory/src/analyzer/hsts.js', async (original) =>
  existsSync(join(OBSERVATORY, 'conf/hsts-preload.json'))
    ? await original()
    : { isHstsPreloaded: () => null, hsts: () => new Map() },
);

const port = serveDuringTests();

interface Got {
  status: number;
  headers: Record<string, string>;
  data: string;
  request: { headers: Record<string, string> };
}
const get = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  new Promise<Got>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, method, headers }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers as Record<string, string>,
          data,
          request: { headers },
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const host = new URL(SITE_URL).hostname;
const { formEndpoint } = readData('business') as { formEndpoint?: string };
const localEndpoint = formEndpoint?.startsWith('http://') ? new URL(formEndpoint).origin : '';
let path = '/';
/** Response headers left out, for the control case that shows the grader reads what the server sends. */
let without: string[] = [];
vi.mock('@mdn/mdn-http-observatory/src/retriever/retriever.js', async () => {
  const { Requests } = await import('@mdn/mdn-http-observatory/src/types.js');
  return {
    retrieve: async (hostname: string) => {
      const r = new Requests(hostname);
      const page = await get(path);
      for (const name of without) delete page.headers[name];
      // A form endpoint on this computer (the fixture's test receiver: http:// is allowed only for 127.0.0.1 and
      // localhost, shared/schema/content.ts) stands in for a real, https:// one, as the live site would have.
      if (localEndpoint && page.headers['content-security-policy'])
        page.headers['content-security-policy'] = page.headers['content-security-policy'].replaceAll(
          localEndpoint,
          'https://forms.example',
        );
      const axios = 'axios'; // the observatory's own dependency, there whenever it is
      const { AxiosHeaders } = await import(/* @vite-ignore */ axios); // what its retriever would hand over
      const auto = { ...page, headers: new AxiosHeaders(page.headers), verified: true, httpEquiv: new Map() };
      r.responses.auto = auto;
      r.responses.https = auto;
      r.responses.http = auto;
      // http:// answers with a redirect to the same address on https:// (the host's "force HTTPS").
      r.responses.httpRedirects = [
        { url: new URL(`http://${hostname}${path}`), status: 301 },
        { url: new URL(`https://${hostname}${path}`), status: page.status },
      ];
      r.responses.httpsRedirects = [{ url: new URL(`https://${hostname}${path}`), status: page.status }];
      const origin = 'https://http-observatory.security.mozilla.org';
      const cors = await get(path, 'OPTIONS', { Origin: origin, 'Access-Control-Request-Method': 'GET' });
      r.responses.cors = {
        ...cors,
        headers: new AxiosHeaders(cors.headers),
        request: { headers: new AxiosHeaders(cors.request.headers) },
        verified: true,
      };
      r.resources.path = page.data;
      r.session = { url: new URL(`https://${hostname}${path}`) };
      return r;
    },
  };
});

describe('Mozilla HTTP Observatory, header policy alone', () => {
  for (const p of ['/', '/contact', '/calculator', '/thank-you']) {
    it(`${p} scores A+`, async () => {
      path = p;
      without = [];
      const { scan } = await import('@mdn/mdn-http-observatory/src/scanner/index.js');
      const result = await scan(host);
      const failed = Object.values(result.tests as Record<string, { pass: boolean; result: string }>)
        .filter((t) => !t.pass)
        .map((t) => t.result);
      expect(failed, 'failed tests').toEqual([]);
      expect(result.scan.grade, `score ${result.scan.score}`).toBe('A+');
      // the CSP test saw the header policy, not a page's <meta>
      expect((result.tests as Record<string, { result: string }>)['content-security-policy'].result).toMatch(
        /^csp-implemented/,
      );
    });
  }
});

it('control: the same page without its Content-Security-Policy header does not get A+', async () => {
  path = '/';
  without = ['content-security-policy'];
  const { scan } = await import('@mdn/mdn-http-observatory/src/scanner/index.js');
  const result = await scan(host);
  expect(result.scan.grade).not.toBe('A+');
  expect(result.scan.score).toBeLessThan(100);
});
