import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../widgets/catalog.ts';
import { releases } from '../../widgets/releases.ts';
import { ROOT } from './built-site.ts';
import { distDir } from '../../shared/data-set.js';
import { ARCHIVE, filesUnder as files } from '../../widgets/partner/build/release-files.js';

/**
 * The partner release as built (docs/widgets.md "Releases"; widgets/partner/build/release.js): dist/embed copied byte
 * for byte to /embed/<version>/ and the /embed/v1/ alias, integrity.json giving each file's SRI hash, a
 * thin shim per widget for the snippets partners pasted before the loader, and a loader that imports no
 * widget code itself.
 */
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const embeddable = catalog.filter((c) => c.embeddable).map((c) => c.tag);
const sha384 = (path: string) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;

/**
 * Published releases stay served (docs/widgets.md "Releases"): each pinned release of the changelog is kept in
 * site/static/embed/<version>/ (`npm run release:archive`), which every build serves again at /embed/<version>/,
 * so a partner's pinned snippet and its SRI hash keep working after any deploy; and the release being built is
 * the one archived under its version, or else a published release would have changed.
 */
describe('published releases', () => {
  const pinned = releases.filter((r) => r.pinned).map((r) => r.version);

  // Partner files carry their release's facts, not the data (docs/widgets.md "Live facts"): another data set's
  // build (the fixture: another phone number, other prices and reviews) makes the same files, so a change of
  // data needs no release.
  it('the release built is the one kept under its version: a change to the widgets needs a new version, a change of data none', () => {
    const archived = join(ARCHIVE, version);
    expect(
      existsSync(archived),
      `release ${version} is not archived: run \`npm run release:archive\` and commit ${archived}`,
    ).toBe(true);
    const kept = files(archived);
    const built = files(`${distDir}/embed`);
    // Files added, gone or different (a changed chunk also changes its name).
    const changed = [
      ...built.filter(
        (f) => !kept.includes(f) || !readFileSync(join(archived, f)).equals(readFileSync(join(`${distDir}/embed`, f))),
      ),
      ...kept.filter((f) => !built.includes(f)),
    ];
    expect(
      changed,
      `release ${version} is published (${archived}) and these files of it changed: make a new release, npm run release -- <next version> "<what changed>" (CONTRIBUTING.md, "Release a change to partners")`,
    ).toEqual([]);
  });

  for (const v of pinned)
    it(`${v}: served at /embed/${v}/ as archived, every script matching its integrity.json`, () => {
      const archived = join(ARCHIVE, v);
      expect(existsSync(archived), `${archived} is kept`).toBe(true);
      const integrity = JSON.parse(readFileSync(join(archived, 'integrity.json'), 'utf8')) as Record<string, string>;
      expect(Object.keys(integrity).sort()).toEqual(files(archived).filter((f) => /\.(js|css)$/.test(f)));
      expect(Object.keys(integrity)).toContain('loader.js');
      for (const [f, hash] of Object.entries(integrity)) {
        expect(sha384(join(archived, f)), `${archived}/${f}`).toBe(hash);
        expect(sha384(join(ROOT, 'embed', v, f)), `/embed/${v}/${f} as served`).toBe(hash);
      }
    });

  it('keeps no folder the changelog does not list', () => {
    expect(readdirSync(ARCHIVE).sort()).toEqual([...pinned].sort());
  });
});

describe('the embed release', () => {
  it("is the changelog's newest version", () => {
    expect(releases[0].version).toBe(version);
  });

  it('has the loader, one element module and one shim per partner widget', () => {
    const built = files(`${distDir}/embed`);
    expect(built).toContain('loader.js');
    for (const tag of embeddable) expect(built).toEqual(expect.arrayContaining([`elements/${tag}.js`, `${tag}.js`]));
    expect(
      built.filter((f) => f.endsWith('.mjs') || f.includes('metafile')),
      'no leftovers of the old build',
    ).toEqual([]);
  });

  it('is the same files, byte for byte, in /embed/<version>/ and /embed/v1/', () => {
    const source = files(`${distDir}/embed`);
    for (const dir of [`embed/${version}`, 'embed/v1']) {
      expect(files(join(ROOT, dir)), dir).toEqual(source);
      for (const f of source)
        expect(readFileSync(join(ROOT, dir, f)).equals(readFileSync(join(`${distDir}/embed`, f))), `${dir}/${f}`).toBe(
          true,
        );
    }
  });

  it('integrity.json gives the sha384 of every script in the release', () => {
    const integrity = JSON.parse(readFileSync(`${distDir}/embed/integrity.json`, 'utf8')) as Record<string, string>;
    expect(Object.keys(integrity).sort()).toEqual(files(`${distDir}/embed`).filter((f) => /\.(js|css)$/.test(f)));
    for (const [f, hash] of Object.entries(integrity)) {
      expect(hash, f).toBe(sha384(join(`${distDir}/embed`, f)));
      expect(hash, `${f} as served`).toBe(sha384(join(ROOT, 'embed', version, f)));
    }
  });

  it('shims only import the loader, and the loader imports no widget code before a tag needs it', () => {
    for (const tag of embeddable) {
      const code = readFileSync(`${distDir}/embed/${tag}.js`, 'utf8')
        .replace(/^\/\/.*$/gm, '')
        .trim();
      expect(code, tag).toBe(
        "import(document.currentScript ? new URL('loader.js', document.currentScript.src).href : './loader.js');",
      );
    }
    const loader = readFileSync(`${distDir}/embed/loader.js`, 'utf8');
    expect(loader.match(/\bimport\s*["{*\w]|\bfrom\s*"/g) ?? [], 'static imports in the loader').toEqual([]);
    expect([...loader.matchAll(/import\("\.\/elements\/(steel-[a-z-]+)\.js"\)/g)].map((m) => m[1]).sort()).toEqual(
      [...embeddable].sort(),
    );
  });
});
