// Empties dist/site before a build, keeping the processed photos (img/, og/): they are named by a
// hash of their source, so keeping them only saves time, never serves a stale photo. For the same
// reason a build of another data set (shared/data-set.js) starts from the shipped build's photos.
import { cpSync, existsSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { distDir, isShipped, projectRoot } from '../shared/data-set.js';

const root = `${distDir}/site`;
const keep = new Set(['img', 'og']);
mkdirSync(root, { recursive: true });
for (const name of readdirSync(root)) if (!keep.has(name)) rmSync(`${root}/${name}`, { recursive: true, force: true });
if (!isShipped)
  for (const name of keep)
    if (!existsSync(`${root}/${name}`) && existsSync(`${projectRoot}/dist/site/${name}`))
      cpSync(`${projectRoot}/dist/site/${name}`, `${root}/${name}`, { recursive: true });
