import { basename, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { transform, type Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { distDir } from './shared/data-set.js';
import { catalog } from './widgets/catalog.ts';
import { browserSpec, SPEC_FILE } from './widgets/build/browser-spec.ts';
import { reserveCss } from './widgets/embed/reserve.ts';
import { CARRIED, liveFields, PHOTOS } from './widgets/embed/live-facts.ts';

/**
 * The partner release and the npm package's modules, in dist/embed (docs/widgets.md "Loader" and
 * "Releases"): ES modules with code splitting, so preact, r2wc and define.tsx are one shared chunk.
 * - loader.js: defines every embeddable tag lazily (widgets/embed/loader.ts);
 * - elements/<tag>.js: importing one defines that element (package.json "exports");
 * - chunk-*.js: the shared runtime and code two widgets share;
 * - reserve.css: the space each widget takes before its code has run, the stylesheet of the partner snippet
 *   (widgets/embed/reserve.ts).
 * Widget CSS is in px there (partnerCss), so a partner's root font size cannot shrink it.
 * scripts/release.js then adds the classic-script shims (<tag>.js), integrity.json and the copies
 * under dist/site/embed/.
 */

const embeddable = catalog.filter((e) => e.embeddable);
const abs = (p: string) => resolve(p).replaceAll('\\', '/');
/** The source each partner element module starts from (its generated entry imports it). */
const elementSource = (e: (typeof embeddable)[number]) =>
  e.partnerEntry ? `widgets/${e.folder}/${e.partnerEntry}` : `widgets/${e.folder}/widget.ts`;
/** Every source file the partner build starts from, for checks over browser code (tests/build/no-html-sinks.test.ts). */
export const partnerSources = [
  'widgets/embed/loader.ts',
  'widgets/common/define.tsx',
  ...embeddable.map(elementSource),
];

/**
 * Small modules that several widgets use, put in the shared runtime chunk (every element entry imports
 * them) instead of a chunk file each: a file of 100 to 400 bytes costs more gzip than its code would inside
 * the runtime. The partner page with the calculator, quote form and gallery downloads 245 B less (gzip;
 * docs/performance.md), the contact form or gallery alone 220 / 75 B less; the calculator or chat button
 * alone 70 B more, the FAQ alone (which uses neither) 200 B more. json-property.ts (the gallery and the FAQ) likewise.
 */
const inRuntime = [
  'shared/analytics.ts',
  'shared/safe-url.ts',
  'widgets/common/json-property.ts',
  'widgets/embed/facts.ts',
];

/**
 * Modules that exist only in the build: each element's entry (its widget spec, defined; the FAQ's
 * partner entry bundles its data) and 'steel:elements', the loader's tag list and reserve CSS, so the
 * loader imports no widget code and the catalog's big spec texts stay out of the browser.
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
          contents: `export const load = {${load.join(',')}};\nexport const reserveCss = ${JSON.stringify(reserveCss())};`,
        };
      }
      const e = embeddable.find((c) => a.path === `steel:element/${c.tag}`);
      if (!e) return { errors: [{ text: `unknown generated module ${a.path}` }] };
      const joinRuntime = inRuntime.map((m) => `import ${JSON.stringify(abs(m))};\n`).join('');
      const contents = e.partnerEntry
        ? `${joinRuntime}import ${JSON.stringify(abs(elementSource(e)))};`
        : `${joinRuntime}import { defineWidget } from ${JSON.stringify(abs('widgets/common/define.tsx'))};\nimport { spec } from ${JSON.stringify(abs(elementSource(e)))};\ndefineWidget(spec);`;
      return { resolveDir, loader: 'js', contents };
    });
  },
};

/**
 * Live facts (docs/widgets.md "Live facts"; widgets/embed/live-facts.ts): partner code reads the business data of
 * today, which the loader fetched from our host before any widget module runs, each data file through `live()`
 * (widgets/embed/facts.ts). The facts of the newest release's day (CARRIED) are one module of their own,
 * `carried:facts`, which a page fetches only when today's cannot be had (no loader, offline, refused by the page's
 * policy): so a partner page downloads the facts once, not also inside every widget's code. The partner files
 * depend on the code and the release, not on the data: changing the phone number or a price changes no file of
 * dist/embed. An import of data that is not a live fact stops the build (the facts file would not have it).
 */
const carriedFacts: Plugin = {
  name: 'carried-facts',
  setup(build) {
    const carried = JSON.parse(readFileSync(CARRIED, 'utf8')) as Record<string, unknown>;
    const factModule = JSON.stringify(abs('widgets/embed/facts.ts'));
    const moduleOf = (name: string, fields: readonly string[] | '*' | undefined) => {
      if (!fields)
        return {
          errors: [
            {
              text: `partner code reads shared/data/${name}.json, which is not a live fact: add it to liveFields (widgets/embed/live-facts.ts) and make a release (npm run release)`,
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
    // The gallery's default photos (`carried:gallery-photos`, widgets/gallery/embed.ts): live and carried too.
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

/** Each widget's spec.ts as browser code reads it: its tag and attributes, not its words (widgets/build/browser-spec.ts). */
const specForBrowser: Plugin = {
  name: 'browser-spec',
  setup(build) {
    build.onLoad({ filter: SPEC_FILE }, (a) => ({ contents: browserSpec(a.path), loader: 'js' }));
  },
};

/**
 * 'react' is preact with its hooks, without preact/compat (widgets/embed/react-lite.ts says why that is safe).
 * '@r2wc/core' stays itself: the custom-element layer is r2wc's, on our pages and partners' alike.
 */
const reactLite: Plugin = {
  name: 'react-lite',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?$/ }, () => ({ path: resolve('widgets/embed/react-lite.ts') }));
    build.onResolve({ filter: /^preact\/jsx-(dev-)?runtime$/ }, () => ({ path: resolve('widgets/embed/jsx-lite.ts') }));
  },
};

/** `1.5rem` -> `24px`: our CSS is written for a 16 px root (our pages have one), and a partner's root may be anything. */
export const remToPx = (css: string) =>
  css.replace(/(?<![\w.-])(\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * 16).toFixed(2)}px`);

/**
 * The widgets' styles (widgets/<folder>/styles.ts, common/*-css.ts) for partner pages: `rem` becomes `px`, so
 * a host's `html { font-size: 10px }` cannot shrink a widget (docs/widgets.md "Loader"; our own pages keep
 * `rem`, with the same computed sizes), and the `css` template strings are minified by esbuild's CSS minifier.
 */
const partnerCss: Plugin = {
  name: 'partner-css',
  setup(build) {
    build.onLoad({ filter: /[\\/]widgets[\\/].*(styles|-css)\.ts$/ }, async (a) => {
      let source = remToPx(await readFile(a.path, 'utf8'));
      for (const [whole, css] of [...source.matchAll(/\/\* css \*\/ `([^`$\\]*)`/g)]) {
        const { code } = await transform(css, { loader: 'css', minify: true });
        source = source.replace(whole, JSON.stringify(code.trim()));
      }
      return { contents: source, loader: 'ts' };
    });
  },
};

