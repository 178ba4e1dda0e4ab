import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { FIRST_ROUND_TRIP, brotli, frameOf, type PageFit } from '../../site/_includes/first-round-trip.ts';
import { allRoutes } from './routes.ts';
import { distDir } from '../../shared/data-set.js';
import {
  ANALYTICS_HEADERS,
  LANDING_HEADERS,
  landingOn,
  CONSENT_BUDGET,
  CONSENT_ENTRY,
  CSS_BUDGET,
  EMBED_BUDGET,
  FRAME_BUDGET,
  HEADER_BUDGET,
  HOME_HTML_BUDGET,
  KB,
  SEND_BUDGET,
  SEND_CODE,
  TEXT_ROOM,
  WIDGET_CSS_BUDGET,
  analyticsOn,
  gz,
  manifest,
  widgetBudget,
  type Manifest,
} from './budgets.ts';

/*
 * Every budget is written once, in budgets.ts; this file measures the build and the served pages against them. Each
 * page's JavaScript, as it loads, is held to its budget in every-page.spec.ts (budgets.ts scriptBudget).
 */
/** Every file an entry can load: its chunk, what it imports, and the code it fetches when used (the forms); not SEND_CODE. */
function closure(m: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(m[key].file)) return seen;
  seen.add(m[key].file);
  for (const k of [...(m[key].imports ?? []), ...(m[key].dynamicImports ?? [])])
    if (k !== SEND_CODE) closure(m, k, seen);
  return seen;
}

test.describe('shared runtime + one widget', () => {
  test('the code that sends to a form endpoint is within its own budget, and only the forms and the calculator load it', () => {
    const m = manifest();
    expect(m[SEND_CODE], `${SEND_CODE} is a chunk of its own`).toBeDefined();
    const size = gz(readFileSync(`${distDir}/site/assets/${m[SEND_CODE].file.replace(/^assets\//, '')}`));
    expect(size, `${SEND_CODE}: ${size} B gzip`).toBeLessThanOrEqual(SEND_BUDGET);
    const loaders = Object.keys(m).filter(
      (k) => m[k].dynamicImports?.includes(SEND_CODE) || m[k].imports?.includes(SEND_CODE),
    );
    expect(loaders.length).toBeGreaterThan(0);
    for (const k of loaders) expect(m[k].imports ?? [], `${k} imports it statically`).not.toContain(SEND_CODE);
  });
  test('the consent script with everything it loads is within its own budget', () => {
    const files = closure(manifest(), CONSENT_ENTRY);
    const size = [...files].reduce((sum, f) => sum + gz(readFileSync(`${distDir}/site/assets/${f}`)), 0);
    expect(
      size,
      `${CONSENT_ENTRY}: ${(size / KB).toFixed(2)} KB gzip (budget ${CONSENT_BUDGET / KB} KB): ${[...files].join(', ')}`,
    ).toBeLessThanOrEqual(CONSENT_BUDGET);
  });
  test('each widget with everything it loads, the runtime included, is within budget', () => {
    const m = manifest();
    const widgets = Object.keys(m).filter((k) => /^widgets\/[^/]+\/register\.ts$/.test(k));
    expect(widgets.length).toBeGreaterThanOrEqual(8);
    for (const key of widgets) {
      const files = closure(m, key);
      expect(
        [...files].some((f) => f.startsWith('runtime-')),
        `${key} uses the shared runtime`,
      ).toBe(true);
      const size = [...files].reduce((sum, f) => sum + gz(readFileSync(`${distDir}/site/assets/${f}`)), 0);
      expect(
        size,
        `${key}: runtime + widget is ${(size / KB).toFixed(2)} KB gzip (budget ${widgetBudget(key) / KB} KB): ${[...files].join(', ')}`,
      ).toBeLessThanOrEqual(widgetBudget(key));
    }
  });

  // The manifest is only a fair count if the browser loads nothing beyond it: use each form and compare.
  for (const [route, tag, entry] of [
    ['/', 'steel-quote-form', 'widgets/quote-form/register.ts'],
    ['/contact', 'steel-contact-form', 'widgets/contact-form/register.ts'],
  ] as const) {
    test(`${route}: using ${tag} loads only the files counted for it`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace('/assets/', ''));
      });
      await page.goto(route);
      await page.evaluate(() =>
        Promise.all(
          (document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ') ?? []).map(
            (s) => import(s),
          ),
        ),
      );
      const beforeUse = new Set(scripts);
      await page.locator(tag).locator('input[name=email]').focus();
      await page.locator('h1').click(); // focus leaves the form: the element is defined now
      await page.waitForFunction((t) => !!customElements.get(t), tag);
      await page.waitForLoadState('networkidle');
      const counted = closure(manifest(), entry);
      const fetchedForForm = [...scripts].filter((f) => !beforeUse.has(f));
      expect(fetchedForForm.length, 'the form fetched its code on first use').toBeGreaterThan(0);
      for (const f of fetchedForForm) expect(counted, `${f} is counted in ${entry}'s budget`).toContain(f);
    });
  }
});

