import { describe, expect, it } from 'vitest';
import { failureLines, timedTests } from '../../scripts/test-all.js';

/** npm test repeats, after its table, what each failed stage said of its failures (a CI log is read from its end). */
describe('failureLines', () => {
  it("picks a Vitest failure's test and error out of its report, colours taken out", () => {
    const out = [
      ' \u001b[32m✓\u001b[39m tests/engines/firefox.test.ts > /about loads 1017ms',
      ' \u001b[31m×\u001b[39m tests/engines/webkit.test.ts > quote form: a refused file is reported 20412ms',
      '   → until /thank-you#received: timed out',
      ' FAIL  tests/engines/webkit.test.ts > quote form: a refused file is reported',
      'Error: until /thank-you#received: timed out; the page: http://127.0.0.1:1/welding-services (complete)',
      ' Test Files  1 failed | 3 passed (4)',
    ].join('\n');
    const lines = failureLines(out);
    expect(lines).toContain(' × tests/engines/webkit.test.ts > quote form: a refused file is reported 20412ms');
    expect(lines.some((l) => l.startsWith('Error: until /thank-you#received'))).toBe(true);
    expect(lines.some((l) => l.includes('/about loads'))).toBe(false);
    expect(lines.join('\n')).not.toContain('\u001b');
  });

  it("picks a Playwright failure's title and expectation", () => {
    const out = [
      '  ✓  1 tests/browser/a.spec.ts:3:1 › passes (1.0s)',
      '  ✘  2 tests/browser/b.spec.ts:9:1 › menu opens (3.1s)',
      '  1) [chromium] › tests/browser/b.spec.ts:9:1 › menu opens',
      '    Error: expect(locator).toBeVisible() failed',
      '    Expected: visible',
      '  1 failed',
    ].join('\n');
    const lines = failureLines(out);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringContaining('1) [chromium] › tests/browser/b.spec.ts:9:1')]),
    );
    expect(lines.some((l) => l.includes('passes (1.0s)'))).toBe(false);
  });

  it('leaves out passed tests whose titles say "failed", so the failure itself is within the limit', () => {
    const passed = Array.from(
      { length: 30 },
      (_, i) =>
        `  ✓  ${i} tests/browser/every-page.spec.ts:41:5 › /p${i}: no console error, failed or blocked request (9s)`,
    );
    const out = [
      ...passed,
      ' FAIL  tests/build/html-and-links.test.ts > the built HTML > is valid',
      '  + "/welding-services:1: Bad value “” for attribute “id”"',
      'Set random 9002 failed; its data is in .cache/generated/gen-random-9002.',
    ].join('\n');
    const lines = failureLines(out);
    expect(lines.some((l) => l.includes('every-page'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Set random 9002 failed'))).toBe(true);
  });

  it('gives the last lines when nothing names a failure, and keeps to its limit', () => {
    const out = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
    expect(failureLines(out, 5)).toEqual(['line 45', 'line 46', 'line 47', 'line 48', 'line 49']);
    expect(failureLines(Array.from({ length: 50 }, (_, i) => `Error ${i}`).join('\n'), 5)).toHaveLength(5);
  });
});

/** npm test lists its slowest tests after its table, from the runners' own timings. */
describe('timedTests', () => {
  it("reads Playwright's and Vitest's timings, passed or failed, colours taken out", () => {
    const out = [
      '  ✓  1 tests/browser/a.spec.ts:3:1 › passes (1.5s)',
      '  ✘  2 tests/browser/b.spec.ts:9:1 › menu opens (1.2m)',
      '  ✓  3 tests/browser/c.spec.ts:1:1 › quick (850ms)',
      ' \u001b[32m✓\u001b[39m tests/engines/firefox.test.ts > /about loads 1017ms',
      ' × tests/engines/webkit.test.ts > a refused file is reported 20412ms',
      ' ✓ tests/tooling/dev.test.ts (2 tests) 28300ms',
      ' ✓ shared/x.test.ts (8 tests | 1 skipped) 3000ms',
      ' Test Files  1 failed | 3 passed (4)',
      '  2 passed (1.1m)',
    ].join('\n');
    expect(timedTests(out)).toEqual([
      { test: 'tests/browser/a.spec.ts:3:1 › passes', seconds: 1.5 },
      { test: 'tests/browser/b.spec.ts:9:1 › menu opens', seconds: 72 },
      { test: 'tests/browser/c.spec.ts:1:1 › quick', seconds: 0.85 },
      { test: 'tests/engines/firefox.test.ts > /about loads', seconds: 1.017 },
      { test: 'tests/engines/webkit.test.ts > a refused file is reported', seconds: 20.412 },
    ]);
  });
});
