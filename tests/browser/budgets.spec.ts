import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { FIRST_ROUND_TRIP, brotli, frameOf, type PageFit } from '../../site/_includes/first-round-trip.ts';
import { allRoutes } from './routes.ts';
import { distDir } from '../../shared/data-set.js';
import { CONSENT_BUDGET, CONSENT_ENTRY, KB, gz, manifest, type Manifest } from './budgets.ts';

const HOME_HTML_BUDGET = 40 * KB;
const EMBED_BUDGET = 20 * KB;

/* Each page's JavaScript, as it loads, is held to its budget in every-page.spec.ts (budgets.ts scriptBudget). */
/**
 * The code that sends to a form endpoint (docs/form-endpoint.md): fetched only when a visitor sends a form while
 * business.json `formEndpoint` is set, never while a page is used. It has a budget of its own (SEND_BUDGET).
 */
const SEND_CODE = 'widgets/common/deliver.ts';
/** Measured 1158 B at its making (the request with upload progress, the protocol's envelope and answers). */
const SEND_BUDGET = 1.5 * 1024;
/** Every file an entry can load: its chunk, what it imports, and the code it fetches when used (the forms); not SEND_CODE. */
function closure(m: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(m[key].file)) return seen;
  seen.add(m[key].file);
  for (const k of [...(m[key].imports ?? []), ...(m[key].dynamicImports ?? [])])
    if (k !== SEND_CODE) closure(m, k, seen);
  return seen;
}