/** Bytes on the wire for one response: status line, headers and body as sent (brotli), nothing decoded. */
const wireBytes = (url: string) =>
  new Promise<{ status: number; head: number; body: number; csp: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const head =
        `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
        res.rawHeaders.reduce((n, h) => n + h.length + 2, 0) +
        2; // `Name: value\r\n` each, then a blank line
      let body = 0;
      res.on('data', (c: Buffer) => (body += c.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, head, body, csp: String(res.headers['content-security-policy'] ?? '') }),
      );
    }).on('error', reject);
  });

const pageFile = (route: string) =>
  `${distDir}/site/${route === '/' ? 'index.html' : route.endsWith('.html') ? route.slice(1) : `${route.slice(1)}.html`}`;
const brotliOf = (texts: string[]) => (texts.length ? brotli(texts.join('')) : 0);

test('code and configuration stay within their budgets on every page, whatever its text, and leave room for the words', async ({
  baseURL,
}) => {
  const over: string[] = [];
  for (const route of [...allRoutes, '/404.html']) {
    const html = readFileSync(pageFile(route), 'utf8');
    const { head, csp } = await wireBytes(`${baseURL}${route}`);
    // Configuration the owner chooses in business.json: analytics, and a report address for policy violations.
    const reportUri = /report-uri (\S+?)(;|$)/.exec(csp)?.[1] ?? '';
    const headerBudget =
      HEADER_BUDGET +
      (html.includes('name="steel-analytics-id"') ? ANALYTICS_HEADERS : 0) +
      (landingOn ? LANDING_HEADERS : 0) +
      (reportUri ? 64 + 2 * reportUri.length : 0);
    const headCss = [...html.slice(0, html.indexOf('<body')).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const widgetCss = [...html.slice(html.indexOf('<body')).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const frame = brotli(frameOf(html));
    const figures: [string, number, number][] = [
      ['headers', head, headerBudget],
      ['site CSS (brotli)', brotliOf(headCss), CSS_BUDGET],
      ["widgets' styles (brotli)", brotliOf(widgetCss), WIDGET_CSS_BUDGET],
      ['frame: the page without its text (brotli)', frame, FRAME_BUDGET],
    ];
    for (const [what, size, budget] of figures)
      if (size > budget) over.push(`${route}: ${what} ${size} B, budget ${budget} B`);
    // What the code and configuration really take of the first round trip leaves the owner's words their room, with
    // analytics on and a landing page running (their policy counted when this data set has neither).
    const code = head + (analyticsOn ? 0 : ANALYTICS_HEADERS) + (landingOn ? 0 : LANDING_HEADERS) + frame;
    if (FIRST_ROUND_TRIP - code < TEXT_ROOM)
      over.push(
        `${route}: headers and frame take ${code} B of the first round trip (${FIRST_ROUND_TRIP} B), leaving ` +
          `${FIRST_ROUND_TRIP - code} B for the words, less than TEXT_ROOM (${TEXT_ROOM} B)`,
      );
  }
  expect(over, 'over budget: make the code or header smaller, or raise the budget with its reason').toEqual([]);
});

test("the build's first-round-trip figures are what the server sends", async ({ baseURL }) => {
  const fits: PageFit[] = JSON.parse(readFileSync(`${distDir}/first-round-trip.json`, 'utf8'));
  const redirected = new Set(
    readFileSync(`${distDir}/site/_redirects`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .flatMap((l) => {
        const from = l.trim().split(/\s+/)[0];
        return [from, `${from}.html`];
      }),
  );
  expect(fits.map((f) => f.path)).toEqual(expect.arrayContaining([...allRoutes, '/404.html']));
  for (const f of fits) {
    const sent = await wireBytes(`${baseURL}${f.path}`);
    // A page the host redirects (the old /project-gallery, an ended landing page: _redirects) is an HTML refresh only
    // for hosts without redirects.
    if (redirected.has(f.path) && sent.status >= 300 && sent.status < 400) continue;
    expect(f.head, `${f.path}: headers`).toBe(sent.head);
    // One-shot and streamed brotli may differ by a few bytes.
    expect(
      Math.abs(f.body - sent.body),
      `${f.path}: ${f.body} B of brotli HTML, the server sent ${sent.body}`,
    ).toBeLessThanOrEqual(16);
  }
});

test('home page HTML within budget', () => {
  const size = gz(readFileSync(`${distDir}/site/index.html`));
  expect(
    size,
    `home page HTML is ${(size / KB).toFixed(1)} KB gzip (budget ${HOME_HTML_BUDGET / KB} KB)`,
  ).toBeLessThanOrEqual(HOME_HTML_BUDGET);
});

test('each embed bundle within budget', () => {
  // The release's loader, shims, element modules and shared chunks (the whole partner page: partner-loader.spec.ts).
  const files = (readdirSync(`${distDir}/site/embed/v1`, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.replaceAll('\\', '/'));
  expect(files).toEqual(
    expect.arrayContaining([
      'loader.js',
      'steel-calculator.js',
      'elements/steel-calculator.js',
      'elements/steel-quote-form.js',
      'elements/steel-chat-button.js',
    ]),
  );
  for (const f of files) {
    const size = gz(readFileSync(`${distDir}/site/embed/v1/${f}`));
    expect(
      size,
      `embed/v1/${f} is ${(size / KB).toFixed(1)} KB gzip (budget ${EMBED_BUDGET / KB} KB)`,
    ).toBeLessThanOrEqual(EMBED_BUDGET);
  }
});
