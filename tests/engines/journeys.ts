import { readFileSync } from 'node:fs';
import { estimate } from '../../shared/pricing.ts';
import { addFiles } from '../../shared/attachments.ts';
import { loaderLine } from '../../site/scripts/snippet.ts';
import { allRoutes } from '../browser/routes.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { call, type Driver } from './driver.ts';
import type { Partner, Site } from './server.ts';
import {
  choose,
  chooseFiles,
  click,
  fill,
  isVisible,
  pageProblems,
  settle,
  textOf,
  textsOf,
  until,
  untilDefined,
  untilHidden,
  untilText,
  untilVisible,
  widgetsOnPage,
} from './page.ts';

/**
 * The journeys every engine runs (tests/engines/firefox.test.ts, webkit.test.ts), each written once over the
 * Driver interface. Expectations come from shared/data and shared/*.ts, never from today's copy.
 */
const data = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../shared/data/${name}.json`, import.meta.url), 'utf8'));
const business = data('business') as { brand: string; email: string };
const faq = data('faq') as { category: string; questions: { question: string; answer: string }[] }[];
const gallery = data('gallery') as { caption: string }[];
const quoteChoices = data('quote-form') as Record<string, { value: string; label: string }[]>;

/** The photos our /gallery page shows, with absolute addresses on `origin` (the partner gallery's defaults are on the public site). */
export function galleryPhotos(origin: string): string {
  const html = readFileSync('dist/site/gallery.html', 'utf8');
  const attr = /<steel-gallery photos="([^"]*)"/.exec(html)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return attr.replace(/(^|[":,\s])\/img\//g, `$1${origin}/img/`);
}
export const escapeAttr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export interface World {
  d: Driver;
  site: Site;
  /** The site built with a measurement ID, so it asks for analytics consent (tests/engines/global-setup.ts). */
  consentSite: Site;
  partner: Partner;
  /** Hosts the browser tried to reach beyond 127.0.0.1 (all refused). */
  outside: string[];
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Fails with everything the page, the servers and the proxy reported, except what `expected` matches. */
async function expectNoProblems(w: World, where: string, expected?: RegExp) {
  await settle(w.d);
  const all = [
    ...(await pageProblems(w.d).catch(() => [] as string[])).map((p) => `page: ${p}`),
    ...[w.site, w.consentSite, w.partner].flatMap((s) =>
      s.problems.map((p) => `${s.origin}${p.startsWith('/') ? '' : ' '}${p}`),
    ),
    ...w.outside.map((h) => `request beyond 127.0.0.1: ${h}`),
  ];
  const unexpected = [...new Set(all)].filter((p) => !expected?.test(p));
  if (unexpected.length) throw new Error(`${where}:\n${unexpected.join('\n')}`);
}

/** Resolves once the page's modules (meta[name=steel-modules], started after the first paint) have run (tests/engines/server.ts). */
async function modulesRan(d: Driver) {
  await d.run(
    `document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/__engines/modules.js' }))`,
  );
  await until(d, 'window.__engines.modulesRan', "the page's modules run", 10_000);
}

/**
 * Every widget on the page is defined and none shows its fallback. A pre-rendered form is defined on the
 * visitor's intent (widgets/mail-form/lazy.ts): once the page's modules have run, each form still waiting is
 * clicked into and left, as a visitor would.
 */
async function expectUpgraded(w: World, where: string) {
  await modulesRan(w.d);
  const waiting = (await widgetsOnPage(w.d)).filter((x) => !x.defined && x.form).map((x) => x.tag);
  for (const tag of new Set(waiting)) {
    await click(w.d, `${tag} >>> input:not([type=hidden]):not([type=file])`);
    await click(w.d, 'h1');
  }
  const widgets = await widgetsOnPage(w.d);
  await untilDefined(w.d, [...new Set(widgets.map((x) => x.tag))]).catch(async () => {
    const missing = (await widgetsOnPage(w.d)).filter((x) => !x.defined).map((x) => x.tag);
    throw new Error(`${where}: not defined: ${missing.join(', ')}`);
  });
  await settle(w.d);
  const broken = (await widgetsOnPage(w.d)).filter((x) => x.fallback).map((x) => x.tag);
  if (broken.length) throw new Error(`${where}: showing the fallback: ${broken.join(', ')}`);
  return widgets;
}

function equal(actual: unknown, expected: unknown, what: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}
function ok(value: unknown, what: string) {
  if (!value) throw new Error(what);
}

