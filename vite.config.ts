import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { globSync } from 'tinyglobby';
import preact from '@preact/preset-vite';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { cssFilesVite, validatedDataVite } from './shared/data/plugins.ts';
import { browserInterface } from './widgets/build/browser-interface.ts';
import { forPages, inPagesRuntime, pageEntries } from './widgets/build/targets.ts';
import { distDir } from './shared/data-set.js';

/**
 * Our pages' build (widgets/build/targets.ts says what differs from the partner release, and why): the style
 * modules as our pages need them, since each widget is pre-rendered with its styles.
 */
const stylesFromPage: Plugin = {
  name: 'styles-from-page',
  apply: 'build',
  transform(code, id) {
    const out = forPages(code, id);
    return out === undefined ? undefined : { code: out, map: null };
  },
};

/** Each widget's interface.ts as browser code reads it: its tag and attributes, not its words (widgets/build/browser-interface.ts). */
const interfaceForBrowser: Plugin = { name: 'browser-interface', apply: 'build', load: (id) => browserInterface(id) };

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

const unitTests = ['shared/**/*.test.ts', 'scripts/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'site/**/*.test.ts'];
/**
 * With SAME_ON_ANY_DATA=skip (npm test's stage on the second data set, scripts/test-all.js), the tests that cannot see
 * the data set are left out: they ran on the shipped data (tests/lib/data-dependent.ts says which).
 */
const sameOnAnyData =
  process.env.SAME_ON_ANY_DATA === 'skip'
    ? (await import('./tests/lib/data-dependent.ts')).sameOnAnyData(
        globSync(unitTests, { ignore: ['**/node_modules/**'] }),
      )
    : [];

export default defineConfig({
  test: {
    include: unitTests,
    exclude: [...configDefaults.exclude, ...sameOnAnyData],
    environment: 'node',
    // Vitest's default on two cores is one file at a time; two took the shipped data's from 33 s to 21 s.
    maxWorkers: 2,
  },
  plugins: [
    validatedDataVite(),
    cssFilesVite(),
    preact({ devtoolsInProd: false, prerender: { enabled: false } }),
    interfaceForBrowser,
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
      // Imported constants inlined where they are read, so code behind a constant that is false here (the partner
      // release's, widgets/common/on-partner.ts) is left out of our pages.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      input: {
        site: 'site/scripts/site.ts',
        map: 'site/scripts/map.ts',
        'thank-you': 'site/scripts/thank-you.ts',
        embed: 'site/scripts/embed.ts',
        consent: 'site/scripts/consent.ts',
        landing: 'site/scripts/landing.ts',
        ...pageEntries,
      },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        // What every page's widgets share lands in one cached runtime chunk (widgets/build/targets.ts).
        manualChunks: (id) => (inPagesRuntime(id) ? 'runtime' : undefined),
      },
    },
  },
});
