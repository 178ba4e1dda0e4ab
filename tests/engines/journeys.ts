import { existsSync, readFileSync } from 'node:fs';
import { distDir } from '../../shared/data-set.js';
import { escapeHtml } from '../../shared/html.ts';
import { estimate } from '../../shared/pricing.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
import { catalog, PARTNER_PAGE } from '../../widgets/catalog.ts';
import { allRoutes } from '../browser/routes.ts';
import { calculatorChoices, otherChoice } from '../lib/calculator-choices.ts';
import { attributeText } from '../lib/dom-steps.ts';
import { call } from './driver.ts';
import {
  click,
  fill,
  isVisible,
  settle,
  until,
  untilDefined,
  untilFocused,
  untilHidden,
  untilText,
  untilVisible,
} from './page.ts';
import {
  chooseOptions,
  stepTo,
  equal,
  expectNoProblems,
  expectUpgraded,
  modulesRan,
  ok,
  open,
  type ConfiguredCheck,
  type Journey,
  type World,
} from './steps.ts';

/** The photos our /gallery page shows, with absolute addresses on `origin` (the partner gallery's defaults are on the public site). */
function galleryPhotos(origin: string): string {
  const html = readFileSync(`${distDir}/site/gallery.html`, 'utf8');
  const attr = /<steel-gallery photos="([^"]*)"/.exec(html)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return attr.replace(/(^|[":,\s])\/img\//g, `$1${origin}/img/`);
}

