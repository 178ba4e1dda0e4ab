import { test, expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gz, KB, PARTNER_JS_BUDGET } from './budgets.ts';
import { blockThirdParties } from './widget-helpers.ts';
import { rendered } from '../lib/frames.ts';
import { expectNoAxeViolations } from './axe.ts';
import { reservedTags } from '../../widgets/partner/build/reserve.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
import { reserveHref } from '../../widgets/partner/loader/host-files.ts';
import { pasted } from '../lib/pasted.ts';
import { catalog, elements, PARTNER_PAGE } from '../../widgets/catalog.ts';
import { releases } from '../../widgets/releases.ts';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';

/**
 * A partner page on another origin with the loader (docs/widgets.md "Loader") and three widgets, each
 * followed by text: (a) all its JavaScript within budget (PARTNER_JS_BUDGET), the shared runtime fetched once; (c) no
 * layout shift when the widgets arrive (CLS at most 0.01), because each tag keeps the space of its first
 * render until its code has run (widgets/partner/build/reserve.ts). The partner is a `.localhost` origin for
 * the reason partner-hostile-page.spec.ts gives.
 */
const PARTNER_HOST = 'loader-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}/`;

/** The live site, where the gallery's default photos are (scripts/partner-photos.ts): the test server answers for it. */
const SITE = (readData('business').siteUrl as string).replace(/\/$/, '');
const paragraph = (n: number) =>
  `<p>Text below widget ${n}: our partners fit the steel we order, and this paragraph must stay where it is when the widget above arrives.</p>`;

function partnerPage(origin: string, widgets: string[]) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner with the loader</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${loaderLine(`${origin}/embed/v1/loader.js`)}
</head><body><main><h1>Our partners</h1>
${widgets.map((w, i) => `${w}\n${paragraph(i + 1)}`).join('\n')}
</main></body></html>`;
}

/** The budget's partner page (widgets/catalog.ts); the gallery with its default photos, the ones reserve.ts has a floor for. */
const threeWidgets = () => PARTNER_PAGE.map((tag) => `<${tag}></${tag}>`);

async function openPartner(page: Page, html: string, waitUntil: 'load' | 'networkidle' = 'networkidle') {
  const problems: string[] = [];
  const scripts: Response[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r));
  // Layout shifts from the first paint on, as CLS counts them (not after recent input).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __takeShifts: () => void };
    w.__cls = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // the shifts recorded but not yet handed to the observer (it is told a task later)
    w.__takeShifts = () => add(observer.takeRecords());
  });
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER.slice(0, -1) });
  await blockThirdParties(page.context(), [PARTNER_HOST, new URL(SITE).hostname]);
  const { baseURL } = test.info().project.use;
  await page.route(
    `${SITE}/img/**`,
    (route) =>
      route
        .fetch({ url: `${baseURL}${new URL(route.request().url()).pathname}` })
        .then((response) => route.fulfill({ response }))
        .catch(() => route.abort().catch(() => {})), // a lazy photo asked for as the test ends
  );
  await page.route(`${PARTNER}**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(PARTNER, { waitUntil });
  return { problems, scripts };
}

const allDefined = (page: Page, tags: string[]) =>
  page.waitForFunction((t) => t.every((tag) => customElements.get(tag)), tags);

test.describe('a partner page with the loader, the calculator, the quote form and the gallery', () => {
  test('(a) downloads at most 26.5 KB gzip of JavaScript (issue 14 target: 22 KB), the shared runtime once', async ({
    page,
    baseURL,
  }) => {
    const { problems, scripts } = await openPartner(page, partnerPage(baseURL!, threeWidgets()));
    await allDefined(page, PARTNER_PAGE);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      scripts.map(async (r) => ({ path: new URL(r.url()).pathname, body: await r.body() })),
    );
    const paths = files.map((f) => f.path);
    expect(new Set(paths).size, `each file fetched once: ${paths.join(', ')}`).toBe(paths.length);
    expect(
      paths.every((p) => p.startsWith('/embed/v1/')),
      paths.join(', '),
    ).toBe(true);
    expect(paths.filter((p) => p.includes('/elements/')).sort()).toEqual(
      PARTNER_PAGE.map((tag) => `/embed/v1/elements/${tag}.js`).sort(),
    );
    // preact and r2wc are in one file: the runtime the three widgets share.
    for (const mark of ['observedAttributes', 'http://www.w3.org/2000/svg']) {
      expect(
        files.filter((f) => f.body.includes(mark)).map((f) => f.path),
        mark,
      ).toHaveLength(1);
    }
    const sizes = files.map((f) => ({ path: f.path, gzip: gz(f.body) }));
    const total = sizes.reduce((n, s) => n + s.gzip, 0);
    console.log(
      `partner page JavaScript: ${sizes.map((s) => `${s.path} ${s.gzip}`).join(', ')}; total ${total} B gzip`,
    );
    expect(total, `${(total / KB).toFixed(1)} KB gzip (budget ${PARTNER_JS_BUDGET / KB} KB)`).toBeLessThanOrEqual(
      PARTNER_JS_BUDGET,
    );
    expect(problems).toEqual([]);
  });

  test('(c) the widgets keep their space before their code arrives: CLS at most 0.01 with text below each', async ({
    page,
    baseURL,
  }) => {
    // Pasted as /embed gives them: each tag with its rules and its placeholder.
    const parts = PARTNER_PAGE.map((tag) => pasted(baseURL!, tag).part);
    const { problems } = await openPartner(page, partnerPage(baseURL!, parts));
    await allDefined(page, PARTNER_PAGE);
    await page.waitForLoadState('networkidle');
    // every widget defined and its code fetched: its first render has happened by the next frames
    await rendered(page);
    // The reserve rules (the live ones, and the rule that keeps them) are adopted by the document, not written as a
    // <style> element: the only ones are the snippets' own.
    expect(
      await page.evaluate(() => [document.adoptedStyleSheets.length, document.querySelectorAll('style').length]),
    ).toEqual([2, PARTNER_PAGE.length]);
    const cls = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __takeShifts: () => void };
      w.__takeShifts();
      return w.__cls;
    });
    expect(cls, 'cumulative layout shift').toBeLessThanOrEqual(0.01);
    expect(problems).toEqual([]);
  });
});

/** The floor the live reserve rules give an element (its ::before, widgets/partner/build/reserve.ts), px. */
const floorOf = (el: Element) => parseFloat(getComputedStyle(el, '::before').height) || 0;

