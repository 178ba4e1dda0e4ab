// Empties dist/site before a build, keeping the processed photos (img/, og/): they are named by a
// hash of their source, so keeping them only saves time, never serves a stale photo.
import { readdirSync, rmSync, mkdirSync } from 'node:fs';
import { distDir } from '../shared/data-set.js';

const root = `${distDir}/site`;
const keep = new Set(['img', 'og']);
mkdirSync(root, { recursive: true });
for (const name of readdirSync(root)) if (!keep.has(name)) rmSync(`${root}/${name}`, { recursive: true, force: true });
