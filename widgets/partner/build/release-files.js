// What widgets/partner/build/release.js and widgets/partner/build/archive-release.js share (docs/widgets.md "Releases").
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../shared/data-set.js';

/**
 * Where each published partner release is kept, one folder per version; Eleventy serves it as it is. From the project
 * root, so a release made from another folder finds the ones published.
 */
export const ARCHIVE = join(projectRoot, 'site/static/embed');

/** Every file under `dir`, as a path relative to it with forward slashes, sorted. */
export const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) =>
      join(d.parentPath, d.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    )
    .sort();
