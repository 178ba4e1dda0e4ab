import { test, expect } from '@playwright/test';
import { watch } from './watch.ts';
import { readData } from '../../shared/data/load.ts';
import { allRoutes, redirectRoutes } from './routes.ts';
import { expectSecurityHeaders, recordViolations, scriptsDone } from './csp.ts';
import { scriptBudget } from './budgets.ts';
import { pageAccessibilityProblems } from './axe.ts';

/*
 * Every page as a visitor's browser loads it, one load each: what each part checks is written once, in the helper
 * that checks it (watch.ts, csp.ts, budgets.ts, axe.ts). A failed part does not stop the others (expect.soft).
 */
test.describe('every page loads cleanly with JavaScript on', () => {
  for (const route of allRoutes) {
    test(`${route}: status 200 with its policy and security headers; no console error, failed, blocked or third-party request; its JavaScript within budget; every widget upgraded; axe finds nothing at 1280 and 390 px`, async ({
      page,
    }) => {
      const problems = watch(page);
      const blocked = await recordViolations(page);
      const budget = scriptBudget(page, route);
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      expectSecurityHeaders(res!);
      await expect(page.locator('h1')).toHaveCount(1);
      await test.step('every widget upgrades, except the forms until first use', async () => {
        // The forms' code loads on first use (until then their pre-rendered form is shown and works as a plain
        // mailto: form). Modules start after the first paint: give them time before judging.
        // A widget still undefined after that fails here, named, rather than being let through to the checks below.
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.querySelectorAll('*')]
                  .filter(
                    (e) =>
                      e.localName.startsWith('steel-') &&
                      !customElements.get(e.localName) &&
                      !/^steel-(quote|contact)-form$/.test(e.localName),
                  )
                  .map((e) => e.localName),
              ),
            { message: 'widgets not upgraded within 10 s of the load', timeout: 10_000 },
          )
          .toEqual([]);
        await scriptsDone(page);
        const pending = await page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((e) => e.localName.startsWith('steel-') && !customElements.get(e.localName))
            .filter((e) => !(/^steel-(quote|contact)-form$/.test(e.localName) && e.shadowRoot?.querySelector('form')))
            .map((e) => e.localName),
        );
        expect.soft(pending, 'widgets that never upgraded').toEqual([]);
      });
      await test.step('nothing blocked by the policy', async () => {
        expect.soft(await blocked(), 'blocked by the Content-Security-Policy').toEqual([]);
      });
      await test.step('JavaScript within budget, no stylesheet request', budget);
      await test.step('axe: WCAG 2.2 A and AA, content in landmarks, at 1280 and then 390 px', async () => {
        const wide = await pageAccessibilityProblems(page);
        await page.setViewportSize({ width: 390, height: 844 });
        const narrow = await pageAccessibilityProblems(page);
        expect.soft({ 1280: wide, 390: narrow }).toEqual({ 1280: [], 390: [] });
      });
      expect(problems, 'console errors, failed and third-party requests').toEqual([]);
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

test.describe('widgets upgrade in place', () => {
  for (const route of allRoutes) {
    test(`${route}: each widget keeps its pre-rendered styles and box, and nothing shifts`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as {
          shifts: number;
          shifted: string[];
          before: Record<string, { css: string; box: string }>;
        };
        w.shifts = 0;
        w.shifted = [];
        // Shifts from the first custom element definition on: the upgrades happen then. (A paint in the middle
        // of parsing can catch the page half-parsed, and a slow machine reports that shift in the first frame
        // after parsing; that is the parser's doing, not the upgrade's. The scripts are held back below so
        // those frames come first.)
        let firstDefine = Infinity;
        const define = customElements.define.bind(customElements);
        customElements.define = (...a: Parameters<CustomElementRegistry['define']>) => {
          firstDefine = Math.min(firstDefine, performance.now());
          return define(...a);
        };
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => {
            const s = e as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            if (s.hadRecentInput || e.startTime < firstDefine) return;
            w.shifts += s.value;
            const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join();
            w.shifted.push(
              ...s.sources.map(
                (x) =>
                  `${(x.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? x.node?.nodeName} ${box(x.previousRect)} -> ${box(x.currentRect)}`,
              ),
            );
          }),
        ).observe({ type: 'layout-shift', buffered: true });
        // Before any module runs: what the build put in each widget's declarative shadow root.
        document.addEventListener('DOMContentLoaded', () => {
          w.before = {};
          // numbered among the widgets only, so an element a script adds (the consent banner) renumbers none
          [...document.querySelectorAll('*')]
            .filter((el) => el.localName.startsWith('steel-'))
            .forEach((el, i) => {
              const r = el.getBoundingClientRect();
              w.before[el.localName + i] = {
                css: el.shadowRoot?.querySelector('style')?.textContent ?? '',
                box: [r.x, r.y, r.width, r.height].join(),
              };
            });
        });
      });
      // Hold the scripts back a moment, so the frames after parsing are painted before any upgrade.
      await page.route('**/assets/*.js', async (r) => {
        await new Promise((done) => setTimeout(done, 250));
        await r.fallback();
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      // Every module the page lists has run (the network can be quiet before its loader starts them): until then a
      // form has no listener to hear the focus below.
      await scriptsDone(page);
      // The forms are defined once focus leaves them (their code loads on first use).
      for (const form of await page.locator('steel-quote-form, steel-contact-form').all()) {
        await form.locator('input[name=email]').focus();
        await page.locator('h1').click();
      }
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('*')].every(
            (e) => !e.localName.startsWith('steel-') || customElements.get(e.localName),
          ),
        null,
        { timeout: 10_000 },
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      const { before, after, shifts, shifted } = await page.evaluate(() => {
        const w = window as unknown as {
          shifts: number;
          shifted: string[];
          before: Record<string, { css: string; box: string }>;
        };
        const after: Record<string, { css: string; box: string }> = {};
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('steel-'))
          .forEach((el, i) => {
            const r = el.getBoundingClientRect();
            after[el.localName + i] = {
              css: el.shadowRoot?.querySelector('style')?.textContent ?? '',
              box: [r.x, r.y, r.width, r.height].join(),
            };
          });
        return { before: w.before, after, shifts: w.shifts, shifted: w.shifted };
      });
      expect(Object.keys(after).length).toBeGreaterThan(0);
      for (const [id, b] of Object.entries(before))
        expect(b.css.length, `${id} was pre-rendered with styles`).toBeGreaterThan(500);
      expect(after, 'styles and boxes after the upgrade').toEqual(before);
      expect(shifts, `layout shift of ${shifted.join('; ')}`).toBe(0);
    });
  }
});
