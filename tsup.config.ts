import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { validatedDataEsbuild } from './shared/data/plugins.ts';
import { catalog, registerEntry } from './widgets/catalog.ts';

/**
 * Self-contained bundles for partner sites: one file per embeddable widget at
 * dist/site/embed/v1/<tag>.js (an IIFE with preact and the business defaults inlined), plus an ES
 * module that registers every element, for other developers' test suites (package.json "exports").
 */
// Each embeddable widget of widgets/catalog.ts; a widget whose page entry reads pre-rendered HTML has an embed.ts for partners.
const embeds = Object.fromEntries(
  catalog.filter((e) => e.embeddable).map((e) => [e.tag, existsSync(`widgets/${e.folder}/embed.ts`) ? `widgets/${e.folder}/embed.ts` : registerEntry(e)]),
);

const common = {
  outDir: 'dist/site/embed/v1',
  minify: true,
  target: 'es2020',
  platform: 'browser' as const,
  noExternal: [/.*/],
  splitting: false,
  sourcemap: false,
  clean: false,
  dts: false,
  // Data files are validated by their zod schemas as they are bundled (docs/design.md: "One data path").
  esbuildPlugins: [validatedDataEsbuild],
  esbuildOptions(o: { jsx?: string; jsxImportSource?: string; legalComments?: string }) {
    o.jsx = 'automatic';
    o.jsxImportSource = 'preact';
    o.legalComments = 'none';
  },
};

export default defineConfig([
  { ...common, entry: embeds, format: ['iife'], outExtension: () => ({ js: '.js' }) },
  { ...common, entry: { 'steel-widgets': 'widgets/index.ts' }, format: ['esm'], outExtension: () => ({ js: '.mjs' }) },
]);