export default defineConfig({
  entry: { loader: 'widgets/embed/loader.ts' },
  outDir: `${distDir}/embed`,
  format: ['esm'],
  outExtension: () => ({ js: '.js' }),
  // terser after esbuild: about 4% fewer gzip bytes on the partner page than esbuild's minifier alone (docs/performance.md).
  minify: 'terser',
  // passes 3, ES2020 output, top-level names and arrows/method shorthand: about 35 B gzip fewer on the partner page
  // than passes 2 alone; terser's `unsafe` (about 40 B more) is left off, as it rewrites String() and `new` calls.
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
  onSuccess: () => writeFile(`${distDir}/embed/reserve.css`, reserveCss() + '\n'),
  // Data is the release's carried facts, validated when the release wrote them (carriedFacts above).
  esbuildPlugins: [generated, reactLite, specForBrowser, partnerCss, carriedFacts],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = 'preact';
    o.legalComments = 'none';
    o.minify = true; // esbuild's minifier first (tsup turns it off for terser), then terser
    o.chunkNames = 'chunk-[hash]';
    // The element entries are generated modules (tsup checks entries on disk, so they join here).
    o.entryPoints = {
      ...(o.entryPoints as Record<string, string>),
      ...Object.fromEntries(embeddable.map((e) => [`elements/${e.tag}`, `steel:element/${e.tag}`])),
    };
  },
});
