import { basename, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { distDir } from './shared/data-set.js';
import { browserInterface, INTERFACE_FILE } from './widgets/build/browser-interface.ts';
import {
  embeddable,
  forPartners,
  inPartnerRuntime,
  ON_PARTNER,
  partnerSource,
  STYLE_MODULE,
} from './widgets/build/targets.ts';
import { keepFloors } from './widgets/partner/reserve.ts';
import { RESERVE_URL } from './widgets/partner/facts-file.ts';
import { CARRIED, liveFields, PHOTOS } from './widgets/partner/live-facts.ts';

/**
 * The partner release and the npm package's modules, in dist/embed (docs/widgets.md "Loader" and
 * "Releases"): ES modules with code splitting, so preact, r2wc and define.tsx are one shared chunk.
 * - loader.js: defines every embeddable tag lazily (widgets/partner/loader.ts);
 * - elements/<tag>.js: importing one defines that element (package.json "exports");
 * - chunk-*.js: the shared runtime and code two widgets share;
 * - reserve.css: for the snippets pasted before the reserve rules were live, an import of today's
 *   (RESERVE_URL, written by each build from its data: widgets/partner/reserve.ts).
 * How it differs from our pages' build (vite.config.ts) is in widgets/build/targets.ts.
 * scripts/release.js then adds the classic-script shims (<tag>.js), integrity.json and the copies
 * under dist/site/embed/.
 */

const abs = (p: string) => resolve(p).replaceAll('\\', '/');
/** Every source file the partner build starts from, for checks over browser code (tests/build/no-html-sinks.test.ts). */
export const partnerSources = [
  'widgets/partner/loader.ts',
  'widgets/common/define.tsx',
  ...embeddable.map(partnerSource),
];

/**
 * Modules that exist only in the build: each element's entry (its widget's definition, defined; the FAQ's
 * partner entry bundles its data) and 'steel:elements', the loader's tag list and the rule that keeps the floors, so the
 * loader imports no widget code and the catalog's big interface texts stay out of the browser.
 */
const generated: Plugin = {
  name: 'steel-generated',
  setup(build) {
    build.onResolve({ filter: /^steel:/ }, (a) => ({ path: a.path, namespace: 'steel' }));
    build.onLoad({ filter: /.*/, namespace: 'steel' }, (a) => {
      const resolveDir = process.cwd();
      if (a.path === 'steel:elements') {
        const load = embeddable.map(
          (e) => `${JSON.stringify(e.tag)}: () => import(${JSON.stringify(`steel:element/${e.tag}`)})`,
        );
        return {
          resolveDir,
          loader: 'js',
          contents: `export const load = {${load.join(',')}};\nexport const keepFloors = ${JSON.stringify(keepFloors())};`,
        };
      }
      const e = embeddable.find((c) => a.path === `steel:element/${c.tag}`);
      if (!e) return { errors: [{ text: `unknown generated module ${a.path}` }] };
      const joinRuntime = inPartnerRuntime.map((m) => `import ${JSON.stringify(abs(m))};\n`).join('');
      const contents = e.partnerEntry
        ? `${joinRuntime}import ${JSON.stringify(abs(partnerSource(e)))};`
        : `${joinRuntime}import { defineWidget } from ${JSON.stringify(abs('widgets/common/define.tsx'))};\nimport { widget } from ${JSON.stringify(abs(partnerSource(e)))};\ndefineWidget(widget);`;
      return { resolveDir, loader: 'js', contents };
    });
  },
};

/**
 * Live facts (docs/widgets.md "Live facts"; widgets/partner/live-facts.ts): partner code reads the business data of
 * today, which the loader fetched from our host before any widget module runs, each data file through `live()`
 * (widgets/partner/facts.ts). The facts of the newest release's day (CARRIED) are one module of their own,
 * `carried:facts`, which a page fetches only when today's cannot be had (no loader, offline, refused by the page's
 * policy): so a partner page downloads the facts once, not also inside every widget's code. The partner files
 * depend on the code and the release, not on the data: changing the phone number or a price changes no file of
 * dist/embed. An import of data that is not a live fact stops the build (the facts file would not have it).
 */
const carriedFacts: Plugin = {
  name: 'carried-facts',
  setup(build) {
    const carried = JSON.parse(readFileSync(CARRIED, 'utf8')) as Record<string, unknown>;
    const factModule = JSON.stringify(abs('widgets/partner/facts.ts'));
    const moduleOf = (name: string, fields: readonly string[] | '*' | undefined) => {
      if (!fields)
        return {
          errors: [
            {
              text: `partner code reads shared/data/${name}.json, which is not a live fact: add it to liveFields (widgets/partner/live-facts.ts) and make a release (npm run release)`,
            },
          ],
        };
      if (!(name in carried))
        return { errors: [{ text: `${CARRIED} has no "${name}": make a release (npm run release), which writes it` }] };
      // One live value per file (its export default), the named exports read from it: a few bytes per field.
      const value = carried[name];
      const lines = [
        `import { live } from ${factModule};`,
        `const data = await live(${JSON.stringify(name)});`,
        'export default data;',
      ];
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const k of Object.keys(value))
          if (/^[A-Za-z_$][\w$]*$/.test(k)) lines.push(`export const ${k} = data[${JSON.stringify(k)}];`);
      return { contents: lines.join('\n'), loader: 'js' as const, resolveDir: process.cwd() };
    };
    build.onLoad({ filter: /[\\/]shared[\\/]data[\\/][\w-]+\.json$/ }, (a) => {
      const name = basename(a.path, '.json');
      return moduleOf(name, liveFields[name as keyof typeof liveFields]);
    });
    // The gallery's default photos (`carried:gallery-photos`, widgets/gallery/partner.ts): live and carried too.
    build.onResolve({ filter: /^carried:/ }, (a) => ({
      path: a.path.slice('carried:'.length),
      namespace: 'carried-facts',
    }));
    build.onLoad({ filter: /.*/, namespace: 'carried-facts' }, (a) =>
      a.path === PHOTOS
        ? moduleOf(PHOTOS, '*')
        : a.path === 'facts'
          ? { contents: `export default ${JSON.stringify(carried)};`, loader: 'js' as const }
          : { errors: [{ text: `unknown carried module carried:${a.path}` }] },
    );
  },
};

