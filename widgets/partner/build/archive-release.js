// npm run release:archive: keeps the release just built (dist/embed) as a published release, in
// site/static/embed/<version>/, which every later build serves again at /embed/<version>/ (Eleventy copies
// site/static as it is). So a partner who pinned a release keeps it for good, whatever the host keeps
// between deploys (docs/widgets.md "Releases"). A published release never changes: when the folder exists
// with other files, this stops and says to bump the version instead.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE, filesUnder } from './release-files.js';
import { projectRoot } from '../../../shared/data-set.js';

const SRC = join(projectRoot, 'dist/embed');
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const to = join(ARCHIVE, version);

if (!existsSync(join(SRC, 'integrity.json'))) throw new Error(`${SRC} has no release: run npm run build first`);
if (existsSync(to)) {
  const same =
    filesUnder(to).join() === filesUnder(SRC).join() &&
    filesUnder(SRC).every((f) => readFileSync(join(to, f)).equals(readFileSync(join(SRC, f))));
  if (!same) {
    console.error(
      `Release ${version} is published (${to}) and this build differs from it. A published release never ` +
        `changes: make a new release with npm run release -- <next version> "<what changed>" (CONTRIBUTING.md).`,
    );
    process.exit(1);
  }
  console.log(`release ${version} is already archived in ${to}, unchanged`);
} else {
  cpSync(SRC, to, { recursive: true });
  console.log(`release ${version} archived in ${to}: commit it with the version change`);
}
