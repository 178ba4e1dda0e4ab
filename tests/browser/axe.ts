import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/*
 * What IBM's Equal Access checker flagged, checked with axe (its checker downloads its own browser, which cannot run
 * in this setup): every piece of content sits in a landmark (axe's best-practice `region` rule: the skip link, the
 * chat and back-to-top buttons, the phone call/quote bar), one main and one contentinfo, and no card is an unnamed
 * <article> (cards are plain boxes).
 */
const landmarkRules = ['region', 'landmark-no-duplicate-contentinfo', 'landmark-one-main'];

const summary = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );

/*
 * Only the violations in full: axe still runs every rule on every node, but it names (a unique selector, the HTML)
 * one node per rule of the other kinds, not every node that passed, which took a large share of each run. The
 * violations it reports are the same, every node of each (compared with and without on a page with six kinds seeded).
 */
export const resultTypes: ('violations' | 'passes' | 'incomplete' | 'inapplicable')[] = ['violations'];

/**
 * Axe on `page`, in the page itself: AxeBuilder's default runs axe in each frame, then opens a blank page, injects
 * axe again there and gathers the frames' results in it, which cost about as long as the checks themselves (1 s a
 * run here, of 2.9 to 4.2 s; 1.4 to 2.1 s in the page, with the same results). Our pages' frames (the map, /embed's
 * previews) are on our origin and opened on request; axe in the page still checks any frame it can reach.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes });

/** Runs axe (WCAG 2.2 A and AA rules) and fails with a readable list of what is wrong. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const results = await axeOn(page).withTags(wcagTags).analyze();
  expect(summary(results.violations), `axe violations on ${what}`).toEqual([]);
}

/**
 * What a page shows now breaks of WCAG 2.2 A and AA and of the landmark rules above, in one run of axe (each run
 * walks the whole page: one costs about as much as two with fewer rules), and its unnamed articles.
 */
export async function pageAccessibilityProblems(page: Page) {
  const rules = Object.fromEntries(landmarkRules.map((id) => [id, { enabled: true }]));
  // one options object: AxeBuilder's options() replaces what withTags() set, and then every rule would run
  const { violations } = await axeOn(page)
    .options({ runOnly: { type: 'tag', values: wcagTags }, rules, resultTypes })
    .analyze();
  const unnamed = await page.locator('article').evaluateAll((els) =>
    els
      .filter((a) => {
        const ids = a.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
        const name =
          a.getAttribute('aria-label') ?? ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return !name.trim();
      })
      .map((a) => `article without a name: ${a.outerHTML.slice(0, 80)}`),
  );
  return [...summary(violations), ...unnamed];
}
