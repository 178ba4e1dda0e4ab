// The partner release (docs/widgets.md "Releases"), after tsup has built dist/embed:
// 1. a classic-script shim per embeddable widget, dist/embed/<tag>.js, that only imports the loader next to
//    it (./loader.js, resolved against the script's own address), so the
//    snippets partners already pasted (`<script src=".../embed/v1/<tag>.js" defer>`) keep working;
// 2. dist/embed/integrity.json: { file: "sha384-..." } for every file of the release (the /embed page
//    shows these SRI hashes);
// 3. the release copied byte for byte to dist/site/embed/v1/ (the moving alias, short cache) and, until it is
//    archived, dist/site/embed/<version>/ (immutable): site/_includes/headers.ts sets the caching.
// The version is package.json's; widgets/releases.ts is its changelog.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE, filesUnder } from './release-files.js';
import { distDir } from '../../../shared/data-set.js';

const SRC = `${distDir}/embed`;
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
/** The tags the loader defines, read from the built loader (its import map names each element module). */
const tags = [...readFileSync(join(SRC, 'loader.js'), 'utf8').matchAll(/\.\/elements\/(steel-[a-z-]+)\.js/g)].map(
  (m) => m[1],
);
if (!tags.length) throw new Error(`${SRC}/loader.js names no element module: run tsup first`);

// A classic script from another origin (no crossorigin attribute) resolves a relative import() against
// about:blank (its URL is hidden from the page), so the shim names the loader next to its own address.
// As a module (no currentScript) the relative specifier resolves against the module's URL.
const SHIM_COMMENT =
  '// TAG for a classic <script src defer>: the loader next to this file defines it (and any other steel-* tag in the page).';
const SHIM = "import(document.currentScript ? new URL('loader.js', document.currentScript.src).href : './loader.js');";
for (const tag of tags) {
  writeFileSync(join(SRC, `${tag}.js`), `${SHIM_COMMENT.replace('TAG', tag)}\n${SHIM}\n`);
}

/** Every script and stylesheet of the release (a partner may pin either with its hash). */
const releaseFiles = () => filesUnder(SRC).filter((f) => /\.(js|css)$/.test(f));

const integrity = Object.fromEntries(
  releaseFiles().map((f) => [
    f,
    `sha384-${createHash('sha384')
      .update(readFileSync(join(SRC, f)))
      .digest('base64')}`,
  ]),
);
writeFileSync(join(SRC, 'integrity.json'), JSON.stringify(integrity, null, 2) + '\n');
// tsup's metafile is for size analysis only; it names source files, so it never ships.
rmSync(join(SRC, 'metafile-esm.json'), { force: true });

// A release already archived (site/static/embed/<version>/, npm run release:archive) is served from the archive:
// Eleventy copies it as it is, so a published release stays what it was even if this build differs
// (tests/build/release.test.ts then says to raise the version).
const archived = existsSync(join(ARCHIVE, version));
for (const folder of archived ? ['v1'] : [version, 'v1']) {
  const to = join(distDir, 'site/embed', folder);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(SRC, to, { recursive: true });
}
console.log(
  `release ${version}: ${Object.keys(integrity).length} files in ${distDir}/site/embed/v1/` +
    (archived ? ` (and /embed/${version}/ from ${ARCHIVE}/${version}/)` : ` and ${distDir}/site/embed/${version}/`),
);
