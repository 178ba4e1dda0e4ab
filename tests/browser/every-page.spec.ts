import { mkdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { requestsInFlight, watch } from './watch.ts';
import { readData } from '../../shared/data/load.ts';
import { allRoutes, redirectRoutes } from './routes.ts';
import { expectSecurityHeaders, recordViolations } from './csp.ts';
import { scriptBudget } from './budgets.ts';
import { pageAccessibilityProblems } from './axe.ts';
import { expectImagesInOrder, observeLargestPaint } from './images.ts';
import { expectUpgradedInPlace, expectWidgetsUpgraded, watchUpgrades } from './upgrade-in-place.ts';
import { bannerState, expectBannerState, walk } from './focus-walk.ts';
import { targetSizeProblems } from './target-size.ts';

/*
 * Every page as a visitor's browser loads it: one fresh load at each width (what a phone fetches and lays out from
 * the start, not a window resized), and on it every check of a page, in the order that keeps each valid: first what
 * the load itself shows (headers, overflow, images, upgrades, tap targets at the top of the page), then axe, last the
 * Tab walk (it scrolls, focuses and defines the forms), then what the upgrades left. Each check is written once, in the
 * helper that checks it (watch.ts, csp.ts, budgets.ts, images.ts, upgrade-in-place.ts, target-size.ts, axe.ts,
 * focus-walk.ts). A failed part does not stop the others (expect.soft), and each message names the width.
 */
// One height a width: the walk's (the smaller window leaves the least room beside the fixed bars); the other checks
// hold at any height.
const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 800 },
  { width: 1280, height: 800 },
];
// axe at a phone and a desktop width, as before
const axeWidths = [390, 1280];
// tap targets at a phone width (docs/design.md)
const targetWidth = 390;

// Screenshots of every page at 390 and 1280 px, to look at: `SCREENSHOTS=1 npx playwright test every-page`
// writes them to test-results/screens/ (left out of npm test: a full-page picture of each page twice costs minutes).
const screenshots = !!process.env.SCREENSHOTS;
if (screenshots) mkdirSync('test-results/screens', { recursive: true });

test.describe(`every page, loaded once at each of 320, 390 and 1280 px ${bannerState}`, () => {
  for (const route of allRoutes) {
    test(`${route}: status 200 with its policy and security headers; one h1; nothing overflows; the largest paint loads first, the other images lazily and hidden ones never; every widget upgrades in place; links and buttons 44 px or with 44 px of clear space at 390 px; no console error, failed, blocked or third-party request; JavaScript within budget; axe finds nothing at 390 and 1280 px; tabbing never leaves focus under a fixed bar or button`, async ({
      page,
    }) => {
      // three loads, two runs of axe and three walks of every tab stop (a failing walk waits a second at each covered
      // stop): several times the longest such test seen
      test.setTimeout(180_000);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      const problems = watch(page);
      const settled = requestsInFlight(page);
      const blocked = await recordViolations(page);
      await observeLargestPaint(page);
      await watchUpgrades(page);
      for (const { width, height } of screens) {
        const at = `${route} at ${width} px`;
        // a blank page between: the last one, resized, would fetch other image widths that the load then aborts
        await page.goto('about:blank');
        await page.setViewportSize({ width, height });
        const budget = scriptBudget(page, route); // this load's scripts: the walk loads the forms' code
        const res = await page.goto(route, { waitUntil: 'networkidle' });
        await test.step(`${width} px: status, headers, one h1`, async () => {
          expect(res?.status(), `${at}: status`).toBe(200);
          expectSecurityHeaders(res!);
          await expect.soft(page.locator('h1'), `${at}: one h1`).toHaveCount(1);
        });
        await test.step(`${width} px: nothing overflows; images in order`, async () => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect.soft(overflow, `${at}: horizontal overflow in px`).toBeLessThanOrEqual(0);
          await expectImagesInOrder(page, at);
        });
        await test.step(`${width} px: every widget upgrades, except the forms until first use`, () =>
          expectWidgetsUpgraded(page, at));
        if (width === targetWidth)
          await test.step(`${width} px: every link and button is at least 44 x 44 px, or has 44 px of clear space`, async () => {
            expect.soft(await targetSizeProblems(page, route), `${at}: tap targets`).toEqual([]);
          });
        await test.step(`${width} px: JavaScript within budget, no stylesheet request`, budget);
        if (screenshots && width > 320)
          await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
        if (axeWidths.includes(width))
          await test.step(`${width} px: axe, WCAG 2.2 A and AA, content in landmarks`, async () => {
            expect.soft(await pageAccessibilityProblems(page), `${at}: axe`).toEqual([]);
          });
        await test.step(`${width} px: tabbing never leaves focus under a fixed bar or button`, async () => {
          await expectBannerState(page);
          const { problems: under, stops } = await walk(page);
          // every page has at least its header and footer links
          expect.soft(stops, `${at}: tab stops visited`).toBeGreaterThan(10);
          expect.soft(under, `${at}: focus under a fixed layer`).toEqual([]);
          await expectBannerState(page); // still showing: tabbing through it chose nothing
        });
        await test.step(`${width} px: each widget kept its pre-rendered styles and box, nothing shifted`, () =>
          expectUpgradedInPlace(page, at));
        await test.step(`${width} px: nothing blocked by the policy; no console error, failed or third-party request`, async () => {
          expect.soft(await blocked(), `${at}: blocked by the Content-Security-Policy`).toEqual([]);
          await settled(at);
          expect.soft(problems.splice(0), `${at}: console errors, failed and third-party requests`).toEqual([]);
        });
      }
    });
  }
});

test('an unknown path gets the 404 page with status 404 and the missing path in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('main a[href="/"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  // its popular services, as copy.json names them
  for (const slug of readData('copy').notFound.popular)
    await expect(page.locator(`main a[href="/${slug}"]`)).toBeVisible();
  await expect.poll(() => messages.join('\n')).toContain('/no-such-page-here');
});

for (const route of redirectRoutes) {
  test(`${route} ends on the home page, by the host's redirect and by the refresh page, with no console error or failed request`, async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toBeVisible();
    // A host that ignores _redirects serves the refresh page's file: it has no icon link, so the browser asks for
    // /favicon.ico by itself.
    await page.goto(`${route}.html`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toBeVisible();
    // (not 'networkidle': after a refresh Playwright has been seen to wait for it past the test's time)
    await page.waitForLoadState('load');
    // A visitor's browser asks for that icon once the page has loaded; headless Chromium asks for none (a pause of a
    // second here saw no request), so the test asks for it as such a browser would, and it must be there.
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status(), '/favicon.ico, asked for by a browser on the refresh page').toBe(200);
    expect(problems).toEqual([]);
  });
}

test('/favicon.ico is an icon file (PNG images at tab sizes) for whatever asks for it by name', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await res.body();
  // ICONDIR: reserved 0, type 1 (icon), the number of images; then a 16-byte entry per image
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const count = ico.readUInt16LE(4);
  expect(count).toBeGreaterThan(0);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const [width, length, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    const png = ico.subarray(offset, offset + length);
    expect(png.subarray(1, 4).toString('latin1'), `image ${i} is a PNG`).toBe('PNG');
    expect(png.readUInt32BE(16), `image ${i}: its PNG is as wide as its entry says`).toBe(width || 256);
    sizes.push(width || 256);
  }
  expect(sizes, 'a tab-sized image').toContain(16);
  expect(sizes).toContain(32);
});

test('the back button on the 404 page goes back', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing-page');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