/**
 * Each widget alone, its module held back: the reserve stylesheet of the snippet gives its box its floor before
 * any of our code has run, and the text below it does not move when the module is let through and the widget
 * renders, because its first render fits under the floor (docs/widgets.md "Reserved space"); on a wide page and on
 * two phones. tests/engines/partner-no-jump.test.ts checks every placement in Chromium, Firefox and WebKit.
 */
const sized = reservedTags();
for (const [name, viewport] of [
  ['wide', { width: 1280, height: 720 }],
  ['narrow', { width: 390, height: 844 }],
  ['small', { width: 375, height: 667 }],
] as const) {
  test.describe(`reserved space (${name}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    for (const tag of sized) {
      test(`${tag}: its floor from the first frame, and the text below stays put when the widget arrives`, async ({
        page,
        baseURL,
      }) => {
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        await page.route(`${baseURL}/embed/v1/elements/${tag}.js`, async (route) => {
          await held;
          await route.continue();
        });
        // Pasted as /embed gives it: its rules inline and its placeholder, which holds the floor from the first frame.
        await openPartner(page, partnerPage(baseURL!, [pasted(baseURL!, tag).part]), 'load');
        const box = () => page.locator(tag).evaluate((el) => el.getBoundingClientRect().height);
        const floor = await page.locator(tag).evaluate((el) => el.firstElementChild!.getBoundingClientRect().height);
        expect(floor, `${tag} has a floor in its snippet's rules`).toBeGreaterThan(0);
        expect(await box(), `${tag}: its floor before its code has run`).toBeCloseTo(floor, 0);
        const below = page.locator('main > p').first();
        const before = (await below.boundingBox())!.y;
        release();
        await allDefined(page, [tag]);
        await page.waitForLoadState('networkidle');
        const after = (await below.boundingBox())!.y;
        // The widget's own height, without the floor its part keeps (an !important style inside the shadow root
        // wins over ::part()): what the floor must hold at least.
        const rendered = await page.locator(tag).evaluate(
          (el: HTMLElement, part) => {
            const kept = el.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)!;
            kept.style.setProperty('min-height', '0', 'important');
            const h = el.getBoundingClientRect().height;
            kept.style.removeProperty('min-height');
            return h;
          },
          elements.find((e) => e.tag === tag)!.reserve!.part,
        );
        console.log(`${name} ${tag}: floor ${floor}, first render ${rendered.toFixed(1)} px`);
        expect(rendered, `${tag}: its first render outgrew its floor`).toBeLessThanOrEqual(floor + 1);
        expect(Math.abs(after - before), `${tag}: the text below moved from ${before} to ${after}`).toBeLessThanOrEqual(
          1,
        );
      });
    }
  });
}