test.describe('shared runtime + one widget', () => {
  // The calculator has its own page and the larger budget; every other widget sits on content pages. The two
  // mail forms fetch their code only once a visitor starts using them, and it now also shows file problems
  // beside the file field and, with storage blocked, the composed message to copy, keeps "Sent from" to
  // origin and path and expires the hand-off (about 0.4 KB together, against 0.1 KB the shared runtime lost):
  // 15.5 KB for those two, measured 15.4 and 15.6 KB at the change.
  // Then they learned to finish on a partner's page (docs/widgets.md, "Forms on a partner's page"): their own
  // confirmation with the message, a copy button and the mailto: link, the cancelable event, thank-you-url
  // checked by shared/safe-url.ts, a phone check; and the checks, error summary and copy box became parts
  // shared with the calculator (one more shared chunk). Measured 15.07 and 15.24 KB before, 16.18 and 16.36 KB
  // after: 16.5 KB, raised on purpose, not silently (the refactor alone could not pay for the new confirmation).
  // Then `service` learned the other widgets' values of the same service (shared/service-choice.ts with
  // shared/data/service-names.json) and a removed attribute gives the default back (define.tsx, in the
  // runtime): the contact form measured 16.89 KB, the quote form less. 17 KB, raised with its reason.
  // Then the styles of states only the forms' code reaches (errors, files, sending, toasts) moved from every
  // pre-rendered form, about 400 B brotli of each form page's first round trip on every visit, into that code
  // (widgets/mail-form/styles.ts stateCss), fetched once a visitor starts using a form: the contact form measured
  // 17.72 KB, the quote form 17.55 KB. 18 KB, raised with its reason.
  // Then the forms learned to send to a form endpoint (docs/form-endpoint.md): the hooks that fetch the code that
  // sends and show its progress, its answers beside the fields and its "received" ending, the honeypot, and the
  // hints that say where files go (the code that sends itself is SEND_CODE, counted apart): the contact form measured
  // 18.16 KB, the quote form 17.99 KB. 18.5 KB, raised with its reason.
  // Then every enquiry learned where it came from (shared/attribution.ts, widgets/common/attribution.ts: the campaign
  // parameters of the landing page, read from the page or its same-origin referrer or the landing kept with consent)
  // and the enquiry events reach a tag manager's dataLayer (in the runtime): the contact form measured 19.02 KB.
  // 19.5 KB, raised with its reason.
  // The forms' 19.6 KB: 19.5 until a landing page's campaign joined their enquiries (docs/widgets.md "Landing pages").
  const widgetBudget = (key: string) =>
    key.includes('/calculator/') ? 25 * KB : /\/(quote|contact)-form\//.test(key) ? 19.6 * KB : 15 * KB;
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

/*
 * The first round trip of a new connection (site/_includes/first-round-trip.ts): how much of it a page's text takes
 * is the owner's choice, so the build prints every page's margin and warns when one no longer fits. What the code
 * and configuration take has hard budgets here, the same on every page and whatever the copy: the response
 * headers, the page's share of the site CSS, its widgets' styles, and its frame (the page without the owner's
 * words: markup, CSS, inline script, module list; frameOf). Together they leave TEXT_ROOM for the words.
 */
/** Headers of a page as scripts/serve.js sends them: ours (_headers) and the host's. Measured 794 B (the 404 page 801). */
const HEADER_BUDGET = 820;
/** What analytics adds to the header when an ID is set: Google's hosts in the policy (measured 229 B, ID of 12). */
const ANALYTICS_HEADERS = 240;
/** The page's share of site.css, brotli. Measured at most 3532 B (/steel-building-extensions-kent). */
const CSS_BUDGET = 3750;
/** Its widgets' shadow-root styles together, brotli. Measured at most 1877 B (/calculator). */
const WIDGET_CSS_BUDGET = 2000;
/** The frame, brotli (CSS and widget styles included). Measured at most 8156 B (/steel-building-extensions-kent). */
const FRAME_BUDGET = 8700;
/** What the budgets leave for the owner's words, with analytics on. */
const TEXT_ROOM = 4800;

test('the code budgets leave room for the words in the first round trip', () => {
  expect(HEADER_BUDGET + ANALYTICS_HEADERS + FRAME_BUDGET + TEXT_ROOM).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
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

test('code and configuration stay within their budgets on every page, whatever its text', async ({ baseURL }) => {
  const over: string[] = [];
  for (const route of [...allRoutes, '/404.html']) {
    const html = readFileSync(pageFile(route), 'utf8');
    const { head, csp } = await wireBytes(`${baseURL}${route}`);
    // Configuration the owner chooses in business.json: analytics, and a report address for policy violations.
    const reportUri = /report-uri (\S+?)(;|$)/.exec(csp)?.[1] ?? '';
    const headerBudget =
      HEADER_BUDGET +
      (html.includes('name="steel-analytics-id"') ? ANALYTICS_HEADERS : 0) +
      (reportUri ? 64 + 2 * reportUri.length : 0);
    const headCss = [...html.slice(0, html.indexOf('<body')).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const widgetCss = [...html.slice(html.indexOf('<body')).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const figures: [string, number, number][] = [
      ['headers', head, headerBudget],
      ['site CSS (brotli)', brotliOf(headCss), CSS_BUDGET],
      ["widgets' styles (brotli)", brotliOf(widgetCss), WIDGET_CSS_BUDGET],
      ['frame: the page without its text (brotli)', brotli(frameOf(html)), FRAME_BUDGET],
    ];
    for (const [what, size, budget] of figures)
      if (size > budget) over.push(`${route}: ${what} ${size} B, budget ${budget} B`);
  }
  expect(over, 'over budget: make the code or header smaller, or raise the budget with its reason').toEqual([]);
});

test("the build's first-round-trip figures are what the server sends", async ({ baseURL }) => {
  const fits: PageFit[] = JSON.parse(readFileSync(`${distDir}/first-round-trip.json`, 'utf8'));
  expect(fits.map((f) => f.path)).toEqual(expect.arrayContaining([...allRoutes, '/404.html']));
  for (const f of fits) {
    const sent = await wireBytes(`${baseURL}${f.path}`);
    // A page the host redirects (the old /project-gallery, _redirects) is an HTML refresh only for hosts without redirects.
    if (sent.status === 301) continue;
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
