import { test, expect, type Page } from '@playwright/test';
import { openPage } from './widget-helpers.ts';
import { bannerState as state, consentBanner, expectBannerState, walk } from './focus-walk.ts';

/*
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured). Every page's Tab walk at 320, 390 and 1280 px is in every-page.spec.ts,
 * on its load at each width (focus-walk.ts); here the proof that the walk finds a control under a bar, and the footer
 * links with the page scrolled to the bottom: each one in view is the top element at its centre (no floating button
 * over it), and one the window's top edge cuts or hides (a tall footer) is scrolled into view, uncovered, when it
 * takes the focus. With analytics configured, every check runs while the consent banner shows.
 */

/** Opens a page at a width, as a first visit (the consent banner showing where analytics is configured). */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 640 : 800 });
  await openPage(page, route); // the page's modules have run: its widgets are defined and awake
  await expectBannerState(page);
}

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
