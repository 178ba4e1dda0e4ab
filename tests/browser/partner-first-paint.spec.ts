import { test, expect, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blockThirdParties } from './widget-helpers.ts';
import {
  ABOVE_THE_FOLD,
  BELOW_THE_FOLD,
  firstPaintPage,
  median,
  MOBILE_SCREEN,
  MOBILE_THROTTLING,
} from '../lib/partner-first-paint.ts';

/**
 * A partner's page pays nothing for our widgets before its first paint (issue 43; docs/performance.md "A partner's
 * page"). The partner's article (tests/lib/partner-first-paint.ts: a widget above the fold, one below, the snippets
 * as /embed gives them) on its own origin, one port of 127.0.0.1; our site on another (the tests' server), in
 * Chromium with Lighthouse's mobile throttling applied through the DevTools protocol (observed, not simulated).
 * 1. Structural: every response of our origin is held (a route that does not answer) until the page's first
 *    contentful paint has been seen (PerformanceObserver 'paint'), or for PAINT_WAIT at most: the page must paint
 *    while nothing of ours has arrived. Then, let through, the widgets upgrade, and no request the page made to
 *    another origin was render-blocking (Resource Timing's renderBlockingStatus).
 * 2. Measured: the first contentful paint with the snippets against the same page without them, the median of
 *    several loads of each, alternated, within FCP_RATIO.
 */
const PAINT_WAIT = 8_000;
const LOADS = 5;
/**
 * The tolerance of the measured comparison. Issue 43 asks for 1.05x; on this project's 2-core machines, shared with
 * a second test worker (and other work), the same two pages with nothing of ours on the path gave medians of 0.70x
 * to 1.10x (single loads of one page from 740 to 1830 ms: the 4x CPU slowdown multiplies every stall), so 1.05 would
 * fail on noise. What the check is for costs far more: a request of ours on the path to the first paint adds at least
 * one throttled request (562 ms of latency alone) to a paint of about 850 ms, 1.6x or more; today's render-blocking
 * stylesheet measured 1.94x. 1.3x lies between the two. The structural test above is the exact check; this one
 * says how much, and its log line gives the figures: on a quieter machine the tolerance can come down.
 */
const FCP_RATIO = 1.3;

let partner: Server;
let partnerOrigin = '';
test.beforeAll(async ({ baseURL }) => {
  const pages: Record<string, string> = {
    '/': firstPaintPage(baseURL!, true),
    '/plain': firstPaintPage(baseURL!, false),
  };
  partner = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://x').pathname];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  partner.closeAllConnections();
  return new Promise<void>((done) => partner.close(() => done()));
});

type Paint = Window & { __fcp?: number };
/** Resource Timing's renderBlockingStatus (Chromium; not yet in TypeScript's DOM types). */
type Blocking = PerformanceEntry & { renderBlockingStatus?: 'blocking' | 'non-blocking' };

/** A fresh phone-sized context (no connection, no cache shared with another load), throttled as Lighthouse's mobile run. */
async function throttled(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await blockThirdParties(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') (window as Paint).__fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Every load a first visit, as Lighthouse's (a cached loader would run as soon as the page asks for it).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { ...MOBILE_THROTTLING.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuRate });
  return { context, page };
}

/** The page's first contentful paint (ms from navigation start), once observed; null if not within `timeout`. */
const fcpOf = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => (window as Paint).__fcp, null, { timeout, polling: 25 })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => null);

test.describe("a partner's page with our snippet (a widget above the fold, one below), throttled as a phone", () => {
  test('paints while every response from our origin is held, and makes no render-blocking request to another origin', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await throttled(browser);
    try {
      const requested: string[] = [];
      let answered = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await context.route(`${baseURL}/**`, async (route) => {
        requested.push(new URL(route.request().url()).pathname);
        await gate;
        answered++;
        await route.continue().catch(() => {}); // the page may be closing
      });
      await page.goto(`${partnerOrigin}/`, { waitUntil: 'commit' });
      const fcp = await fcpOf(page, PAINT_WAIT);
      const heldAtPaint = [...requested];
      const answeredAtPaint = answered;
      if (fcp === null) {
        // Let our responses through to see what the first paint was waiting for.
        release();
        const late = await fcpOf(page, 20_000);
        const blocking = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as Blocking).renderBlockingStatus === 'blocking')
            .map((e) => e.name),
        );
        throw new Error(
          `no first contentful paint in ${PAINT_WAIT / 1000} s while our origin's responses were held ` +
            `(held: ${heldAtPaint.join(', ') || 'none'}); let through, it painted at ${late === null ? 'never' : `${Math.round(late)} ms`}, ` +
            `after the render-blocking ${blocking.join(', ') || '(none listed)'}`,
        );
      }
      expect(answeredAtPaint, 'responses of ours given before the first paint').toBe(0);
      // The snippet is really there: its loader is asked for (and still held) after the page has painted.
      await expect
        .poll(() => requested, { message: 'the loader is requested from our origin', timeout: 10_000 })
        .toContain('/embed/v1/loader.js');
      console.log(
        `first contentful paint at ${Math.round(fcp)} ms with every response of ours held (requested by then: ${heldAtPaint.join(', ') || 'none'})`,
      );
      release();
      await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), [ABOVE_THE_FOLD, BELOW_THE_FOLD], {
        timeout: 20_000,
      });
      const placed = await page.evaluate(
        (tags) => tags.map((t) => document.querySelector(t)!.getBoundingClientRect().top < innerHeight),
        [ABOVE_THE_FOLD, BELOW_THE_FOLD],
      );
      expect(placed, `${ABOVE_THE_FOLD} above the fold, ${BELOW_THE_FOLD} below`).toEqual([true, false]);
      const blocking = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).origin !== location.origin)
          .filter((e) => (e as Blocking).renderBlockingStatus === 'blocking')
          .map((e) => e.name),
      );
      expect(blocking, 'render-blocking requests to another origin').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test(`first contentful paint within ${FCP_RATIO}x the same page's without the snippet (median of ${LOADS} loads each)`, async ({
    browser,
  }) => {
    // 2 x (LOADS + 1) throttled loads, about 25 s on a busy 2-core machine: twice that and more as its limit.
    test.setTimeout(90_000);
    // One throttled page, navigated from one page to the other (a fresh context per load would add a second to each
    // on this machine); a navigation ends the last page's work, our loader's included.
    const { context, page } = await throttled(browser);
    const load = async (path: string) => {
      await page.goto(`${partnerOrigin}${path}`, { waitUntil: 'commit' });
      const fcp = await fcpOf(page, 15_000);
      expect(fcp, `${path}: a first contentful paint`).not.toBeNull();
      return fcp!;
    };
    // One load of each first, not counted (the browser's first pages pay for its font and code caches), then the
    // two alternated, so a slower moment of a shared machine falls on both alike.
    await load('/plain');
    await load('/');
    const fcp = { with: [] as number[], without: [] as number[] };
    for (let i = 0; i < LOADS; i++)
      for (const which of i % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const))
        fcp[which].push(await load(which === 'with' ? '/' : '/plain'));
    const ratio = median(fcp.with) / median(fcp.without);
    const say = (xs: number[]) => xs.map(Math.round).join(', ');
    console.log(
      `FCP with the snippet ${say(fcp.with)} ms (median ${Math.round(median(fcp.with))}), without ${say(fcp.without)} ms ` +
        `(median ${Math.round(median(fcp.without))}): ${ratio.toFixed(3)}x`,
    );
    await context.close();
    expect(ratio, `median FCP with / without the snippet`).toBeLessThanOrEqual(FCP_RATIO);
  });
});
