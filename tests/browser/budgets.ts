import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';
import { hasEnded, isoDay, landingUrl } from '../../shared/landing.ts';

/** Byte budgets (gzip -9), measured on the files each page really loads; sizes are deterministic, times are not. */
export const KB = 1024;
export const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
// The calculator page has the larger budget, and so has a landing page with a calculator block (docs/cms.md "Landing
// pages"). /embed shows its live previews in frames opened on request (site/scripts/embed.ts), so it has the usual one.
// A landing page with a calculator and a quote form block loads both widgets' code once a visitor uses both: it has
// the partner's budget for those widgets together (PARTNER_JS_BUDGET), as a partner's page with both would.
// Measured 25.0 KB on a generated set whose service names are as long as the schema allows (they are in the runtime).
const landings = readData('landing-pages');
const landingsWith = (kinds: string[]) =>
  landings.filter((p) => kinds.every((k) => p.blocks.some((b) => b.kind === k))).map((p) => landingUrl(p.slug));
const calculatorPages = ['/calculator', ...landingsWith(['calculator'])];
const calculatorAndFormPages = landingsWith(['calculator', 'quote']);
const jsBudget = (route: string) =>
  calculatorAndFormPages.includes(route) ? PARTNER_JS_BUDGET : calculatorPages.includes(route) ? 25 * KB : 15 * KB;
/**
 * Loader, shared runtime, calculator, quote form and gallery together (gzip -9). Issue 14 (item 2) asks for
 * 22 KB; this build is at 25.25 KB (25854 B). 1.4.0 took the facts a release carries out of the widgets' code (they
 * are fetched only when today's cannot be had: 1.3 KB less) and added the form endpoint's hooks (0.7 KB; the code that
 * sends is fetched at the first send). Before: 26.46 KB, down from 27.2 KB by partner-build measures that keep every
 * behaviour (JSX on createElement, small shared modules in the runtime chunk, terser options: docs/performance.md
 * has the breakdown). What is left is preact, r2wc and the widgets' own code, text and styles, so the check holds
 * today's total, rounded up to half a KB, and stops it growing. Lower it to 22 KB once the widgets' code fits.
 * Then every enquiry learned where it came from (shared/attribution.ts: the campaign parameters, landing page, referring
 * host and partner page, in the mail and at the endpoint) and the enquiry events reach a tag manager's dataLayer
 * (0.7 KB together): 26 KB, raised with its reason, within the 26.5 KB the product decisions allow.
 * Then the calculator and the quote form learned to step through their questions on a partner's page, to fit a phone's
 * screen (issue 43, docs/widgets.md "One screen on a phone": the steps, their styles and focus, about 1 KB), paid
 * for in part by leaving out of the release what only our pages run (the hydration of pre-rendered roots and the
 * calculator's no-script line, 0.45 KB): 26.5 KB, the most the product decisions allow.
 */
export const PARTNER_JS_BUDGET = 26.5 * KB;

/**
 * The consent script with what it imports (site/scripts/consent.ts: the banner, and keeping the landing with
 * consent), on every page only when a measurement ID is configured. It has its own budget, checked from the build's
 * manifest whatever the setting, added to a page's budget when the page loads it: the budgets hold the code with
 * analytics off and on.
 */
export const CONSENT_BUDGET = 2.5 * KB;
export const CONSENT_ENTRY = 'site/scripts/consent.ts';
export const analyticsOn = !!readData('business').analytics.measurementId;

/*
 * Every byte budget of the tests is here, the one place they are written: every-page.spec.ts reads the page budgets
 * (scriptBudget), budgets.spec.ts measures the build against the rest. Raise one only with its reason, beside it.
 */
/** The home page's HTML, gzip. */
export const HOME_HTML_BUDGET = 40 * KB;
/** Each file of the partner release (dist/embed, served at /embed/v1/), gzip. */
export const EMBED_BUDGET = 20 * KB;
/**
 * The code that sends to a form endpoint (docs/form-endpoint.md): fetched only when a visitor sends a form while
 * business.json `formEndpoint` is set, never while a page is used. It has a budget of its own (SEND_BUDGET).
 */
