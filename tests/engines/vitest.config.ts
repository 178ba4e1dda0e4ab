import { defineConfig } from 'vitest/config';
import { cssFilesVite, validatedDataVite } from '../../shared/data/plugins.ts';

/**
 * Gecko and WebKit (README.md, "Tests"): Debian's Firefox ESR and WebKitGTK drive the built site (dist/site,
 * after `npm run build`), and Chromium the widgets' journeys. Two files an engine (its widgets' journeys, its pages';
 * Chromium has only the first), and the partner pages' files; each test may take 90 s and uses well under half (the
 * run prints each test's time).
 */
export default defineConfig({
  // Imports of shared/data/*.json read the data set built (STEEL_DATA), as the pages' bundles did.
  plugins: [validatedDataVite(), cssFilesVite()],
  test: {
    include: ['tests/engines/**/*.test.ts'],
    // A partner's page is the same whatever business fills ours: like the Chromium specs of playwright.config.ts
    // (sameOnAnyData), npm test runs these once, on the fixture data set; its shipped-data stage skips them.
    exclude: process.env.SAME_ON_ANY_DATA === 'skip' ? ['tests/engines/partner-*.test.ts'] : [],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    testTimeout: 90_000,
    // As the Chromium specs (playwright.config.ts): in CI a failed test runs once more, and one that then passes is
    // listed with "(retry x1)", not hidden (CONTRIBUTING.md, "What `npm test` runs"); a wait that runs out says
    // what the page reported and where the last click went (page.ts), which is how the flakes seen were traced.
    retry: process.env.CI ? 1 : 0,
    // Three at a time on two cores: the tests wait on the browsers much of the time, so two left the cores idle, and
    // four gained nothing measured (CONTRIBUTING.md, "What `npm test` runs").
    maxWorkers: 3,
    reporters: ['verbose'],
  },
});
