import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../widgets/catalog.ts';

/**
 * The package packs with its bundles and typings (issue 14, item 6; run after `npm run build`): one entry
 * per partner widget (importing one brings one), the loader as the main entry, React and preact JSX types,
 * and nothing else (no site, no sources). `npm pack --dry-run` lists what a publish would upload.
 */
type Entry = string | { types?: string; import?: string };
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  private?: boolean;
  files: string[];
  exports: Record<string, Entry>;
  types: string;
  customElements: string;
};
const packed: string[] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
)[0].files.map((f: { path: string }) => f.path);
const embeddable = catalog.filter((c) => c.embeddable).map((c) => c.tag);
/** The files the entries name; a pattern entry (`./steel-*`) names one per partner widget. */
const targets = (pick: 'types' | 'import') =>
  Object.values(pkg.exports)
    .flatMap((e) => (typeof e === 'string' ? (pick === 'types' ? [e] : []) : e[pick] ? [e[pick]!] : []))
    .flatMap((p) => (p.includes('*') ? embeddable.map((t) => p.replace('steel-*', t)) : [p]))
    .map((p) => p.replace(/^\.\//, ''));

describe('npm pack', () => {
  it('is allowed (not private) and names what it ships', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.files.sort()).toEqual(['README.md', 'dist/embed', 'dist/types']);
  });

  it('has one entry per partner widget (one pattern: a new widget needs no line here), the loader as the main entry, and React and preact typings', () => {
    const expected: Record<string, Entry> = {
      '.': { types: './dist/types/index.d.ts', import: './dist/embed/loader.js' },
      './loader': { types: './dist/types/index.d.ts', import: './dist/embed/loader.js' },
      './steel-*': { types: './dist/types/steel-*.d.ts', import: './dist/embed/elements/steel-*.js' },
      './react': { types: './dist/types/react.d.ts' },
      './preact': { types: './dist/types/preact.d.ts' },
      './custom-elements.json': './dist/types/custom-elements.json',
    };
    expect(pkg.exports).toEqual(expected);
  });

  it('lists every type file the entries name, and nothing from the site or the sources', () => {
    for (const file of [...targets('types'), pkg.types, pkg.customElements].map((p) => p.replace(/^\.\//, '')))
      expect(packed, file).toContain(file);
    expect(
      packed.filter((p) => !/^(dist\/(embed|types)\/|README\.md$|package\.json$)/.test(p)),
      'files outside the package',
    ).toEqual([]);
  });

  // dist/embed is built by `tsup` as the embed-build branch rewrites it (loader.js and one elements/<tag>.js per partner widget).
  it.runIf(existsSync('dist/embed'))('lists every bundle the entries name', () => {
    for (const file of targets('import')) expect(packed, file).toContain(file);
  });
});
