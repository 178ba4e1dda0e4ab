import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshCopy } from './fresh-copy.ts';
import { reactExample, typesExample } from '../../site/_includes/embed-examples.ts';
import { elements } from '../../widgets/catalog.ts';
import { preactHost } from '../preact-types/host.ts';

/**
 * The package's typings (scripts/types.ts, from each widget's interface.ts) type-check a partner's React 19 app
 * (tests/react19/) and preact app (tests/preact-types/host.ts, made from the catalog): attributes, properties and `on<event>` props
 * pass, and each line those fixtures mark @ts-expect-error is an error, so a typing that lets anything
 * through fails. The fixtures import the typings by the package's own name, as a partner would.
 * In a fresh copy of the project, so nothing is written to the working tree.
 */
const copy = freshCopy();
afterAll(() => copy.remove());
const run = (cmd: string, args: string[]) => {
  try {
    return { code: 0, out: execFileSync(cmd, args, { cwd: copy.dir, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { code: x.status, out: `${x.stdout}${x.stderr}` };
  }
};

describe('the shipped typings', () => {
  it('are generated from the interfaces into dist/types', () => {
    // where the package ships them (package.json "exports"), whichever data set's build folder is in use: the
    // typings come from the interfaces alone
    const made = run('node_modules/.bin/tsx', ['scripts/types.ts', 'dist/types']);
    expect(made.code, made.out).toBe(0);
  });

  it('type-check a React 19 host', () => {
    const checked = run('node_modules/.bin/tsc', ['-p', 'tests/react19']);
    expect(checked.code, checked.out).toBe(0);
  });

  it("type-check /embed's React 19 and TypeScript examples, as the page shows them", () => {
    const dir = join(copy.dir, 'tests/react19');
    writeFileSync(join(dir, 'embed-react.tsx'), reactExample + '\n');
    writeFileSync(join(dir, 'embed-types.ts'), typesExample + '\n');
    writeFileSync(
      join(dir, 'tsconfig.embed.json'),
      JSON.stringify({ extends: './tsconfig.json', files: ['embed-react.tsx', 'embed-types.ts'] }),
    );
    const checked = run('node_modules/.bin/tsc', ['-p', 'tests/react19/tsconfig.embed.json']);
    expect(checked.code, checked.out).toBe(0);
  });

  it('type-check a preact host that uses every element, attribute, property and event (tests/preact-types/host.ts)', () => {
    writeFileSync(join(copy.dir, 'tests/preact-types/host.tsx'), preactHost(elements));
    const checked = run('node_modules/.bin/tsc', ['-p', 'tests/preact-types']);
    expect(checked.code, checked.out).toBe(0);
  });
});
