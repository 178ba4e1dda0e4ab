// npm run release -- <version> "<what changed, in a partner's words>" ["<another change>" ...]
// A code change to the partner files is a new release (docs/widgets.md "Releases"), made in one command:
// 1. the version in package.json and package-lock.json (npm version, no git tag);
// 2. its entry at the top of the changelog, widgets/releases.ts (pinned, dated today);
// 3. the facts the release carries, widgets/partner/carried-facts.json, from the shipped data (docs/widgets.md
//    "Live facts": what its widgets show when today's facts cannot be fetched);
// 4. npm run build, then npm run release:archive (site/static/embed/<version>/).
// Then commit what it changed. A change of data alone (a price, the phone number) needs none of this.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { isShipped, projectRoot } from '../../../shared/data-set.js';
import { FACTS_URL } from '../loader/host-files.ts';
import { CARRIED } from './facts.ts';

// Its files and commands are the project's (dist/, npm run build): the same from whatever folder it is run.
process.chdir(projectRoot);

const [version, ...changes] = process.argv.slice(2);
const fail = (msg: string): never => {
  console.error(msg);
  process.exit(1);
};
const usage = 'usage: npm run release -- <version> "<what changed, in a partner\'s words>" ["<another change>" ...]';
if (!isShipped) fail('A release carries the shipped data (shared/data): run it without STEEL_DATA.');
if (!/^\d+\.\d+\.\d+$/.test(version ?? '') || !changes.length) fail(usage);
const current = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;
const [a, b] = [version, current].map((v: string) => v.split('.').map(Number));
const differs = a.findIndex((n, i) => n !== b[i]);
if (differs < 0 || a[differs] < b[differs]) fail(`${version} is not newer than the current release, ${current}.`);

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
run('npm', ['version', version, '--no-git-tag-version']);

const CHANGELOG = 'widgets/releases.ts';
const start = 'export const releases: Release[] = [\n';
const text = readFileSync(CHANGELOG, 'utf8');
if (!text.includes(start)) fail(`${CHANGELOG} has no "${start.trim()}" line to add the release after.`);
const entry = {
  version,
  date: new Date().toISOString().slice(0, 10),
  pinned: true,
  changes,
};
writeFileSync(CHANGELOG, text.replace(start, `${start}  ${JSON.stringify(entry)},\n`));
run('npx', ['prettier', '--write', CHANGELOG]);

// The facts of today's shipped data, as the build writes them for our host, become the ones the release carries.
run('npx', ['tsx', 'scripts/partner-photos.ts']);
writeFileSync(CARRIED, JSON.stringify(JSON.parse(readFileSync(`dist/site${FACTS_URL}`, 'utf8')), null, 2) + '\n');
run('npx', ['prettier', '--write', CARRIED]);

run('npm', ['run', 'build']);
run('npm', ['run', 'release:archive']);
console.log(
  `release ${version} made: commit package.json, package-lock.json, ${CHANGELOG}, ${CARRIED} and site/static/embed/${version}/`,
);
