import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy } from './fresh-copy.ts';
import { FACTS_URL } from '../../widgets/partner/loader/host-files.ts';
import { dataDir, distDir } from '../../shared/data-set.js';

/** The data set in use (STEEL_DATA, inherited by the copy's builds) and its build folder, inside the copy. */
const dataSet = relative(resolve(import.meta.dirname, '../..'), dataDir).replaceAll('\\', '/');
const distFolder = relative(resolve(import.meta.dirname, '../..'), distDir);

// docs/design.md ("One data path"): a wrong value in the data set stops the build before any bundle is
// written, with the loader's message naming the file and the field.
describe('a build with an invalid price in the data', () => {
  let copy: ReturnType<typeof freshCopy>;
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(cmd, args, {
      cwd: copy.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
  };
  // The release as tsup writes it (dist/embed) and as widgets/partner/build/release.js copies it into the site.
  const embedDir = () => join(copy.dir, distFolder, 'site/embed');
  const releaseLoader = () => join(copy.dir, distFolder, 'embed/loader.js');
  const expectedMessage = `${dataSet}/pricing.json: serviceType[0].factor: Too small`;

  beforeAll(() => {
    copy = freshCopy();
    const file = join(copy.dir, dataSet, 'pricing.json');
    const pricing = JSON.parse(readFileSync(file, 'utf8'));
    pricing.serviceType[0].factor = -50; // a negative hourly rate
    writeFileSync(file, JSON.stringify(pricing, null, 2));
  });
  afterAll(() => copy?.remove());

  it('npm run build fails, names the file and field, and writes no embed bundle', () => {
    const { status, output } = run('npm', ['run', 'build']);
    expect(status, output).not.toBe(0);
    expect(output).toContain(expectedMessage);
    expect(existsSync(embedDir()), 'dist/site/embed must not exist').toBe(false);
    expect(existsSync(releaseLoader()), 'dist/embed/loader.js must not exist').toBe(false);
  });

  // The bundlers validate on their own too, so no path (a watch build, a bundler run by hand) ships bad data.
  it('vite build alone fails with the same message and writes no script', () => {
    const { status, output } = run(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
    expect(status, output).not.toBe(0);
    expect(output).toContain(expectedMessage);
    expect(existsSync(join(copy.dir, distFolder, 'site/assets/.vite/manifest.json'))).toBe(false);
  });

  // Partner files carry the facts of their release (docs/widgets.md "Live facts"), so the bad price cannot reach
  // them through the bundler; it would through the facts file our host serves, which refuses it the same way.
  it('the live facts for partner pages fail with the same message and write no facts file', () => {
    const { status, output } = run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/partner-photos.ts']);
    expect(status, output).not.toBe(0);
    expect(output).toContain(expectedMessage);
    expect(existsSync(join(copy.dir, distFolder, 'site', FACTS_URL)), 'no facts file').toBe(false);
  });

  it('tsup alone builds the partner files from the facts the release carries, without the bad price', () => {
    const { status, output } = run(process.execPath, ['node_modules/tsup/dist/cli-default.js']);
    expect(status, output).toBe(0);
    const loader = readFileSync(releaseLoader(), 'utf8');
    expect(loader).toContain('facts-v');
    const calculator = readFileSync(join(copy.dir, distFolder, 'embed/elements/steel-calculator.js'), 'utf8');
    expect(calculator).toContain('serviceType');
    expect(calculator).not.toMatch(/factor:-50\b/);
  });
});
