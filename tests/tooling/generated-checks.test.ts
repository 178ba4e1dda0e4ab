import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_CHECKS, BROWSER_LEFT_OUT, BUILD_LEFT_OUT, buildChecks } from '../../scripts/generated-checks.js';

/** npm run test:generated runs every check on data made from the schemas, or says why one is left out. */
describe('the checks on generated data sets', () => {
  const specs = readdirSync('tests/browser').filter((f) => f.endsWith('.spec.ts'));

  it('names every browser spec, either run on the generated sets or left out with a reason', () => {
    const run = new Set(BROWSER_CHECKS.map((p) => p.replace('tests/browser/', '')));
    const out = new Set(Object.keys(BROWSER_LEFT_OUT).map((n) => `${n}.spec.ts`));
    const unnamed = specs.filter((f) => !run.has(f) && !out.has(f));
    expect(unnamed, 'add each to BROWSER_CHECKS or BROWSER_LEFT_OUT (scripts/generated-checks.js)').toEqual([]);
    expect(
      specs.filter((f) => run.has(f) && out.has(f)),
      'both run and left out',
    ).toEqual([]);
    for (const [name, why] of Object.entries(BROWSER_LEFT_OUT)) {
      expect(existsSync(`tests/browser/${name}.spec.ts`), `${name}: no such spec`).toBe(true);
      expect(why.length, `${name}: a reason`).toBeGreaterThan(10);
    }
    for (const p of BROWSER_CHECKS) expect(existsSync(p), p).toBe(true);
  });

  it('runs every build check but those left out with a reason, so a new one runs by default', () => {
    const all = readdirSync('tests/build').filter((f) => f.endsWith('.test.ts'));
    for (const [name, why] of Object.entries(BUILD_LEFT_OUT)) {
      expect(all, `${name}: no such build check`).toContain(`${name}.test.ts`);
      expect(why.length, `${name}: a reason`).toBeGreaterThan(10);
    }
    // A check added tomorrow runs on the generated sets without anyone listing it.
    const dir = mkdtempSync(join(tmpdir(), 'build-checks-'));
    for (const f of ['a-new-check.test.ts', `${Object.keys(BUILD_LEFT_OUT)[0]}.test.ts`, 'helpers.ts'])
      writeFileSync(join(dir, f), '');
    expect(buildChecks(dir)).toEqual([`${dir}/a-new-check.test.ts`]);
    rmSync(dir, { recursive: true });
  });
});
