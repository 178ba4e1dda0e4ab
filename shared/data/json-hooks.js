// Node module hooks for a build of another data set (shared/data-set.js): an import of shared/data/<name>.json
// (widgets pre-rendered by Eleventy import their data this way) loads that file of the chosen set instead, as the
// Vite and esbuild plugins do for the bundles (shared/data/plugins.ts). Registered by eleventy.config.js.
import { pathToFileURL } from 'node:url';
import { DATA_IMPORT, dataFile } from '../data-set.js';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const name = DATA_IMPORT.exec(resolved.url)?.[1];
  if (!name) return resolved;
  return { ...resolved, url: pathToFileURL(dataFile(name)).href };
}
