/**
 * One data path, one test of what a data import is (DATA_IMPORT, shared/data-set.js), four tools:
 * - Vite and Vitest: `validatedDataVite` below; the browser tests' esbuild bundles: `validatedDataEsbuild` below;
 * - Node (Eleventy's pre-rendering of another data set): shared/data/json-hooks.js, registered by eleventy.config.js,
 *   points the import at that set's file (Node's own JSON import then reads it; the build validated it first);
 * - the partner release (tsup/esbuild): `carriedFacts` in widgets/partner/build/esbuild-plugins.ts, which answers the
 *   import with the live facts (below).
 * Our bundles: widgets and browser scripts import `shared/data/<name>.json` as usual;
 * these plugins (Vite and Vitest: `validatedDataVite`; the esbuild bundles of the browser tests,
 * tests/browser/widget-helpers.ts: `validatedDataEsbuild`) answer such an import with the file validated by
 * its zod schema (shared/data/load.ts), and fail the build with the loader's file-and-field message when it is
 * wrong. The partner release (tsup) does not use them: it bundles the facts its release carries
 * (`carriedFacts` in widgets/partner/build/esbuild-plugins.ts, validated when `npm run release` wrote them). Validation runs at build time in Node:
 * no zod reaches the browser, and the module is plain JSON, so unused fields still tree-shake away.
 * Why: docs/design.md ("One data path").
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { dataFiles, parseData, type DataName } from './load.ts';
import { DATA_IMPORT, dataFile } from '../data-set.js';

/**
 * The data file an import of shared/data/<name>.json stands for, if it is one of ours (a file with a schema): that
 * file of the chosen data set (shared/data-set.js), so every bundle and test reads the set the build was given.
 */
function dataFileOf(id: string): { path: string; name: DataName } | undefined {
  const name = DATA_IMPORT.exec(resolve(id.split('?')[0]))?.[1];
  if (!name || !(name in dataFiles)) return undefined;
  return { path: dataFile(name), name: name as DataName };
}

/** The validated JSON text of a data file; throws DataError ("shared/data/pricing.json: range.low: ...") when invalid. */
export function validatedJson(id: string): string | undefined {
  const file = dataFileOf(id);
  if (!file) return undefined;
  return JSON.stringify(parseData(file.name, readFileSync(file.path, 'utf8')));
}

/** Vite (and Vitest) plugin: loads shared/data/*.json through the validator; Vite's JSON plugin then makes the module. */
export function validatedDataVite(): VitePlugin {
  return {
    name: 'validated-data',
    enforce: 'pre',
    load(id) {
      const json = validatedJson(id);
      if (json === undefined) return undefined;
      this.addWatchFile(dataFile(basename(id.split('?')[0], '.json')));
      return { code: json, map: null };
    },
  };
}

/** esbuild plugin (tsup's embed bundles): the same, for esbuild's JSON loader. */
export const validatedDataEsbuild: EsbuildPlugin = {
  name: 'validated-data',
  setup(build) {
    build.onLoad({ filter: DATA_IMPORT }, (args) => {
      try {
        const json = validatedJson(args.path);
        return json === undefined
          ? undefined
          : { contents: json, loader: 'json', watchFiles: [dataFile(basename(args.path, '.json'))] };
      } catch (e) {
        return { errors: [{ text: (e as Error).message }] };
      }
    });
  },
};
