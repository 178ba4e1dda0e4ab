import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { distDir } from './shared/data-set.js';
import { embeddable } from './widgets/build/targets.ts';
import { RESERVE_URL } from './widgets/partner/loader/host-files.ts';
import {
  carriedFacts,
  generated,
  interfaceForBrowser,
  onPartner,
  partnerCss,
  reactLite,
} from './widgets/partner/build/esbuild-plugins.ts';

/**
 * The partner release and the npm package's modules, in dist/embed (docs/widgets.md "Loader" and
 * "Releases"): ES modules with code splitting, so preact, r2wc and define.tsx are one shared chunk.
 * - loader.js: defines every embeddable tag lazily (widgets/partner/loader/loader.ts);
 * - elements/<tag>.js: importing one defines that element (package.json "exports");
 * - chunk-*.js: the shared runtime and code two widgets share;
 * - reserve.css: for the snippets pasted before the reserve rules were live, an import of today's
 *   (RESERVE_URL, written by each build from its data: widgets/partner/build/reserve.ts).
 * How it differs from our pages' build (vite.config.ts) is in widgets/build/targets.ts.
 * widgets/partner/build/release.js then adds the classic-script shims (<tag>.js), integrity.json and the copies
 * under dist/site/embed/.
 */

export default defineConfig({
  entry: { loader: 'widgets/partner/loader/loader.ts' },
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