export const SEND_CODE = 'widgets/common/deliver.ts';
/** Measured 1158 B at its making (the request with upload progress, the protocol's envelope and answers). */
export const SEND_BUDGET = 1.5 * 1024;

/** Each widget's register.ts with everything it loads, the shared runtime included, gzip. */
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
export const widgetBudget = (key: string) =>
  key.includes('/calculator/') ? 25 * KB : /\/(quote|contact)-form\//.test(key) ? 19.6 * KB : 15 * KB;

/*
 * The first round trip of a new connection (site/_includes/first-round-trip.ts): how much of it a page's text takes
 * is the owner's choice, so the build prints every page's margin and warns when one no longer fits. What the code
 * and configuration take has hard budgets here (checked in budgets.spec.ts), the same on every page and whatever the copy: the response
 * headers, the page's share of the site CSS, its widgets' styles, and its frame (the page without the owner's
 * words: markup, CSS, inline script, module list; frameOf). Together they leave TEXT_ROOM for the words.
 */
/** Headers of a page as scripts/serve.js sends them: ours (_headers) and the host's. Measured 794 B (the 404 page 801). */
export const HEADER_BUDGET = 820;
/** What analytics adds to the header when an ID is set: Google's hosts in the policy (measured 229 B, ID of 12). */
export const ANALYTICS_HEADERS = 240;
/**
 * What running landing pages add to the header: the hash of their inline headline script (site/scripts/
 * landing-choice.ts) in the policy, which is the same on every response (site/_includes/headers.ts); a space, the
 * quotes and `sha256-` with 44 characters of base64.
 */
export const LANDING_HEADERS = 54;
/** The data set runs a campaign landing page today (its inline script's hash is then in every page's policy). */
export const landingOn = readData('landing-pages').some((p) => !hasEnded(p, isoDay(new Date())));
/** The page's share of the site stylesheet (site/_includes/site-css.ts), brotli. Measured at most 3532 B (/steel-building-extensions-kent). */
export const CSS_BUDGET = 3750;
/** Its widgets' shadow-root styles together, brotli. Measured at most 1877 B (/calculator). */
export const WIDGET_CSS_BUDGET = 2000;
/** The frame, brotli (CSS and widget styles included). Measured at most 8156 B (/steel-building-extensions-kent). */
export const FRAME_BUDGET = 8700;
/** What the code must leave for the owner's words on every page, with analytics on (measured in budgets.spec.ts). */
export const TEXT_ROOM = 4800;

/** The Vite manifest: which chunks each entry imports, statically and on demand. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export const manifest = (): Manifest => JSON.parse(readFileSync(`${distDir}/vite-manifest.json`, 'utf8'));

/**
 * Starts noting every script of ours the page fetches. The returned check, once the page's modules have all run
 * (csp.ts scriptsDone), holds their gzip bytes to the page's budget and finds no render-blocking stylesheet.
 */
export function scriptBudget(page: Page, route: string) {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.hostname === '127.0.0.1' && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return async () => {
    const js = [...scripts].reduce((sum, p) => sum + gz(readFileSync(`${distDir}/site${p}`)), 0);
    const consent = `/assets/${manifest()[CONSENT_ENTRY].file.replace(/^assets\//, '')}`;
    expect
      .soft(scripts.has(consent), 'the consent script is on the page exactly when analytics is configured')
      .toBe(analyticsOn);
    const budget = jsBudget(route) + (analyticsOn ? CONSENT_BUDGET : 0);
    expect
      .soft(
        js,
        `${route} loads ${(js / KB).toFixed(1)} KB of JavaScript (budget ${budget / KB} KB): ${[...scripts].join(', ')}`,
      )
      .toBeLessThanOrEqual(budget);
    // The CSS is inline, its bytes held by the code budgets of budgets.spec.ts.
    expect.soft(await page.locator('link[rel="stylesheet"]').count(), 'no render-blocking stylesheet').toBe(0);
  };
}
