import { expect, type Page } from '@playwright/test';
import { business } from './widget-helpers.ts';

/*
 * The Tab walk of WCAG 2.2 SC 2.4.11 (Focus Not Obscured): every stop's box against the fixed layers (the phone
 * call/quote bar, the chat and back-to-top buttons, inside shadow roots too; the consent banner where analytics is
 * configured). Used by every-page.spec.ts on each page and by focus-not-obscured.spec.ts.
 */
/** Whether a first visit shows the consent banner: the data set configures analytics (the fixture does). */
export const consentBanner = !!business.analytics.measurementId;
export const bannerState = consentBanner ? 'with the consent banner showing' : 'without analytics (no consent banner)';

/** The banner shows on a first visit exactly when the data set configures analytics. */
export const expectBannerState = (page: Page) => expect(page.locator('.consent')).toHaveCount(consentBanner ? 1 : 0);

/** The focused element (inside open shadow roots), and every visible fixed element that overlaps it. */
export const obscured = (page: Page) =>
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
export async function walk(page: Page, { untilFirstProblem = false } = {}) {
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
