import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../shared/data-set.js';
import { sameOnAnyData } from '../lib/data-dependent.ts';

/** The fixture stage's unit tests are those that can see the data set: tests/lib/data-dependent.ts, on files of its own. */
describe('which unit tests run again on the second data set', () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dependent-'));
  afterAll(() => rmSync(dir, { recursive: true }));
  const to = (path: string) => relative(dir, join(projectRoot, path));
  const files: Record<string, string> = {
    'pure.test.ts': "import { z } from 'zod';\nimport { add } from './add.ts';\n",
    'add.ts': 'export const add = (a: number, b: number): number => a + b;\n',
    'chooses.test.ts': `import { dataDir } from '${to('shared/data-set.js')}';\n`,
    'through.test.tsx': "import { Price } from './price.tsx';\nexport const x = <Price />;\n",
    'price.tsx': `import pricing from '${to('shared/data/pricing.json')}';\nexport const Price = () => <p>{pricing.currency}</p>;\n`,
    'cycle.test.ts': "import { b } from './b.ts';\nexport const a = 1;\n",
    'b.ts':
      "import { a } from './cycle.test.ts';\nimport { add } from './add.ts';\nimport { c } from './c.ts';\nexport const b = a;\n",
    'c.ts': `export { dataFile as c } from '${to('shared/data-set.js')}';\n`,
    'late.test.ts': `export const load = () => import('${to('shared/data/business.json')}');\n`,
    'typed.test.ts': "import type { Config } from './add.ts';\nconst n: Array<number> = [1];\nexport default n;\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const tests = Object.keys(files)
    .filter((f) => f.includes('.test.'))
    .map((f) => join(dir, f));
  const same = sameOnAnyData(tests).map((f) => f.slice(dir.length + 1));

  it('leaves out a test whose imports never reach the data set (packages are not followed)', () => {
    expect(same).toEqual(['pure.test.ts', 'typed.test.ts']);
  });

  it('keeps a test that reaches it directly, through other modules, through a cycle or a dynamic import', () => {
    for (const t of ['chooses.test.ts', 'through.test.tsx', 'cycle.test.ts', 'late.test.ts'])
      expect(same, t).not.toContain(t);
  });
});
