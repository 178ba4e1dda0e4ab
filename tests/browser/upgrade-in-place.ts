import { expect, type Page } from '@playwright/test';
import { scriptsDone } from './csp.ts';

/*
 * Widgets upgrade in place: each keeps the styles and box the build pre-rendered in its declarative shadow root, and
 * nothing shifts once the first custom element is defined. Set up before the page loads (watchUpgrades), read after.
 */

type Widgets = Record<string, { css: string; box: string }>;
type Recorded = { shifts: number; shifted: string[]; before: Widgets; widgets: () => Widgets };

/**
 * Notes each widget's pre-rendered styles and box before any module runs, and every layout shift from the first
 * custom element definition on; holds the page's scripts back a moment, so the frames after parsing are painted
 * before any upgrade. Call once, before the first load: it holds for every load of the page.
 */
export async function watchUpgrades(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.shifts = 0;
    w.shifted = [];
    // Shifts from the first custom element definition on: the upgrades happen then. (A paint in the middle
    // of parsing can catch the page half-parsed, and a slow machine reports that shift in the first frame
    // after parsing; that is the parser's doing, not the upgrade's. The scripts are held back so those frames
    // come first.)
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
    // Each widget's styles and box, numbered among the widgets only, so an element a script adds (the consent
    // banner) renumbers none: taken before any module runs (what the build put in each declarative shadow root) and
    // again after the upgrades (expectUpgradedInPlace).
    w.widgets = () => {
      const found: Widgets = {};
      [...document.querySelectorAll('*')]
        .filter((el) => el.localName.startsWith('steel-'))
        .forEach((el, i) => {
          const r = el.getBoundingClientRect();
          found[el.localName + i] = {
            css: el.shadowRoot?.querySelector('style')?.textContent ?? '',
            box: [r.x, r.y, r.width, r.height].join(),
          };
        });
      return found;
    };
    document.addEventListener('DOMContentLoaded', () => (w.before = w.widgets()));
  });
  await page.route('**/assets/*.js', async (r) => {
    await new Promise((done) => setTimeout(done, 250));
    await r.fallback();
  });
}

/**
 * Every widget but the forms upgraded within 10 s of the load, and (once the page's modules have all run) none left
 * pending but a form showing its pre-rendered form. The forms' code loads on first use
 * (until then their pre-rendered form works as a plain mailto: form). `at` names the page and width.
 */
export async function expectWidgetsUpgraded(page: Page, at: string) {
  // Modules start after the first paint: give them time before judging. A widget still undefined after that fails
  // here, named, rather than being let through to the checks after it.
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
      { message: `${at}: widgets not upgraded within 10 s of the load`, timeout: 10_000 },
    )
    .toEqual([]);
  await scriptsDone(page);
  const pending = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((e) => e.localName.startsWith('steel-') && !customElements.get(e.localName))
      .filter((e) => !(/^steel-(quote|contact)-form$/.test(e.localName) && e.shadowRoot?.querySelector('form')))
      .map((e) => e.localName),
  );
  expect.soft(pending, `${at}: widgets that never upgraded`).toEqual([]);
}

/**
 * Once every widget is defined (the forms too: they are defined on first use, so after focus has been in them),
 * scrolled back to the top: each widget's styles and box are what the build pre-rendered, and no shift was recorded.
 */
export async function expectUpgradedInPlace(page: Page, at: string) {
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
    const w = window as unknown as Recorded;
    return { before: w.before, after: w.widgets(), shifts: w.shifts, shifted: w.shifted };
  });
  expect.soft(Object.keys(after).length, `${at}: widgets on the page`).toBeGreaterThan(0);
  for (const [id, b] of Object.entries(before))
    expect.soft(b.css.length, `${at}: ${id} was pre-rendered with styles`).toBeGreaterThan(500);
  expect.soft(after, `${at}: styles and boxes after the upgrade`).toEqual(before);
  expect.soft(shifts, `${at}: layout shift of ${shifted.join('; ')}`).toBe(0);
}