test('the reserve stylesheet alone, before any of our scripts, gives each widget its floor', async ({
  page,
  baseURL,
}) => {
  // The snippet's first line without the loader: what a browser paints before any script has run.
  const tags = reservedTags();
  const html = partnerPage(
    baseURL!,
    tags.map((t) => `<${t}></${t}>`),
  )
    .replace(
      loaderLine(`${baseURL}/embed/v1/loader.js`),
      `<link rel="stylesheet" href="${reserveHref(`${baseURL}/embed/v1/loader.js`)}">`,
    )
    // The floors' timer (HOST_WAIT_MS, an animation) stands still, so a slow machine's load cannot outlast it.
    .replace('</head>', '<style>*::before{animation-play-state:paused!important}</style></head>');
  const { problems, scripts } = await openPartner(page, html, 'load');
  expect(scripts, 'no script of ours').toEqual([]);
  for (const tag of tags) {
    const box = await page.locator(tag).evaluate((el) => el.getBoundingClientRect().height);
    const floor = await page.locator(tag).evaluate(floorOf);
    expect(floor, `${tag}: a floor from the stylesheet`).toBeGreaterThan(0);
    expect(box, `${tag}: the box keeps its floor`).toBeCloseTo(floor, 0);
  }
  expect(problems).toEqual([]);
});

test("a partner's own rule for a tag wins over the reserve, wherever it is in the page", async ({ page, baseURL }) => {
  // Before the snippet, and so before the loader's adopted copy too: order must not matter (docs/widgets.md).
  const html = partnerPage(baseURL!, ['<steel-faq></steel-faq>']).replace(
    '<meta charset="utf-8">',
    '<meta charset="utf-8"><style>steel-faq{min-height:2000px}</style>',
  );
  const { problems } = await openPartner(page, html);
  await allDefined(page, ['steel-faq']);
  expect(await page.locator('steel-faq').evaluate((el) => el.getBoundingClientRect().height)).toBe(2000);
  expect(problems).toEqual([]);
});

test("a host's root font size does not shrink the widgets: sizes inside them follow the widget, not rem", async ({
  page,
  baseURL,
}) => {
  const html = (rootCss: string) =>
    partnerPage(baseURL!, ['<steel-calculator></steel-calculator>', '<steel-quote-form></steel-quote-form>']).replace(
      '</head>',
      `<style>${rootCss}</style></head>`,
    );
  const measure = async (rootCss: string) => {
    await openPartner(page, html(rootCss));
    await allDefined(page, ['steel-calculator', 'steel-quote-form']);
    return page.evaluate(() =>
      ['steel-calculator', 'steel-quote-form'].map((tag) => {
        const root = document.querySelector(tag)!.shadowRoot!;
        const title = root.querySelector('h2, legend')!;
        const field = root.querySelector('input:not([type=radio]), select')!;
        return {
          tag,
          height: document.querySelector(tag)!.getBoundingClientRect().height,
          title: getComputedStyle(title).fontSize,
          padding: getComputedStyle(field).paddingLeft,
        };
      }),
    );
  };
  // A common host pattern: a 10px root for rem arithmetic, the text set back to 16px on body.
  const usual = await measure('body{font-size:16px}');
  const tenPx = await measure('html{font-size:10px}body{font-size:16px}');
  expect(tenPx).toEqual(usual);
});

