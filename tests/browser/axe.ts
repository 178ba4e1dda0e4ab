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

/** Runs axe (WCAG 2.2 A and AA rules) and fails with a readable list of what is wrong. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(summary(results.violations), `axe violations on ${what}`).toEqual([]);
}

/**
 * What a page shows now breaks of WCAG 2.2 A and AA and of the landmark rules above, in one run of axe (each run
 * walks the whole page: one costs about as much as two with fewer rules), and its unnamed articles.
 */
export async function pageAccessibilityProblems(page: Page) {
  const rules = Object.fromEntries(landmarkRules.map((id) => [id, { enabled: true }]));
  // one options object: AxeBuilder's options() replaces what withTags() set, and then every rule would run
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: wcagTags }, rules })
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
