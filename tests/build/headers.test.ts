import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { ROOT, SITE_URL, allRoutes, page } from './built-site.ts';
import { srcsetUrls } from '../lib/links.ts';
import { readData } from '../../shared/data/load.ts';
import { distDir } from '../../shared/data-set.js';

// at least every route of the data set the build was given (a generated set may have one service page)
const everyRoute = allRoutes.length;

/*
 * The security and caching headers as a host applies them: dist/site/_headers (Netlify / Cloudflare
 * Pages format), checked against every built page. A page that needs something the policy does not
 * allow (an inline script or style without its hash, a style="" attribute, a frame from another host)
 * would be broken for visitors, so each check below looks at what the pages really contain.
 */

interface Rule {
  pattern: string;
  headers: [string, string][];
}

const HEADERS_FILE = readFileSync(join(ROOT, '_headers'), 'utf8');
const business = readData('business') as {
  cspReportUri?: string;
  formEndpoint?: string;
  analytics: { measurementId: string };
};

/**
 * `_headers`: a path pattern line, then indented `Name: value` lines, or `! Name` to take back a header an earlier
 * rule set (Cloudflare Pages' detach; kept as the name `! Name` with no value); `#` starts a comment.
 */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (rules.length && /^! \S+$/.test(line.trim())) rules.at(-1)!.headers.push([line.trim(), '']);
    else {
      const i = line.indexOf(':');
      if (!rules.length || i < 0) throw new Error(`Not a header line: ${line}`);
      rules.at(-1)!.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const rules = parseHeadersFile(HEADERS_FILE);

/** `*` is a splat that matches anything, as on Netlify and Cloudflare Pages. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
const matching = (path: string) => rules.filter((r) => matches(r.pattern, path));

/** The headers a path gets when a later matching rule replaces a header of an earlier one (scripts/serve.js). Names lower-cased. */
function headersFor(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of matching(path))
    for (const [k, v] of r.headers)
      if (k.startsWith('! ')) delete out[k.slice(2).toLowerCase()];
      else out[k.toLowerCase()] = v;
  return out;
}

/** The one block for `pattern`, names lower-cased. */
function block(pattern: string): Record<string, string> {
  const found = rules.filter((r) => r.pattern === pattern);
  expect(found, `rules for ${pattern} in _headers`).toHaveLength(1);
  return Object.fromEntries(found[0].headers.map(([k, v]) => [k.toLowerCase(), v]));
}

type Policy = Map<string, string[]>;
/** CSP directives by name (lower-cased), each a list of sources. A repeated directive is an error (browsers ignore the second). */
function parseCsp(value: string): Policy {
  const out: Policy = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    expect(out.has(name.toLowerCase()), `directive ${name} given twice`).toBe(false);
    out.set(name.toLowerCase(), sources);
  }
  return out;
}

const FALLBACK: Record<string, string[]> = {
  'script-src-elem': ['script-src', 'default-src'],
  'style-src-elem': ['style-src', 'default-src'],
  'style-src-attr': ['style-src', 'default-src'],
  'frame-src': ['child-src', 'default-src'],
};
/** The sources that govern `name` in one policy, following the CSP fallback chain; null when the policy does not restrict it. */
function effective(csp: Policy, name: string): string[] | null {
  for (const n of [name, ...(FALLBACK[name] ?? ['default-src'])]) if (csp.has(n)) return csp.get(n)!;
  return null;
}
/** A browser enforces every policy a page has: a thing is allowed only if each of them allows it. */
const allowedByAll = (policies: Policy[], name: string, ok: (sources: string[]) => boolean) =>
  policies.every((p) => {
    const sources = effective(p, name);
    return sources === null || ok(sources);
  });

const SITE_ORIGIN = new URL(SITE_URL).origin;
/** Does a source list allow a URL (as written in a page of the site)? Covers 'self', scheme and host sources. */
function allows(sources: string[], url: string): boolean {
  const u = new URL(url, SITE_URL);
  return sources.some((s) => {
    if (s === "'self'") return u.origin === SITE_ORIGIN;
    if (s === '*') return !['data:', 'blob:', 'filesystem:'].includes(u.protocol);
    if (/^[a-z][a-z0-9+.-]*:$/i.test(s)) return u.protocol === s.toLowerCase();
    if (/^https?:\/\//i.test(s)) {
      const src = new URL(s);
      return (
        src.protocol === u.protocol &&
        src.host === u.host &&
        (src.pathname === '/' || u.pathname.startsWith(src.pathname))
      );
    }
    return false;
  });
}

