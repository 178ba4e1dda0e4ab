import { engineSuite } from './suite.ts';

// Each widget's journeys (widgets/<folder>/<folder>.journeys.ts) in Chromium, through Playwright's browser: the same
// tests as in Firefox and WebKit. The pages, consent and the partner loader are Playwright's specs there (tests/browser/).
engineSuite('chromium', 'widgets');