test('the loader finds tags added later, and tags inside open shadow roots', async ({ page, baseURL }) => {
  // A partner component that renders our chat button inside its own open shadow root.
  const card = `<script>customElements.define('partner-card', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }).append(document.createElement('steel-chat-button')); }
});</script><partner-card></partner-card>`;
  const { problems } = await openPartner(page, partnerPage(baseURL!, [card]));
  await allDefined(page, ['steel-chat-button']);
  expect(
    await page.evaluate(() => customElements.get('steel-faq')),
    'no FAQ in the page yet, so none loaded',
  ).toBeUndefined();
  // Added to the shadow root after the loader ran: its observer there defines it.
  await page.evaluate(() =>
    document.querySelector('partner-card')!.shadowRoot!.append(document.createElement('steel-faq')),
  );
  await allDefined(page, ['steel-faq']);
  // And into the document, by a single-page app, much later.
  await page.evaluate(() => document.body.append(document.createElement('steel-calculator')));
  await allDefined(page, ['steel-calculator']);
  expect(problems).toEqual([]);
});

test("a tag inside a partner component's shadow root keeps its reserved space too", async ({ page, baseURL }) => {
  // The document's reserve rules do not reach into a shadow root: the loader adopts them there as well.
  const card = `<script>customElements.define('partner-card', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<steel-faq></steel-faq><p>Below the FAQ</p>'; }
});</script><partner-card></partner-card>`;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${baseURL}/embed/v1/elements/steel-faq.js`, async (route) => {
    await held;
    await route.continue();
  });
  const { problems } = await openPartner(page, partnerPage(baseURL!, [card]), 'load');
  const inCard = (selector: string) =>
    page.evaluate(
      (sel) => document.querySelector('partner-card')!.shadowRoot!.querySelector(sel)!.getBoundingClientRect(),
      selector,
    );
  // The page's stylesheet cannot reach into the card: the floor there comes with the loader's copy of the rules.
  const reserved = await (
    await page.waitForFunction(
      () =>
        parseFloat(
          getComputedStyle(document.querySelector('partner-card')!.shadowRoot!.querySelector('steel-faq')!, '::before')
            .height,
        ) || 0,
    )
  ).jsonValue();
  expect(reserved, 'a floor inside the shadow root').toBeGreaterThan(0);
  expect((await inCard('steel-faq')).height, 'the FAQ keeps its space before its code arrives').toBeCloseTo(
    reserved,
    0,
  );
  const before = (await inCard('p')).y;
  release();
  await allDefined(page, ['steel-faq']);
  await page.waitForLoadState('networkidle');
  const after = (await inCard('p')).y;
  expect(Math.abs(after - before), `the text below moved from ${before} to ${after}`).toBeLessThanOrEqual(8);
  expect(problems).toEqual([]);
});

test('discover() finds our tags in a shadow root attached after the loader looked', async ({ page, baseURL }) => {
  // A partner component that renders later (after data arrives): nothing in the document changes then.
  const late = `<script>customElements.define('partner-late', class extends HTMLElement {
  connectedCallback() { setTimeout(() => this.attachShadow({ mode: 'open' }).append(document.createElement('steel-faq')), 300); }
});</script><partner-late></partner-late>`;
  const { problems } = await openPartner(page, partnerPage(baseURL!, [late]));
  await page.waitForFunction(() => !!document.querySelector('partner-late')!.shadowRoot);
  // What the loader would do on seeing the tag (define it once its module is in) it would have done by then.
  await rendered(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => customElements.get('steel-faq')), 'not seen without discover()').toBeUndefined();
  await page.evaluate(async (loader) => {
    const { discover } = await import(loader);
    discover(document.querySelector('partner-late')!.shadowRoot!);
  }, `${baseURL}/embed/v1/loader.js`);
  await allDefined(page, ['steel-faq']);
  expect(problems).toEqual([]);
});

test('a component with a closed shadow root passes it to discover(), and our tag there is defined', async ({
  page,
  baseURL,
}) => {
  // No script outside the component can reach a closed root, so the component hands it over itself.
  const closed = `<script type="module">
import { discover } from '${baseURL}/embed/v1/loader.js';
customElements.define('partner-closed', class extends HTMLElement {
  constructor() { super(); const root = this.attachShadow({ mode: 'closed' }); root.append(document.createElement('steel-faq')); discover(root); }
});
</script><partner-closed></partner-closed>`;
  const { problems } = await openPartner(page, partnerPage(baseURL!, [closed]));
  await allDefined(page, ['steel-faq']);
  expect(await page.evaluate(() => document.querySelector('partner-closed')!.shadowRoot), 'closed').toBeNull();
  expect(problems).toEqual([]);
});

/**
 * A partner who pinned a release (docs/widgets.md "Releases") keeps it: each pinned release of the changelog,
 * loaded with the SRI hash its integrity.json gives, defines the widgets from its own folder only.
 */
for (const { version } of releases.filter((r) => r.pinned)) {
  test(`release ${version}, pinned with its SRI hash, still loads its widgets from /embed/${version}/`, async ({
    page,
    baseURL,
  }) => {
    const integrity = JSON.parse(readFileSync(`${distDir}/site/embed/${version}/integrity.json`, 'utf8')) as Record<
      string,
      string
    >;
    const html = (hash: string) =>
      partnerPage(baseURL!, ['<steel-calculator></steel-calculator>', '<steel-faq></steel-faq>']).replace(
        loaderLine(`${baseURL}/embed/v1/loader.js`),
        `<script type="module" src="${baseURL}/embed/${version}/loader.js" integrity="${hash}" crossorigin="anonymous"></script>`,
      );
    const { problems, scripts } = await openPartner(page, html(integrity['loader.js']));
    await allDefined(page, ['steel-calculator', 'steel-faq']);
    const paths = scripts.map((r) => new URL(r.url()).pathname);
    expect(
      paths.filter((p) => !p.startsWith(`/embed/${version}/`)),
      'every script from the pinned folder',
    ).toEqual([]);
    expect(problems).toEqual([]);

    // The hash is enforced: a loader that does not match it never runs.
    const tampered = await openPartner(
      page,
      html(integrity['loader.js'].replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))),
    );
    // the browser refuses the file and says so: nothing of it has run
    await expect.poll(() => tampered.problems.join('\n')).toContain('integrity');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => customElements.get('steel-calculator')),
      'no widget from a mismatched file',
    ).toBeUndefined();
  });
}

test('every partner widget on a partner page: axe finds nothing, at first and with the forms showing their errors', async ({
  page,
  baseURL,
}) => {
  // The partner build differs from our pages' (px sizes, preact without compat): check it as a partner shows it.
  const tags = catalog.filter((c) => c.embeddable).map((c) => c.tag);
  const widgets = tags.map((t) => `<${t}></${t}>`);
  const { problems } = await openPartner(page, partnerPage(baseURL!, widgets));
  await allDefined(page, tags);
  await expectNoAxeViolations(page, 'a partner page with every widget');
  // Every widget with a submit button is a form. The calculator's is aria-disabled until the form is complete, yet
  // pressing it shows the errors.
  const forms: string[] = [];
  for (const tag of tags) if (await page.locator(tag).locator('button[type=submit]').count()) forms.push(tag);
  expect(forms.length, 'the forms among the widgets').toBeGreaterThan(1);
  for (const form of forms) await page.locator(form).locator('button[type=submit]').click({ force: true });
  for (const form of forms)
    await expect(page.locator(form).locator('.summary'), `${form} shows its error summary`).toBeVisible();
  await expectNoAxeViolations(page, 'a partner page with the forms showing their errors');
  expect(problems).toEqual([]);
});