/** An inline block is allowed by its hash, or by 'unsafe-inline' in a list without hashes or nonces (which would void it). */
const allowsInline = (sources: string[], hash: string) =>
  sources.includes(hash) ||
  (sources.includes("'unsafe-inline'") && !sources.some((x) => /^'(sha(256|384|512)|nonce)-/.test(x)));

/** What the browser hashes for an inline <script> or <style>: its text, UTF-8, with line breaks as the HTML parser leaves them. */
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/** The site's pages; the owner's editor, /admin, has its own policy and is checked on its own (tests/build/cms.test.ts). */
const ALL_PAGES = (readdirSync(ROOT, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
  .map((f) => join(ROOT, f))
  .sort();

/** Every element of a built page, including those inside `<template shadowrootmode>` (the widgets' pre-rendered shadow roots). */
function elements(file: string): Element[] {
  const out: Element[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.localName === 'template') walk((el as HTMLTemplateElement).content);
    }
  };
  walk(page(file));
  return out;
}
const pages = ALL_PAGES.map((file) => ({
  file: relative(ROOT, file),
  html: readFileSync(file, 'utf8'),
  els: elements(file),
}));

/** A short, readable description of an element for a failure message. */
const describeEl = (file: string, el: Element) =>
  `${file}: <${el.localName}${[...el.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;

/** The address of every built page, as visitors use it (clean URLs), except the stubs _redirects sends elsewhere. */
const redirected = readFileSync(join(ROOT, '_redirects'), 'utf8')
  .split('\n')
  .map((l) => l.trim().split(/\s+/)[0])
  .filter((f) => f && !f.startsWith('#'));
const pagePaths = pages
  .map((p) => '/' + p.file.replace(/\.html$/, '').replace(/(^|\/)index$/, ''))
  .filter((path) => !redirected.includes(path));

const top = block('/*');
/** The policy in the header of every response. */
const headerCsp = parseCsp(top['content-security-policy'] ?? '');
/** A page's own policy: the <meta http-equiv> in its <head>. */
const metaCsp = (p: (typeof pages)[number]) => {
  const meta = p.els.find(
    (e) => e.localName === 'meta' && e.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  return meta ? parseCsp(meta.getAttribute('content') ?? '') : null;
};
/** A built file's address as visitors use it. */
const pathOf = (file: string) => '/' + file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
/** The pages visitors see (not the refresh stubs that _redirects replaces), each with both of its policies. */
const governed = pages
  .filter((p) => !redirected.includes('/' + p.file.replace(/\.html$/, '')))
  .map((p) => {
    const own = metaCsp(p)!; // every page has one: the first test below says which does not
    const header = parseCsp(headersFor(pathOf(p.file))['content-security-policy'] ?? '');
    return { ...p, own, header, policies: own ? [header, own] : [header] };
  });
/** The pages whose policies allow a frame: Google's map on /contact, our preview pages on /embed. Every other page's <meta> forbids frames. */
const MAP_PAGE = '/contact';
const PREVIEW_PAGE = '/embed';
const MAP_URL = 'https://www.google.com/maps?q=51.44,0.37';

describe('_headers file', () => {
  it('is within the limits Cloudflare Pages documents (100 rules, 2,000 characters a line)', () => {
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of HEADERS_FILE.split('\n')) expect(line.length, line.slice(0, 80)).toBeLessThanOrEqual(2000);
  });

  it('every page gets the security headers (the /* block has each of them)', () => {
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(top[name], name).toBeTruthy();
    }
    // and they reach the pages and files the site serves, not just the pattern
    for (const path of ['/', '/about', '/no-such-page', '/assets/site.js', '/embed/v1/loader.js', '/img/x.webp']) {
      const h = headersFor(path);
      expect(h['content-security-policy'], path).toBe(top['content-security-policy']);
      expect(h['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('browsers keep HTTPS for at least a year (HSTS)', () => {
    const hsts = top['strict-transport-security'];
    const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts)?.[1]);
    expect(maxAge, hsts).toBeGreaterThanOrEqual(31536000);
  });

  it('files are never sniffed as another type; the full address is not sent to other sites; powerful features are off', () => {
    expect(top['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      top['referrer-policy'],
    );
    const features = Object.fromEntries(
      top['permissions-policy'].split(',').map((p) =>
        p
          .trim()
          .split('=')
          .map((s) => s.trim()),
      ),
    );
    for (const f of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(features[f], `Permissions-Policy ${f}`).toBe('()');
  });

  it('partner pages on any origin can load the embed release: the versioned files immutable, the v1 alias short-lived', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const path of [
      `/embed/${version}/loader.js`,
      `/embed/${version}/elements/steel-calculator.js`,
      '/embed/v1/loader.js',
      '/embed/v1/steel-calculator.js',
    ]) {
      const h = headersFor(path);
      expect(h['access-control-allow-origin'], path).toBe('*');
      expect(h['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
    const pinned = headersFor(`/embed/${version}/loader.js`)['cache-control'];
    expect(pinned).toMatch(/\bimmutable\b/);
    expect(Number(/max-age=(\d+)/.exec(pinned)?.[1])).toBeGreaterThanOrEqual(31536000);
    // The alias moves: minutes fresh, and a stale copy at most a day old while it revalidates.
    const alias = headersFor('/embed/v1/loader.js')['cache-control'];
    expect(alias).not.toMatch(/immutable/);
    expect(Number(/max-age=(\d+)/.exec(alias)?.[1])).toBeLessThanOrEqual(600);
    expect(Number(/stale-while-revalidate=(\d+)/.exec(alias)?.[1])).toBeLessThanOrEqual(86400);
    expect(Number(/stale-while-revalidate=(\d+)/.exec(alias)?.[1])).toBeGreaterThan(0);
    // the files the rules are for are there
    for (const dir of [`embed/${version}`, 'embed/v1']) {
      expect(readdirSync(join(ROOT, dir)), dir).toEqual(
        expect.arrayContaining([
          'loader.js',
          'steel-calculator.js',
          'steel-quote-form.js',
          'integrity.json',
          'elements',
        ]),
      );
    }
  });

  it('the build\'s nginx locations cache the embed release as _headers does (README "Deploying", nginx)', () => {
    // the nginx settings of the build under test (dist-<set>/ for another data set), not the shipped build's
    const conf = readFileSync(`${distDir}/nginx/steel-site.conf`, 'utf8');
    const location = (start: string) => conf.slice(conf.indexOf(start)).split('}')[0];
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(location(`location ^~ /embed/${version}/ {`)).toContain(
      `Cache-Control "${headersFor(`/embed/${version}/loader.js`)['cache-control']}"`,
    );
    expect(location('location ^~ /embed/v1/ {')).toContain(
      `Cache-Control "${headersFor('/embed/v1/loader.js')['cache-control']}"`,
    );
  });

  it('hashed assets are cached for a year; pages are revalidated every time', () => {
    const asset = headersFor('/assets/site-abc123.js')['cache-control'];
    expect(asset).toMatch(/\bimmutable\b/);
    expect(Number(/max-age=(\d+)/.exec(asset)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(pagePaths.length).toBeGreaterThanOrEqual(everyRoute);
    for (const path of pagePaths) {
      const html = headersFor(path)['cache-control'] ?? '';
      expect(html, path).not.toMatch(/immutable/);
      expect(
        /no-cache|no-store|must-revalidate/.test(html) || Number(/max-age=(\d+)/.exec(html)?.[1]) <= 600,
        `${path}: ${html}`,
      ).toBe(true);
    }
  });

  // Cloudflare Pages applies every rule whose pattern matches and joins repeated headers with a comma, so a
  // file matched by /* and /assets/* that both set Cache-Control would get two max-age values, which caches
  // treat as stale or resolve by taking the first.
  it('a host that merges every matching rule still sends each header once, for pages and for every kind of file', () => {
    const files = (dir: string) =>
      (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
        .filter((f) => /\.\w+$/.test(f))
        .map((f) => `/${dir}/${f}`);
    const paths = [
      ...pagePaths,
      ...[
        'assets',
        'img',
        'og',
        'embed/v1',
        `embed/${JSON.parse(readFileSync('package.json', 'utf8')).version}`,
      ].flatMap((d) => files(d).slice(0, 3)),
      '/favicon.svg',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
    ];
    expect(paths.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(0);
    const twice = paths.flatMap((path) => {
      const by = new Map<string, string[]>();
      for (const r of matching(path))
        for (const [k, v] of r.headers)
          by.set(k.toLowerCase(), [...(by.get(k.toLowerCase()) ?? []), `${r.pattern} "${v}"`]);
      return [...by]
        .filter(([, set]) => set.length > 1)
        .map(([k, set]) => `${path} gets ${k} from ${set.join(' and ')}`);
    });
    expect(twice).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  // Each page has two policies: a short one in the header of every response (what a <meta> policy cannot
  // carry, and a floor for files that are not pages) and its own in a <meta>, with the hashes of exactly
  // the inline styles it carries. Browsers enforce both, so each check below holds for the pair.

  it('every page carries its own policy before any style or script, and the header adds framing rules', () => {
    expect(governed.length).toBeGreaterThanOrEqual(everyRoute);
    for (const p of governed) {
      expect(p.own, `${p.file} has a <meta http-equiv="Content-Security-Policy">`).toBeTruthy();
      // A <meta> policy governs only what comes after it.
      const at = p.html.search(/<meta http-equiv="Content-Security-Policy"/i);
      expect(at, p.file).toBeGreaterThan(0);
      expect(p.html.slice(0, at), p.file).not.toMatch(/<(style|script|link)[\s>]/i);
      // Browsers ignore these in a <meta> (and say so in the console); they belong in the header.
      for (const d of ['frame-ancestors', 'report-uri', 'sandbox'])
        expect(p.own.has(d), `${p.file}: ${d} in <meta>`).toBe(false);
    }
    expect(headerCsp.get('frame-ancestors')?.length).toBe(1);
  });

  it('the header alone is the full policy (for files, and for hosts that strip the <meta>); the <meta> only adds hashes and forbids frames', () => {
    for (const policy of [headerCsp, ...governed.map((p) => p.header)]) {
      expect(policy.get('default-src')).toEqual(["'self'"]);
      for (const d of [
        'script-src',
        'style-src',
        'img-src',
        'form-action',
        'base-uri',
        'object-src',
        'frame-ancestors',
      ]) {
        expect(policy.has(d), d).toBe(true);
      }
    }
    for (const p of governed) expect([...p.own.keys()], p.file).toEqual(['style-src', 'frame-src']);
  });

  it("only the contact page allows a frame from another site, and only Google's map; only /embed frames our pages", () => {
    // One header policy for every response (a host that joins repeated headers sends it once); the pages narrow it.
    expect([...effective(headerCsp, 'frame-src')!].sort()).toEqual(["'self'", 'https://www.google.com']);
    for (const p of governed) {
      expect(p.header, `${p.file}: the header policy is the one of every response`).toEqual(headerCsp);
      expect(
        allowedByAll(p.policies, 'frame-src', (s) => allows(s, MAP_URL)),
        `${p.file} may frame the map`,
      ).toBe(pathOf(p.file) === MAP_PAGE);
      expect(
        allowedByAll(p.policies, 'frame-src', (s) => allows(s, `${SITE_ORIGIN}/embed-preview/steel-faq`)),
        `${p.file} may frame a page of ours`,
      ).toBe(pathOf(p.file) === PREVIEW_PAGE);
    }
    expect(governed.filter((p) => pathOf(p.file) === MAP_PAGE)).toHaveLength(1);
    expect(governed.filter((p) => pathOf(p.file) === PREVIEW_PAGE)).toHaveLength(1);
  });

  it('violation reports go where business.json says, and nowhere when it says nothing', () => {
    const uri = business.cspReportUri ?? '';
    expect(headerCsp.get('report-uri') ?? [], 'report-uri').toEqual(uri ? [uri] : []);
    expect(headerCsp.has('report-to')).toBe(Boolean(uri));
    expect(top['reporting-endpoints'] ?? '').toBe(uri ? `csp="${uri}"` : '');
  });

  it('scripts only from the site itself: no inline, no eval, no data: or wildcard sources', () => {
    for (const policy of [headerCsp, ...governed.map((p) => p.header)]) {
      const scripts = effective(policy, 'script-src');
      expect(scripts, 'every policy restricts scripts, the header one too (it is all an SVG file gets)').not.toBeNull();
      expect(scripts).toContain("'self'");
      for (const bad of [
        "'unsafe-inline'",
        "'unsafe-eval'",
        "'unsafe-hashes'",
        'data:',
        'blob:',
        '*',
        'http:',
        'https:',
      ])
        expect(scripts, bad).not.toContain(bad);
      expect(
        scripts!.filter((s) => s.includes('*')),
        'wildcard hosts',
      ).toEqual([]);
    }
  });

  it('no inline style permission: styles from the site and the hashed inline styles the page carries, no others', () => {
    for (const p of governed) {
      const styles = effective(p.own, 'style-src');
      expect(styles, p.file).toContain("'self'");
      for (const bad of ["'unsafe-inline'", "'unsafe-hashes'", 'data:', '*', 'http:', 'https:'])
        expect(styles, `${p.file}: ${bad}`).not.toContain(bad);
      // exactly the hashes of the styles this page carries: no page allows another page's styles
      const carried = new Set(p.els.filter((e) => e.localName === 'style').map((e) => sha256(e.textContent ?? '')));
      expect(new Set(styles!.filter((s) => s.startsWith("'sha256-"))), p.file).toEqual(carried);
    }
  });

  it('the site cannot be framed by other sites, has no plugins, and <base> cannot be changed', () => {
    expect(["'self'", "'none'"]).toContain(headerCsp.get('frame-ancestors')![0]);
    for (const policy of [headerCsp, ...governed.map((p) => p.header)]) {
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')?.length).toBe(1);
      expect(["'self'", "'none'"]).toContain(policy.get('base-uri')![0]);
    }
    for (const p of governed) {
      expect(
        effective(p.header, 'frame-src')!.filter((s) => s.includes('*') || /^https?:$/.test(s)),
        `${p.file}: wildcard frame sources`,
      ).toEqual([]);
      expect(effective(p.header, 'connect-src')).not.toContain('*');
    }
  });

  it("the forms may post only to this site, the mail program and the form endpoint's origin when one is set (docs/form-endpoint.md)", () => {
    const endpoint = business.formEndpoint ? new URL(business.formEndpoint).origin : undefined;
    expect(headerCsp.get('form-action')).toEqual(["'self'", 'mailto:', ...(endpoint ? [endpoint] : [])]);
    // Fetches: this site, gtag's hosts only with analytics (checked above), and the endpoint only when it is set.
    const connect = headerCsp.get('connect-src');
    if (endpoint) expect(connect).toContain(endpoint);
    else if (!business.analytics.measurementId) expect(connect).toBeUndefined();
    const others = (connect ?? []).filter((s) => s !== "'self'" && s !== endpoint && !/google/.test(s));
    expect(others, 'origins connect-src allows beyond this site, analytics and the endpoint').toEqual([]);
    // Without JavaScript the mail forms post where the policy allows: the endpoint, else the mail program.
    const actions = pages.flatMap((p) =>
      p.els.filter((e) => e.localName === 'form' && e.getAttribute('method') === 'post'),
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const form of actions) {
      const action = form.getAttribute('action') ?? '';
      if (endpoint) {
        expect(action).toBe(business.formEndpoint);
        expect(form.getAttribute('enctype')).toBe('multipart/form-data');
      } else expect(action).toMatch(/^mailto:/);
    }
  });

  it('the built pages were found, with their widget shadow roots', () => {
    expect(pages.length).toBeGreaterThanOrEqual(everyRoute);
    // The walk sees every <style> and <script> the files contain, including those in <template shadowrootmode>.
    for (const p of pages) {
      expect(p.els.filter((e) => e.localName === 'style').length, p.file).toBe(
        (p.html.match(/<style[\s>]/gi) ?? []).length,
      );
      expect(p.els.filter((e) => e.localName === 'script').length, p.file).toBe(
        (p.html.match(/<script[\s>]/gi) ?? []).length,
      );
    }
    expect(
      pages
        .find((p) => p.file === 'contact.html')!
        .els.some((e) => e.localName === 'template' && e.hasAttribute('shadowrootmode')),
    ).toBe(true);
  });

  it('every inline <style> on every page, shadow roots included, has its hash in style-src', () => {
    const unhashed = governed.flatMap((p) =>
      p.els
        .filter((e) => e.localName === 'style')
        .flatMap((e) => {
          const hash = sha256(e.textContent ?? '');
          return allowedByAll(p.policies, 'style-src-elem', (s) => allowsInline(s, hash))
            ? []
            : [`${p.file}: <style> ${hash} "${(e.textContent ?? '').slice(0, 50)}..."`];
        }),
    );
    expect(unhashed).toEqual([]);
  });

  it('every <script> on every page is a JSON-LD data block, a script file the policy allows, or hashed', () => {
    const bad = governed.flatMap((p) =>
      p.els
        .filter((e) => e.localName === 'script')
        .flatMap((e) => {
          const type = (e.getAttribute('type') ?? '').trim().toLowerCase();
          const src = e.getAttribute('src');
          if (type === 'application/ld+json' && !src) return [];
          if (src)
            return allowedByAll(p.policies, 'script-src-elem', (s) => allows(s, src))
              ? []
              : [`${describeEl(p.file, e)} loads from a source script-src does not allow`];
          const hash = sha256(e.textContent ?? '');
          return allowedByAll(p.policies, 'script-src-elem', (s) => s.includes(hash))
            ? []
            : [`${describeEl(p.file, e)} is inline without its hash in script-src`];
        }),
    );
    expect(bad).toEqual([]);
  });

  it('a JSON-LD block cannot end its <script> early or open a comment', () => {
    for (const p of pages) {
      for (const e of p.els.filter(
        (el) => el.localName === 'script' && el.getAttribute('type') === 'application/ld+json',
      )) {
        expect(e.textContent, p.file).not.toMatch(/<\/script|<!--/i);
        expect(() => JSON.parse(e.textContent ?? ''), p.file).not.toThrow();
      }
    }
  });

  it('no page has a style="" attribute (it would need unsafe-inline)', () => {
    const found = pages.flatMap((p) => p.els.filter((e) => e.hasAttribute('style')).map((e) => describeEl(p.file, e)));
    expect(found).toEqual([]);
  });

  it('no page has an inline event handler or a javascript: link (they would need unsafe-inline)', () => {
    const found = pages.flatMap((p) =>
      p.els.flatMap((e) =>
        [...e.attributes]
          .filter(
            (a) =>
              /^on/i.test(a.name) ||
              (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(a.name.toLowerCase()) &&
                /^\s*javascript:/i.test(a.value)),
          )
          .map((a) => `${describeEl(p.file, e)} (${a.name})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('everything a page loads or frames, and every form target, is allowed by its directive', () => {
    const blocked: string[] = [];
    let policies: Policy[] = [];
    const check = (file: string, el: Element, directive: string, url: string | null) => {
      if (url && !allowedByAll(policies, directive, (s) => allows(s, url)))
        blocked.push(`${describeEl(file, el)}: ${directive} does not allow ${url}`);
    };
    const srcset = (v: string | null) => srcsetUrls(v ?? '');
    for (const p of governed) {
      policies = p.policies;
      for (const e of p.els) {
        const rel = (e.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (e.localName === 'img')
          [e.getAttribute('src'), ...srcset(e.getAttribute('srcset'))].forEach((u) => check(p.file, e, 'img-src', u));
        if (e.localName === 'source') srcset(e.getAttribute('srcset')).forEach((u) => check(p.file, e, 'img-src', u));
        if (e.localName === 'iframe') check(p.file, e, 'frame-src', e.getAttribute('src'));
        if (e.localName === 'link' && rel.includes('stylesheet'))
          check(p.file, e, 'style-src-elem', e.getAttribute('href'));
        if (e.localName === 'link' && rel.includes('modulepreload'))
          check(p.file, e, 'script-src-elem', e.getAttribute('href'));
        if (e.localName === 'link' && (rel.includes('icon') || rel.includes('apple-touch-icon')))
          check(p.file, e, 'img-src', e.getAttribute('href'));
        if (e.localName === 'form') check(p.file, e, 'form-action', e.getAttribute('action') ?? '/');
        if (e.localName === 'base') check(p.file, e, 'base-uri', e.getAttribute('href'));
        // The contact page's map: a frame the page creates on request from data-src.
        if (e.hasAttribute('data-map-slot')) check(p.file, e, 'frame-src', e.getAttribute('data-src'));
      }
    }
    expect(blocked).toEqual([]);
    // the map is there to check
    expect(
      pages
        .find((p) => p.file === 'contact.html')!
        .els.some((e) => e.hasAttribute('data-map-slot') && e.getAttribute('data-src')),
    ).toBe(true);
  });
});
