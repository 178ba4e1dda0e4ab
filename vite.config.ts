/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { catalog, registerEntry } from './widgets/catalog.ts';
import { dirname } from 'node:path';
import { validatedDataVite } from './shared/data/plugins.ts';
import { browserSpec } from './widgets/build/browser-spec.ts';
import { distDir } from './shared/data-set.js';

/** One entry per widget (widgets/catalog.ts) plus the site script; Eleventy reads the manifest to add each page's scripts. */
const widgetEntries = Object.fromEntries(catalog.map((e) => [e.folder, registerEntry(e)]));

/**
 * Our pages pre-render every widget with its styles in a declarative shadow root, which the element
 * keeps (widgets/common/define.tsx), so this build leaves the style modules' strings out. Only for
 * `vite build`: tests and the embeds (tsup) keep the styles in the code and adopt them as stylesheets.
 */
const stylesFromPage: Plugin = {
  name: 'styles-from-page',
  apply: 'build',
  transform(code, id) {
    // ...and no code to adopt styles as stylesheets: only elements that were not pre-rendered need it.
    if (id.endsWith('/widgets/common/sheets.ts')) return { code: 'export const adoptStyles = () => {};', map: null };
    if (!/\/widgets\/[^/]+\/(styles|base-css)\.ts$/.test(id)) return;
    // stateCss stays: the styles of states only script reaches, which a pre-rendered form adopts when its code arrives.
    const names = [...code.matchAll(/^export const (\w+)/gm)].map((m) => m[1]).filter((n) => n !== 'stateCss');
    if (!names.length) return;
    // The others become '' (their strings, no longer read, are left out of the bundle).
    const kept = names.reduce(
      (c, n) => c.replace(new RegExp(`^export const ${n} =`, 'm'), `const unused_${n} =`),
      code,
    );
    return { code: `${kept}\n${names.map((n) => `export const ${n} = '';`).join('\n')}`, map: null };
  },
};

/** Each widget's spec.ts as browser code reads it: its tag and attributes, not its words (widgets/build/browser-spec.ts). */
const specForBrowser: Plugin = { name: 'browser-spec', apply: 'build', load: (id) => browserSpec(id) };

/** Where Eleventy reads the manifest (site/_includes/assets.ts): outside dist/site, so a deploy never publishes source paths. */
const MANIFEST = `${distDir}/vite-manifest.json`;
const OUT_DIR = `${distDir}/site/assets`;
/** Vite writes its manifest inside outDir (assets/.vite/); move it out of the deploy folder once the bundle is written. */
const manifestOutside: Plugin = {
  name: 'manifest-outside',
  apply: 'build',
  writeBundle() {
    mkdirSync(dirname(MANIFEST), { recursive: true });
    renameSync(`${OUT_DIR}/.vite/manifest.json`, MANIFEST);
    rmSync(`${OUT_DIR}/.vite`, { recursive: true, force: true });
  },
};

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'site/**/*.test.ts'],
    environment: 'node',
  },
  plugins: [
    validatedDataVite(),
    preact({ devtoolsInProd: false, prerender: { enabled: false } }),
    specForBrowser,
    stylesFromPage,
    manifestOutside,
  ],
  publicDir: false,
  build: {
    outDir: OUT_DIR,
    assetsDir: '',
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    target: 'es2022',
    rollupOptions: {
      input: {
        site: 'site/scripts/site.ts',
        map: 'site/scripts/map.ts',
        'thank-you': 'site/scripts/thank-you.ts',
        embed: 'site/scripts/embed.ts',
        consent: 'site/scripts/consent.ts',
        ...widgetEntries,
      },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        // Everything the widgets share (preact, r2wc, the shell) lands in one cached runtime chunk.
        // Only what every page needs goes in it; code some widgets share (form logic) gets its own chunk.
        manualChunks: (id) =>
          /node_modules|widgets\/common\/(define|element-spec|Fallback|base-css|defaults|events)\.|shared\/analytics\.ts/.test(
            id,
          )
            ? 'runtime'
            : undefined,
      },
    },
  },
});