/** A partner's page: our loader in its head, then `widgets` (HTML), each with a line of the partner's text below it. */
function partnerPage(siteOrigin: string, widgets: string[]) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${loaderLine(`${siteOrigin}/embed/v1/loader.js`)}
</head><body><main><h1>Our partners</h1>
${widgets.map((w) => `${w}<p>Text below</p>`).join('\n')}
</main></body></html>`;
}

/**
 * The journeys every engine runs (tests/engines/<engine>-widgets.test.ts and <engine>-pages.test.ts), each written once
 * over the Driver interface: each page, consent and the partner page here, and each widget's own from its folder
 * (widgets/<folder>/<folder>.journeys.ts), found through the catalog. Chromium runs only the widgets' journeys: the
 * pages, consent and the partner loader have Playwright's specs there (tests/browser/).
 */

/** Each page of tests/browser/routes.ts: it loads with no problem reported, and every widget on it upgrades. */
export const pageChecks: Record<string, Journey> = Object.fromEntries(
  allRoutes.map((route) => [
    `${route} loads with no console error, uncaught error or CSP violation, and every widget on it upgrades`,
    async (w: World) => {
      await open(w, route);
      await expectUpgraded(w, route);
      await until(w.d, 'document.readyState === "complete"', `${route} loaded`);
      await expectNoProblems(w, route);
    },
  ]),
);

/** What a widget's folder gives the engines: its journeys file, and its named examples (named.ts). */
interface WidgetFiles {
  journeys: Record<string, Journey>;
  configured?: ConfiguredCheck;
}
const widgetFiles = await Promise.all(
  catalog
    .filter((e) => existsSync(`widgets/${e.folder}/${e.folder}.journeys.ts`))
    .map(async (e) => ({
      tag: e.tag,
      ...((await import(`../../widgets/${e.folder}/${e.folder}.journeys.ts`)) as WidgetFiles),
      examples: existsSync(`widgets/${e.folder}/named.ts`)
        ? ((await import(`../../widgets/${e.folder}/named.ts`)) as { named: { configured?: Record<string, string> } })
            .named.configured
        : undefined,
    })),
);

/** The widgets whose folder names their example attributes and says what they show of them. */
const configuredWidgets = widgetFiles.flatMap(({ tag, configured, examples }) =>
  configured && examples ? [{ tag, check: configured, examples }] : [],
);

/**
 * Every widget a partner sets with its example attributes (named.configured, from interface.ts, as /embed's "Use the
 * examples" fills them), together on a partner's page through the loader: each shows what its folder's `configured`
 * says, and nothing on the page reports a problem.
 */
const configuredPage: Record<string, Journey> = {
  [`a partner page with ${configuredWidgets.map((c) => c.tag).join(', ')} each set by its example attributes: each shows them`]:
    async (w) => {
      const { d, partner, site } = w;
      partner.page = partnerPage(
        site.origin,
        configuredWidgets.map(({ tag, examples }) => `<${tag} ${attributeText(examples)}></${tag}>`),
      );
      await d.goto(partner.origin + '/');
      await untilDefined(
        d,
        configuredWidgets.map((c) => c.tag),
      );
      for (const { check } of configuredWidgets) await check(d);
      await expectNoProblems(w, 'partner page with the examples');
    },
};

/** Each widget's journeys, in catalog order, then the widgets set by their examples on one partner page. */
export const widgetJourneys: Record<string, Journey> = Object.assign(
  {},
  ...widgetFiles.map((f) => f.journeys),
  configuredPage,
);

export const journeys: Record<string, Journey> = {
  "consent: nothing before a choice; Accept loads Google's script; Reject from the privacy page withdraws it": async (
    w,
  ) => {
    const { d, consentSite: site } = w;
    const google = /googletagmanager\.com/;
    await open(w, '/about', site);
    await modulesRan(d); // so that leaving the page cuts nothing short
    await d.run('localStorage.clear()');
    await open(w, '/about', site);
    await untilVisible(d, '.consent');
    await settle(d, 300);
    equal(w.outside, [], 'nothing requested before a choice');
    await click(d, '.consent [data-choice="granted"]');
    await untilHidden(d, '.consent');
    equal(await d.run('localStorage.getItem("steel-analytics-consent")'), 'granted', 'the choice remembered');
    await until(d, async () => w.outside.some((h) => google.test(h)), "Google's script requested");
    ok(await d.run('typeof gtag === "function" && dataLayer.some((a) => a[0] === "config")'), 'gtag configured');

    await open(w, '/privacy-policy', site);
    ok(!(await isVisible(d, '.consent')), 'no banner once chosen');
    await click(d, '[data-consent-reset]');
    await untilVisible(d, '.consent');
    await d.run('window.__before = true');
    const asked = w.outside.length;
    await click(d, '.consent [data-choice="denied"]');
    await until(d, '!window.__before && document.readyState === "complete"', 'the page reloaded');
    await settle(d, 300);
    ok(!(await isVisible(d, '.consent')), 'no banner after Reject');
    equal(await d.run('localStorage.getItem("steel-analytics-consent")'), 'denied', 'the new choice remembered');
    equal(await d.run('typeof gtag'), 'undefined', 'no gtag after Reject');
    equal(await d.run('document.cookie.split(";").filter((c) => /^\\s*_ga/.test(c)).length'), 0, 'no analytics cookie');
    equal(w.outside.slice(asked), [], 'nothing requested after Reject');
    // Google's script is refused by the test's proxy (nothing leaves the machine), so its failed load is expected.
    await expectNoProblems(w, 'consent', /googletagmanager\.com/);
    w.outside.length = 0;
  },

  'partner page on another origin: the loader brings the calculator, the quote form and the gallery, and they work':
    async (w) => {
      const { d, partner, site } = w;
      partner.page = partnerPage(site.origin, [
        '<steel-calculator></steel-calculator>',
        '<steel-quote-form></steel-quote-form>',
        `<steel-gallery photos="${escapeHtml(galleryPhotos(site.origin))}"></steel-gallery>`,
      ]);
      await d.goto(partner.origin + '/');
      await untilDefined(d, PARTNER_PAGE);
      await expectUpgraded(w, 'partner page');
      const choices = { ...calculatorChoices, location: otherChoice('location') };
      await chooseOptions(d, choices);
      await stepTo(d, 'steel-calculator', 'steel-calculator >>> input[name="phone"]');
      await fill(d, 'steel-calculator >>> input[name="phone"]', '01632 960123');
      await click(d, 'steel-calculator >>> button[type="submit"]');
      await untilText(d, 'steel-calculator >>> .range', estimate(choices)!.priceRange);
      await click(d, 'steel-quote-form >>> button[type="submit"]'); // its first step's Next
      // the summary takes the focus once it is painted (an effect), which scrolls the page back to it: clicking
      // anything else before then would click where that thing no longer is
      await untilFocused(d, 'steel-quote-form >>> .summary');
      const invalid = await d.run<number>(
        'window.__engines.findAll("steel-quote-form >>> [aria-invalid=true]").length',
      );
      ok(invalid > 0, 'the empty form marks its required fields');
      await click(d, 'steel-gallery >>> a.thumb');
      await untilVisible(d, 'steel-gallery >>> dialog[open]');
      await d.press('Escape');
      await untilHidden(d, 'steel-gallery >>> dialog');
      equal(
        await call(
          d,
          () =>
            [...performance.getEntriesByType('resource')]
              .map((r) => new URL(r.name).origin)
              .filter((o) => o !== location.origin).length > 0,
        ),
        true,
        'the widgets came from the other origin',
      );
      await expectNoProblems(w, 'partner page');
    },
};
