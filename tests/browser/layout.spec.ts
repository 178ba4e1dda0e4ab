import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { allRoutes } from './routes.ts';
import { expectImagesInOrder, observeLargestPaint } from './images.ts';

// Screenshots of every page at 390 and 1280 px, to look at: `SCREENSHOTS=1 npx playwright test layout`
// writes them to test-results/screens/ (left out of npm test: a full-page picture of each page twice costs minutes).
const screenshots = !!process.env.SCREENSHOTS;
if (screenshots) mkdirSync('test-results/screens', { recursive: true });

// One test a page, a fresh load at each width (what a phone fetches and lays out from the start, not a window resized).
test.describe('screens', () => {
  for (const route of allRoutes) {
    test(`${route}: at 320, 390 and 1280 px nothing overflows, the largest paint loads first, the other images lazily and hidden ones never`, async ({
      page,
    }) => {
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      await observeLargestPaint(page);
      for (const [width, height] of [
        [320, 640],
        [390, 844],
        [1280, 900],
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto(route, { waitUntil: 'networkidle' });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `horizontal overflow in px at ${width} wide`).toBeLessThanOrEqual(0);
        await expectImagesInOrder(page, `${route} at ${width} px`);
        if (screenshots && width > 320)
          await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

// A paint can come while the parser is part-way through an element (declarative shadow roots stream in too).
// Nothing shown in such a frame may change place or size once the rest arrives: no browser-made "Details"
// before a <summary>, no chat button or menu toggle without its label (they would widen a frame later).
test('elements the parser has not finished paint nothing that moves when they are complete', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/', '/faq', '/embed']) {
      await page.goto(route);
      const painted = await page.evaluate(() => {
        /** For each kind: the element as the parser leaves it half-way (a copy, put beside the original), and the part to look at. */
        const halves: [string, (el: Element) => [Element, Element]][] = [
          [
            'details',
            (d) => {
              const c = d.cloneNode(false) as Element;
              return [c, c];
            },
          ],
          [
            'a.chat',
            (a) => {
              const c = a.cloneNode(true) as Element;
              c.querySelector('.label')?.remove();
              return [c, c];
            },
          ],
          [
            'details:has(> summary[part=toggle])',
            (d) => {
              const c = d.cloneNode(true) as Element;
              c.querySelector('summary > span')?.remove();
              return [c, c.querySelector('summary')!];
            },
          ],
        ];
        const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
        const roots = [
          document,
          ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
        ];
        return roots.flatMap((root) =>
          halves.flatMap(([selector, half]) =>
            [...root.querySelectorAll(selector)].filter(shown).flatMap((el) => {
              const [copy, part] = half(el);
              el.after(copy);
              const visible = shown(part);
              copy.remove();
              return visible ? [`${selector}: ${part.outerHTML.slice(0, 100)}`] : [];
            }),
          ),
        );
      });
      expect(painted, `${route} at ${width} px`).toEqual([]);
    }
  }
});
