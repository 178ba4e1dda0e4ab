import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { distDir } from '../../shared/data-set.js';

/** The loader as the build writes it (branch embed-build's tsup step), copied byte for byte to /embed/<version>/ and /embed/v1/. */
export const LOADER_FILE = `${distDir}/embed/loader.js`;

/**
 * The Subresource Integrity value of the loader (or of another file of the release), for the pinned snippet on
 * /embed (`<script type="module" src=".../embed/<version>/loader.js" integrity="sha384-..." crossorigin="anonymous">`).
 * Eleventy runs after tsup, so the file is there in a full build. Missing, a CI build fails (a page
 * without the hash would send partners an unpinnable snippet); elsewhere (an Eleventy run alone, and
 * `npm run dev`, which never runs tsup) the page leaves the pinned snippet out and says so here.
 */
export function loaderIntegrity(
  file = LOADER_FILE,
  ci = !!process.env.CI && process.env.ELEVENTY_RUN_MODE !== 'serve',
): string | undefined {
  if (!existsSync(file)) {
    const message = `${file} is missing: the /embed page pins the loader with its sha384 hash. Run the whole build (npm run build: tsup writes it before Eleventy).`;
    if (ci) throw new Error(message);
    console.warn(`[embed] ${message} The pinned snippet is left out.`);
    return undefined;
  }
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}