/** Each widget's interface.ts as browser code reads it: its tag and attributes, not its words (widgets/build/browser-interface.ts). */
const interfaceForBrowser: Plugin = {
  name: 'browser-interface',
  setup(build) {
    build.onLoad({ filter: INTERFACE_FILE }, (a) => ({ contents: browserInterface(a.path), loader: 'js' }));
  },
};

/**
 * 'react' is preact with its hooks, without preact/compat (widgets/partner/react-lite.ts says why that is safe).
 * '@r2wc/core' stays itself: the custom-element layer is r2wc's, on our pages and partners' alike.
 */
const reactLite: Plugin = {
  name: 'react-lite',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?$/ }, () => ({ path: resolve('widgets/partner/react-lite.ts') }));
    build.onResolve({ filter: /^preact\/jsx-(dev-)?runtime$/ }, () => ({
      path: resolve('widgets/partner/jsx-lite.ts'),
    }));
  },
};

/** Code that knows it is the partner release (widgets/common/on-partner.ts): `onPartner` is true here. */
const onPartner: Plugin = {
  name: 'on-partner',
  setup(build) {
    build.onLoad({ filter: ON_PARTNER }, () => ({ contents: 'export const onPartner = true;', loader: 'js' }));
  },
};

/** The widgets' styles for partner pages: in px and minified (widgets/build/targets.ts). */
const partnerCss: Plugin = {
  name: 'partner-css',
  setup(build) {
    build.onLoad({ filter: STYLE_MODULE }, async (a) => ({
      contents: await forPartners(await readFile(a.path, 'utf8'), a.path),
      loader: 'ts',
    }));
  },
};

export default defineConfig({
  entry: { loader: 'widgets/partner/loader.ts' },
  outDir: `${distDir}/embed`,
  format: ['esm'],
  outExtension: () => ({ js: '.js' }),
  // terser after esbuild: fewer gzip bytes on the partner page than esbuild's minifier alone (docs/performance.md).
  minify: 'terser',
  // passes 3, ES2020 output, top-level names and arrows/method shorthand: fewer gzip bytes on the partner page than
  // passes 2 alone (measured when chosen); terser's `unsafe` is left off: it gained nothing and rewrites String() and `new` calls.
  terserOptions: {
    module: true,
    ecma: 2020,
    toplevel: true,
    compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true, pure_getters: true },
    format: { comments: false, wrap_func_args: false },
  },
  target: 'es2022',
  platform: 'browser',
  noExternal: [/.*/],
  splitting: true,
  treeshake: false,
  sourcemap: false,
  clean: true,
  dts: false,
  metafile: true,
  onSuccess: () =>
    writeFile(`${distDir}/embed/reserve.css`, `@import url("..${RESERVE_URL.replace(/^\/embed/, '')}");\n`),
  // Data is the release's carried facts, validated when the release wrote them (carriedFacts above).
  esbuildPlugins: [generated, reactLite, interfaceForBrowser, partnerCss, carriedFacts, onPartner],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = 'preact';
    o.legalComments = 'none';
    o.minify = true; // esbuild's minifier first (tsup turns it off for terser), then terser
    o.chunkNames = 'chunk-[hash]';
    // Partner code knows it runs on a partner's page (widgets/common/attribution.ts): undefined on our pages.
    o.define = { ...o.define, 'import.meta.env.STEEL_PARTNER': 'true' };
    // The element entries are generated modules (tsup checks entries on disk, so they join here).
    o.entryPoints = {
      ...(o.entryPoints as Record<string, string>),
      ...Object.fromEntries(embeddable.map((e) => [`elements/${e.tag}`, `steel:element/${e.tag}`])),
    };
  },
});
