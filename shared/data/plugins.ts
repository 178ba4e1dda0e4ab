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
 *
 * Likewise for the widgets' styles, readable CSS in .css files: a style module's `cssFile(import.meta.url,
 * './x.css')` (widgets/build/css-file.ts, which Node runs) is, in every bundle, that file's text minified by esbuild, as
 * Node reads it (`cssFilesVite`, `cssFilesEsbuild`; the partner build's in px: forPartners, widgets/build/targets.ts).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { dataFiles, parseData, type DataName } from './load.ts';
import { DATA_IMPORT, dataFile } from '../data-set.js';
import { cssText } from '../css-text.ts';

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

/** A module of widget styles (STYLE_MODULE of widgets/build/targets.ts, written again: shared/ imports nothing of widgets/). */
const STYLE_MODULE = /[\\/]widgets[\\/].*(styles|-css)\.ts$/;
/** A style module's `cssFile(import.meta.url, './x.css')`, with the path it names. */
const CSS_FILE = /cssFile\(import\.meta\.url, '([^']+\.css)'\)/g;
const CSS_FILE_IMPORT = /^import \{ cssFile \} from '[^']*\/css-file\.ts';\n/m;

/**
 * A style module's source as a bundle takes it: each `cssFile(import.meta.url, './x.css')` replaced by that file's
 * text, `prepare`d (partners: rem in px) and minified (cssText, as Node reads it), and the import of cssFile dropped,
 * so no browser code reads a file. `files` gets the files read (to watch). Undefined: the module reads no .css file.
 */
export function inlineCssFiles(
  source: string,
  id: string,
  { prepare = (css: string) => css, files = [] as string[] } = {},
): string | undefined {
  if (!CSS_FILE_IMPORT.test(source)) return undefined;
  const out = source.replace(CSS_FILE, (_, path: string) => {
    const file = resolve(dirname(id.split('?')[0]), path);
    files.push(file);
    return JSON.stringify(cssText(prepare(readFileSync(file, 'utf8'))));
  });
  if (out.includes('cssFile(')) throw new Error(`${id}: read a .css file as cssFile(import.meta.url, './x.css')`);
  return out.replace(CSS_FILE_IMPORT, '');
}

/** Vite (and Vitest) plugin: a style module's .css files, minified, in its code. */
export function cssFilesVite(): VitePlugin {
  return {
    name: 'css-files',
    enforce: 'pre',
    transform(code, id) {
      if (!STYLE_MODULE.test(id.split('?')[0])) return undefined;
      const files: string[] = [];
      const out = inlineCssFiles(code, id, { files });
      for (const f of files) this.addWatchFile(f);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}

/** esbuild plugin (the browser tests' bundles, the check over browser code): the same, minified. */
export const cssFilesEsbuild: EsbuildPlugin = {
  name: 'css-files',
  setup(build) {
    build.onLoad({ filter: STYLE_MODULE }, (args) => {
      const files: string[] = [];
      try {
        const contents = inlineCssFiles(readFileSync(args.path, 'utf8'), args.path, { files });
        return contents === undefined ? undefined : { contents, loader: 'ts', watchFiles: files };
      } catch (e) {
        return { errors: [{ text: (e as Error).message }] };
      }
    });
  },
};
