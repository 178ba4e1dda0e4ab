// Which checks `npm run test:generated` (scripts/test-generated.js) runs on the data sets made from the schemas.
// Build checks: every file in tests/build runs, but those named here, each with why, so a new check runs on generated
// data unless someone says why not. Browser specs are slow, so the few page-level ones run by name, and every other
// spec is named too, with why it is left out: tests/tooling/generated-checks.test.ts fails on a spec in neither list.
import { readdirSync } from 'node:fs';

const PACKAGE = 'the npm package, which is the shipped build in dist/ (tests/build/vitest.config.ts)';

/** Build checks left out of the generated sets (file name without `.test.ts`) -> why. */
export const BUILD_LEFT_OUT = {
  claims: "the shipped business's own facts and wording (runs on the shipped data and the fixture)",
  content: "the shipped business's own content rules (runs on the shipped data and the fixture)",
  frame: "the shipped business's own wording (runs on the shipped data and the fixture)",
  'honest-content': "the shipped business's own wording (runs on the shipped data and the fixture)",
  attribution: "the shipped business's own settings (runs on the shipped data and the fixture)",
  cms: "the editor's configuration of the shipped data's files (runs on the shipped data and the fixture)",
  release: 'the archived releases, the same on any data',
  observatory: 'slow, and the headers it grades do not follow the data',
  'gates-bite': 'slow, and the gates it proves do not follow the data',
  // tests/build/vitest.config.ts leaves these out of any data set but the shipped one
  pack: PACKAGE,
  'package-element': PACKAGE,
  'package-entry': PACKAGE,
  'embed-happy-dom': PACKAGE,
};

/** The build checks a generated set runs: every tests/build/*.test.ts but BUILD_LEFT_OUT's. */
export const buildChecks = (dir = 'tests/build') =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && !(f.slice(0, -'.test.ts'.length) in BUILD_LEFT_OUT))
    .sort()
    .map((f) => `${dir}/${f}`);

/**
 * Page-level browser checks: every page, at 320, 390 and 1280 px, loads without errors or blocked requests, within
 * its JavaScript budget, fits the width with its images in order, upgrades in place, passes axe with its content in
 * landmarks and keeps focus clear of the fixed bars (every-page); the navigation and the parser's halves (layout); the
 * menus work by keyboard (accessibility).
 */
export const BROWSER_CHECKS = [
  'tests/browser/every-page.spec.ts',
  'tests/browser/layout.spec.ts',
  'tests/browser/accessibility.spec.ts',
];

const SAME = 'the same on any data (playwright.config.ts sameOnAnyData): runs once, on the fixture';
const FLOWS = 'journeys and settings the shipped data and the fixture cover; page-level checks above cover any data';

/** Browser specs left out of the generated sets (file name without `.spec.ts`) -> why. */
export const BROWSER_LEFT_OUT = {
  'partner-loader': SAME,
  'partner-gallery': SAME,
  'partner-facts': SAME,
  'partner-first-paint': SAME,
  'custom-properties': SAME,
  'embed-page': SAME,
  moves: SAME,
  resilience: SAME,
  'gates-bite': SAME,
  'partner-forms': 'the partner forms on any data: runs on the shipped data and the fixture',
  'partner-hostile-page': 'the partner widgets on a hostile page: runs on the shipped data and the fixture',
  'partner-strict-csp': 'the partner widgets under a strict CSP: runs on the shipped data and the fixture',
  analytics: FLOWS,
  attribution: FLOWS,
  budgets: 'byte budgets of the built assets, checked on the shipped data and the fixture',
  cms: 'the editor on the shipped data and the fixture',
  'cms-landing': 'the editor making a landing page, on the shipped data and the fixture',
  landing: FLOWS,
  consent: FLOWS,
  csp: 'the headers every host configuration sends, checked on the shipped data and the fixture',
  flows: FLOWS,
  'focus-not-obscured': "the walk finds a covered control, and the footer links: every page's walk is in every-page",
  'form-endpoint': FLOWS,
  handoff: FLOWS,
  keyboard: FLOWS,
  landmarks: FLOWS,
  'no-javascript-mail': FLOWS,
  'no-javascript': FLOWS,
  'spec-gaps': FLOWS,
};
