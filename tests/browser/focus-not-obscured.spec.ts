import { test, expect, type Page } from '@playwright/test';
import { allRoutes } from './routes.ts';
import { business, openPage } from './widget-helpers.ts';

/*
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured): tabbing through every page at phone and desktop widths, the
 * focused element's box never intersects the box of a fixed element it is not part of (the phone call/quote
 * bar, the chat and back-to-top buttons, inside their shadow roots too). And with the page scrolled to the
 * bottom, every footer link in view is the top element at its centre (no floating button over it), and one the
 * window's top edge cuts or hides (a tall footer) is scrolled into view, uncovered, when it takes the focus.
 * With analytics configured (a measurement ID in the data set's business.json: the fixture data set has one),
 * a first visit shows the consent banner, fixed at the bottom of the window until the visitor chooses: every
 * check here runs while it shows, and it counts as a fixed layer like the bars. Without one, the bars alone.
 */
const consentBanner = !!business.analytics.measurementId;
const state = consentBanner ? 'with the consent banner showing' : 'without analytics (no consent banner)';

/** The banner shows on a first visit exactly when the data set configures analytics. */
const expectBannerState = (page: Page) => expect(page.locator('.consent')).toHaveCount(consentBanner ? 1 : 0);

/** The focused element (inside open shadow roots), and every visible fixed element that overlaps it. */
const obscured = (page: Page) =>
  page.evaluate(async () => {
    // In the next frame: the scroll events of the Tab's scroll into view are dispatched before its animation frame
    // callbacks, so what listens to them (the back-to-top button) has shown itself. Reading boxes lays the page out.
    await new Promise((done) => requestAnimationFrame(done));
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el.localName === 'main') return { focused: null, over: [] as string[] };
    const contains = (a: Element, b: Element) => {
      for (let n: Node | null = b; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === a) return true;
      return false;
    };
    // The fixed layers are found once per page (a walk of every element is slow on a long page); a form that
    // renders again on first use replaces its nodes, so a candidate no longer in the page means a new walk.
    const w = window as { fixedLayers?: Element[] };
    if (!w.fixedLayers?.every((e) => e.isConnected)) {
      const layers: Element[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const e of root.querySelectorAll('*')) {
          if (getComputedStyle(e).position === 'fixed') layers.push(e);
          if (e.shadowRoot) walk(e.shadowRoot);
        }
      };
      walk(document);
      w.fixedLayers = layers;
    }
    const fixed = w.fixedLayers.filter((e) => {
      const cs = getComputedStyle(e);
      return cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0;
    });
    const r = el.getBoundingClientRect();
    const name = (e: Element) =>
      `<${e.localName}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''}>`;
    const label = `${name(el)} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    // A control that is itself part of a fixed layer (the chat button beside the call bar) cannot be scrolled
    // clear of another one, so it must be painted on top: what is shown at its centre is the control itself.
    if (fixed.some((f) => contains(f, el!))) {
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      let top = document.elementFromPoint(x, y);
      while (top?.shadowRoot) {
        const inner = top.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === top) break;
        top = inner;
      }
      return { focused: label, over: top && !contains(el, top) && !contains(top, el) ? [name(top)] : [] };
    }
    // A box taller than the space the bars leave (a long scrollable table on a phone) cannot clear them:
    // then its top must be in that space (SC 2.4.11: not entirely hidden; the reader starts at the top).
    const pad = (side: 'Top' | 'Bottom') =>
      parseFloat(getComputedStyle(document.documentElement)[`scrollPadding${side}`]) || 0;
    const space = innerHeight - pad('Top') - pad('Bottom');
    if (r.height > space) {
      const topShows = r.top >= 0 && r.top < innerHeight - pad('Bottom');
      return {
        focused: `<${el.localName}> (taller than the free space)`,
        over: topShows ? [] : [`nothing: its top is at ${Math.round(r.top)} px`],
      };
    }
    const over = fixed
      .filter((f) => !contains(f, el!) && !contains(el!, f))
      .filter((f) => {
        const b = f.getBoundingClientRect();
        return (
          b.width > 0 && b.height > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom
        );
      })
      .map(name);
    return { focused: label, over };
  });

/** Tabs through the whole page (or to the first problem) from where focus is; returns each stop left under a fixed layer, and how many stops. */
async function walk(page: Page, { untilFirstProblem = false } = {}) {
  const problems: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    let { focused, over } = await obscured(page);
    // A form fetches its code on first use and renders again: judge once the page has settled, or after a second.
    if (over.length)
      await expect
        .poll(async () => ({ focused, over } = await obscured(page)).over, { timeout: 1000 })
        .toEqual([])
        .catch(() => undefined); // still under a layer: recorded below
    if (!focused) continue;
    stops++;
    if (over.length) problems.push(`${focused} under ${over.join(', ')}`);
    if (untilFirstProblem && problems.length) break;
    if (seen.has(focused) && i > 5 && focused.includes('Skip to main')) break; // wrapped round
    seen.add(focused);
  }
  return { problems, stops };
}

/** Opens a page at a width, as a first visit (the consent banner showing where analytics is configured). */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 640 : 800 });
  await openPage(page, route); // the page's modules have run: its widgets are defined and awake
  await expectBannerState(page);
}

// One test a page, walked at two phone widths and a desktop width on one browser context (a test's own context and
// first load cost about a second: three tests a page spent more on that than on a walk).
test.describe(`${state}, tabbing through the page never leaves focus under a fixed bar or button`, () => {
  for (const route of allRoutes) {
    test(`${route} at 320, 390 and 1280 px`, async ({ page }) => {
      // three walks of every tab stop of a page, two round trips each
      test.setTimeout(90_000);
      const found: Record<number, string[]> = {};
      for (const width of [320, 390, 1280]) {
        await open(page, route, width);
        const { problems, stops } = await walk(page);
        // every page has at least its header and footer links
        expect(stops, `tab stops visited at ${width} px`).toBeGreaterThan(10);
        found[width] = problems;
        await expectBannerState(page); // still showing: tabbing through it chose nothing
      }
      expect(found).toEqual({ 320: [], 390: [], 1280: [] });
    });
  }
});

test('the walk finds focus under the phone bar when the page leaves no room for the bars', async ({ page }) => {
  await open(page, '/', 390);
  // what keeps a focused control clear of the fixed layers: the scroll padding the bars reserve (site/styles/utilities.css)
  await page.evaluate(() => document.documentElement.style.setProperty('scroll-padding-block', '0', 'important'));
  const { problems } = await walk(page, { untilFirstProblem: true });
  expect(problems, 'controls left under a fixed layer').toHaveLength(1);
});

/**
 * Scrolls to the end of the page once it no longer grows (the banner's room at the end is there) and nothing moves
 * (the back-to-top button has faded in).
 */
const toTheEnd = (page: Page) =>
  page.waitForFunction((banner) => {
    const w = window as { lastHeight?: number };
    const h = document.documentElement.scrollHeight;
    scrollTo(0, h);
    const settled =
      w.lastHeight === h &&
      scrollY + innerHeight >= h - 1 &&
      (!banner || !!document.documentElement.style.getPropertyValue('--consent-room')) &&
      document.getAnimations().every((a) => a.playState !== 'running');
    w.lastHeight = h;
    return settled;
  }, consentBanner);

/** The footer links wholly in the window and whether each is the top element at its centre; the others by index. */
const footerLinks = (page: Page) =>
  page.evaluate(() => {
    const inView: { text: string; top: string }[] = [];
    const outOfView: number[] = [];
    [...document.querySelectorAll('footer a')].forEach((a, i) => {
      const r = a.getBoundingClientRect();
      if (!r.width || !r.height) return;
      // Partly or wholly out of the window (a footer taller than it, cut by its top edge) is not under our layers.
      if (r.top < 0 || r.bottom > innerHeight) return void outOfView.push(i);
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      inView.push({ text: a.textContent!.trim(), top: top === a || a.contains(top) ? '' : `<${top?.localName}>` });
    });
    return { inView, outOfView };
  });

for (const width of [1280, 1440]) {
  test(`at ${width} px ${state}, scrolled to the bottom, every footer link in view is the top element at its centre, and one out of view comes into view uncovered when focused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/', '/contact', '/welding-services']) {
      await openPage(page, route);
      await expectBannerState(page);
      await toTheEnd(page);
      const { inView, outOfView } = await footerLinks(page);
      expect(inView.length, `${route}: footer links in view`).toBeGreaterThan(3);
      expect(
        inView.filter((l) => l.top).map((l) => `"${l.text}" under ${l.top}`),
        route,
      ).toEqual([]);
      // What the browser does with one out of view when it takes the focus: scrolls it wholly into the free space.
      for (const i of outOfView) {
        await toTheEnd(page);
        const link = page.locator('footer a').nth(i);
        await link.focus();
        await expect
          .poll(
            () =>
              link.evaluate((a) => {
                const r = a.getBoundingClientRect();
                const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return r.top >= 0 && r.bottom <= innerHeight && (top === a || a.contains(top));
              }),
            `${route}: "${await link.textContent()}", focused, in view and on top`,
          )
          .toBe(true);
      }
    }
  });
}