async function open(w: World, route: string, site = w.site, parsed = false) {
  await w.d.goto(site.origin + route, parsed);
  await until(w.d, 'document.readyState !== "loading" && !!window.__engines', `${route} parsed`);
}

const chooseOptions = async (d: Driver, choices: Record<string, string>, host = 'steel-calculator') => {
  for (const [name, value] of Object.entries(choices)) {
    const radio = `${host} >>> input[name="${name}"][value="${value}"]`;
    await click(d, radio);
    await until(d, `window.__engines.find(${JSON.stringify(radio)}).checked`, `${name} ${value} checked`);
  }
};

/** Each page of tests/browser/routes.ts: it loads with no problem reported, and every widget on it upgrades. */
export const pageChecks: Record<string, (w: World) => Promise<void>> = Object.fromEntries(
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

export const journeys: Record<string, (w: World) => Promise<void>> = {
  'used before its scripts arrive: the menu at 390 px, the calculator and the quote form keep what the visitor did':
    async (w) => {
      const { d } = w;
      // Every script request waits until released; all are released in any case, so a failure stops no later test.
      const releases: (() => void)[] = [];
      const hold = () => releases[releases.push(w.site.hold(/^\/assets\/.*\.js$/)) - 1];
      try {
        await d.viewport(390, 844);
        let release = hold();
        await open(w, '/about', w.site, true);
        await click(w.d, 'steel-site-menu >>> summary');
        await untilVisible(d, 'steel-site-menu a');
        ok(!(await d.run('!!customElements.get("steel-site-menu")')), 'the menu was used before its script ran');
        release();
        await untilDefined(d, ['steel-site-menu']);
        await settle(d);
        ok(
          await d.run('window.__engines.find("steel-site-menu >>> details").open'),
          'the menu is still open after the upgrade',
        );
        ok(await isVisible(d, 'steel-site-menu a'), 'its links still show');
        await d.viewport(1280, 800);

        const choices = { ...calculatorChoices, location: 'essex' };
        release = hold();
        await open(w, '/calculator', w.site, true);
        await chooseOptions(d, choices);
        await fill(d, 'steel-calculator >>> input[name="email"]', 'jo@example.org');
        ok(!(await d.run('!!customElements.get("steel-calculator")')), 'the calculator was used before its script ran');
        release();
        await untilDefined(d, ['steel-calculator']);
        await settle(d);
        for (const [name, value] of Object.entries(choices))
          ok(
            await d.run(
              `window.__engines.find('steel-calculator >>> input[name="${name}"][value="${value}"]').checked`,
            ),
            `${name} ${value} still chosen after the upgrade`,
          );
        equal(
          await d.run(`window.__engines.find('steel-calculator >>> input[name="email"]').value`),
          'jo@example.org',
          'e-mail kept',
        );
        await click(d, 'steel-calculator >>> button[type="submit"]');
        await untilText(d, 'steel-calculator >>> .range', estimate(choices)!.priceRange);

        release = hold();
        await open(w, '/crane-hire-services', w.site, true);
        await fill(d, 'steel-quote-form >>> [name="name"]', 'Jo Smith');
        await fill(d, 'steel-quote-form >>> [name="description"]', 'Two lifts on Tuesday');
        ok(!(await d.run('!!customElements.get("steel-quote-form")')), 'the form was used before its script ran');
        release();
        // The visitor goes on: back into the form and out again, and it is defined (widgets/mail-form/lazy.ts).
        await fill(d, 'steel-quote-form >>> [name="name"]', '');
        await click(d, 'h1');
        await until(d, 'document.activeElement !== window.__engines.find("steel-quote-form")', 'focus out of the form');
        await untilDefined(d, ['steel-quote-form']);
        await settle(d);
        equal(
          await d.run(`window.__engines.find('steel-quote-form >>> [name="name"]').value`),
          'Jo Smith',
          'name kept',
        );
        equal(
          await d.run(`window.__engines.find('steel-quote-form >>> [name="description"]').value`),
          'Two lifts on Tuesday',
          'description kept',
        );
        await expectUpgraded(w, '/crane-hire-services');
        await expectNoProblems(w, 'pages used before their scripts');
      } finally {
        for (const release of releases) release();
        await d.viewport(1280, 800);
      }
    },

  'calculator: the estimate shared/pricing.ts computes, and its e-mail': async (w) => {
    const { d } = w;
    const expected = estimate(calculatorChoices)!;
    await open(w, '/calculator');
    await untilDefined(d, ['steel-calculator']);
    await chooseOptions(d, calculatorChoices);
    await fill(d, 'steel-calculator >>> input[name="email"]', 'jo@example.org');
    await click(d, 'steel-calculator >>> button[type="submit"]');
    await untilText(d, 'steel-calculator >>> .range', expected.priceRange);
    equal(await textsOf(d, 'steel-calculator >>> .factors li'), expected.factors, 'the factors listed');
    // The mail program is not there to open: keep the composed mail on the page (the event is cancelable).
    await d.run(
      `document.addEventListener('steel-calculator-email', (e) => { e.preventDefault(); window.__mail = e.detail; })`,
    );
    await click(d, 'steel-calculator >>> .actions button[part="email"]');
    const mail = await until<{ href: string; body: string; subject: string }>(
      d,
      'window.__mail',
      'the estimate e-mail',
    );
    ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}: ${mail.href.slice(0, 60)}`);
    for (const part of [expected.priceRange, 'jo@example.org'])
      ok(mail.body.includes(part), `the e-mail carries ${part}`);
    ok(mail.subject.includes(business.brand), 'the subject names the business');
    await expectNoProblems(w, '/calculator');
  },

  'quote form: a refused file is reported, and the message is composed with every field and the good file': async (
    w,
  ) => {
    const { d } = w;
    await open(w, '/welding-services');
    const bad = { name: 'notes.txt', type: 'text/plain', text: 'hello' };
    const good = { name: 'gate.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' };
    const refusal = addFiles([], [{ name: bad.name, type: bad.type, size: bad.text.length }]).rejections[0];
    await chooseFiles(d, 'steel-quote-form >>> input[type="file"]', [bad]);
    await until(
      d,
      async () => clean((await textOf(d, 'steel-quote-form >>> #f-files-problems')) ?? '').includes(refusal.text),
      'the refusal beside the file field',
    );
    ok(!(await isVisible(d, 'steel-quote-form >>> ul.files li')), 'the refused file is not listed');
    await chooseFiles(d, 'steel-quote-form >>> input[type="file"]', [good]);
    await untilVisible(d, 'steel-quote-form >>> ul.files li', good.name);
    const typed = {
      name: 'Jo Bloggs',
      phone: '07700 900123',
      email: 'jo@example.org',
      description: 'A galvanised side gate.',
    };
    for (const [name, value] of Object.entries(typed)) await fill(d, `steel-quote-form >>> [name="${name}"]`, value);
    const place = quoteChoices.location[0];
    await choose(d, 'steel-quote-form >>> select[name="location"]', place.value);
    // The message survives the move to /thank-you in this tab's storage.
    await d.run(
      `document.addEventListener('steel-quote-composed', (e) => sessionStorage.setItem('engines-mail', JSON.stringify(e.detail)))`,
    );
    await click(d, 'steel-quote-form >>> button[type="submit"]');
    // WebKitGTK's MiniBrowser has no mail program: the mailto: link replaces the page with about:blank, and
    // the form's move to /thank-you goes with it (Safari opens Mail and stays). The visitor's tab still has
    // the message (shared/handoff.ts), so /thank-you is opened as the form would have.
    const where = await until<string>(
      d,
      'location.href === "about:blank" ? "blank" : location.pathname === "/thank-you" && document.readyState === "complete" && "thank-you"',
      '/thank-you',
      10_000,
    );
    if (where === 'blank') await open(w, '/thank-you');
    const mail = JSON.parse(await d.run<string>('sessionStorage.getItem("engines-mail")')) as {
      href: string;
      body: string;
    };
    ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}`);
    for (const value of [...Object.values(typed), place.label, good.name])
      ok(mail.body.includes(value), `the e-mail carries "${value}"`);
    ok(!mail.body.includes(bad.name), 'not the refused file');
    await until(
      d,
      async () => (await d.run<string>('document.querySelector("[data-composed-body]")?.textContent')) === mail.body,
      '/thank-you showing the message',
    );
    await expectNoProblems(w, 'quote form to /thank-you');
  },

  'FAQ: a question opens to its answer, another category can be chosen': async (w) => {
    const { d } = w;
    await open(w, '/faq');
    await untilDefined(d, ['steel-faq']);
    const cats = 'steel-faq >>> details.cat';
    equal(
      (await textsOf(d, `${cats} > summary`)).map((t) => faq.find((c) => t.includes(c.category))?.category),
      faq.map((c) => c.category),
      'the categories of faq.json',
    );
    const first = faq[0].questions[0];
    await click(d, `${cats}:nth-of-type(1) details.q summary`, first.question);
    await until(
      d,
      async () => clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? '') === clean(first.answer),
      'the first answer',
    );
    await click(d, `${cats} > summary`, faq[1].category);
    await until(
      d,
      `window.__engines.findAll(${JSON.stringify(cats)}).map((c) => c.open).join() === '${faq.map((_, i) => i === 1).join()}'`,
      'only the second category open',
    );
    const second = faq[1].questions[1];
    await click(d, `${cats}[open] details.q summary`, second.question);
    await untilVisible(d, `${cats}[open] details.q[open] .answer`);
    equal(
      clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? ''),
      clean(second.answer),
      'the answer shown',
    );
    await expectNoProblems(w, '/faq');
  },

  'gallery: a photo opens in the large view; arrow keys move, Escape closes and focus returns': async (w) => {
    const { d } = w;
    await open(w, '/gallery');
    await untilDefined(d, ['steel-gallery']);
    const captions = gallery.map((g) => g.caption);
    equal(await textsOf(d, 'steel-gallery >>> figcaption'), captions, 'the captions of gallery.json');
    const caption = 'steel-gallery >>> dialog[open] #lb-caption';
    await click(d, 'steel-gallery >>> a.thumb');
    await untilText(d, caption, captions[0]);
    ok(
      await d.run(
        `window.__engines.find('steel-gallery >>> dialog').contains(window.__engines.find('steel-gallery').shadowRoot.activeElement)`,
      ),
      'focus inside the dialog',
    );
    equal(await d.run('location.pathname'), '/gallery', 'the large view is not a navigation');
    await d.press('ArrowRight');
    await untilText(d, caption, captions[1]);
    await d.press('ArrowLeft');
    await d.press('ArrowLeft');
    await untilText(d, caption, captions.at(-1)!);
    await d.press('Escape');
    await untilHidden(d, 'steel-gallery >>> dialog');
    ok(
      await d.run(
        `window.__engines.find('steel-gallery').shadowRoot.activeElement === window.__engines.find('steel-gallery >>> a.thumb')`,
      ),
      'focus back on the first thumbnail',
    );
    await expectNoProblems(w, '/gallery');
  },

  'menu at 390 px: it opens to the links, Escape closes it and focus returns to the toggle': async (w) => {
    const { d } = w;
    await d.viewport(390, 844);
    await open(w, '/about');
    await untilDefined(d, ['steel-site-menu']);
    ok(!(await isVisible(d, 'steel-site-menu a')), 'links hidden while the menu is closed');
    await click(d, 'steel-site-menu >>> summary');
    await untilVisible(d, 'steel-site-menu a');
    const hrefs = await d.run<string[]>(
      '[...document.querySelectorAll("steel-site-menu a[href^=\'/\']")].map((a) => new URL(a.href).pathname)',
    );
    ok(hrefs.length > 0 && hrefs.every((h) => allRoutes.includes(h)), `menu links to our pages: ${hrefs.join(' ')}`);
    await d.press('Escape');
    await untilHidden(d, 'steel-site-menu a');
    ok(
      await d.run(
        'window.__engines.find("steel-site-menu").shadowRoot.activeElement === window.__engines.find("steel-site-menu >>> summary")',
      ),
      'focus on the toggle',
    );
    await click(d, 'steel-site-menu >>> summary');
    await click(d, 'steel-site-menu a[href$="/contact"]');
    await until(d, 'location.pathname === "/contact"', 'the Contact page');
    await d.viewport(1280, 800);
    await expectNoProblems(w, 'menu');
  },

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
      partner.page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${loaderLine(`${site.origin}/embed/v1/loader.js`)}
</head><body><main><h1>Our partners</h1>
<steel-calculator></steel-calculator><p>Text below</p>
<steel-quote-form></steel-quote-form><p>Text below</p>
<steel-gallery photos="${escapeAttr(galleryPhotos(site.origin))}"></steel-gallery><p>Text below</p>
</main></body></html>`;
      await d.goto(partner.origin + '/');
      const tags = ['steel-calculator', 'steel-quote-form', 'steel-gallery'];
      await untilDefined(d, tags);
      await expectUpgraded(w, 'partner page');
      const choices = { ...calculatorChoices, location: 'other' };
      await chooseOptions(d, choices);
      await fill(d, 'steel-calculator >>> input[name="phone"]', '01632 960123');
      await click(d, 'steel-calculator >>> button[type="submit"]');
      await untilText(d, 'steel-calculator >>> .range', estimate(choices)!.priceRange);
      await click(d, 'steel-quote-form >>> button[type="submit"]');
      await untilVisible(d, 'steel-quote-form >>> .summary');
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
