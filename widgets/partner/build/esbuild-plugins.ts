/**
 * The partner build's esbuild plugins (tsup.config.ts uses them; docs/widgets.md "Loader", README.md in this folder):
 * - `generated`: the modules that exist only in the build (each element's entry, the loader's tag list);
 * - `carriedFacts`: data files as live facts (../runtime/facts.ts), with the facts the release carries;
 * - `interfaceForBrowser`: each widget's interface.ts as browser code reads it;
 * - `reactLite`: 'react' as preact with its hooks, JSX as preact's createElement;
 * - `onPartner`: widgets/common/on-partner.ts as `true`;
 * - `partnerCss`: the widgets' styles in px and minified.
 * Paths are resolved from the project's root as this file finds it, not from the working directory.
 */
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { DATA_IMPORT } from '../../../shared/data-set.js';
import { browserInterface, INTERFACE_FILE } from '../../build/browser-interface.ts';
import {
  embeddable,
  forPartners,
  inPartnerRuntime,
  ON_PARTNER,
  partnerSource,
  STYLE_MODULE,
} from '../../build/targets.ts';
import { keepFloors } from './reserve.ts';
import { CARRIED, liveFields, PHOTOS } from './facts.ts';

/** The project's root, where the relative paths of the catalog and the targets start. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const abs = (p: string) => resolve(ROOT, p).replaceAll('\\', '/');
/** Every source file the partner build starts from, for checks over browser code (tests/build/no-html-sinks.test.ts). */
export const partnerSources = [
  'widgets/partner/loader/loader.ts',
  'widgets/common/define.tsx',
  ...embeddable.map(partnerSource),
];

/**
 * Modules that exist only in the build: each element's entry (its widget's definition, defined; the FAQ's
 * partner entry bundles its data) and 'steel:elements', the loader's tag list and the rule that keeps the floors, so the
 * loader imports no widget code and the catalog's big interface texts stay out of the browser.
 */
export const generated: Plugin = {
  name: 'steel-generated',
  setup(build) {
    build.onResolve({ filter: /^steel:/ }, (a) => ({ path: a.path, namespace: 'steel' }));
    build.onLoad({ filter: /.*/, namespace: 'steel' }, (a) => {
      const resolveDir = ROOT;
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
 * Live facts (docs/widgets.md "Live facts"; widgets/partner/build/facts.ts): partner code reads the business data of
 * today, which the loader fetched from our host before any widget module runs, each data file through `live()`
 * (widgets/partner/runtime/facts.ts). The facts of the newest release's day (CARRIED) are one module of their own,
 * `carried:facts`, which a page fetches only when today's cannot be had (no loader, offline, refused by the page's
 * policy): so a partner page downloads the facts once, not also inside every widget's code. The partner files
 * depend on the code and the release, not on the data: changing the phone number or a price changes no file of
 * dist/embed. An import of data that is not a live fact stops the build (the facts file would not have it).
 */
export const carriedFacts: Plugin = {
  name: 'carried-facts',
  setup(build) {
    const carried = JSON.parse(readFileSync(resolve(ROOT, CARRIED), 'utf8')) as Record<string, unknown>;
    const factModule = JSON.stringify(abs('widgets/partner/runtime/facts.ts'));
    const moduleOf = (name: string, fields: readonly string[] | '*' | undefined) => {
      if (!fields)
        return {
          errors: [
            {
              text: `partner code reads shared/data/${name}.json, which is not a live fact: add it to liveFields (widgets/partner/build/facts.ts) and make a release (npm run release)`,
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
      return { contents: lines.join('\n'), loader: 'js' as const, resolveDir: ROOT };
    };
    build.onLoad({ filter: DATA_IMPORT }, (a) => {
      const name = DATA_IMPORT.exec(a.path)![1];
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
export const interfaceForBrowser: Plugin = {
  name: 'browser-interface',
  setup(build) {
    build.onLoad({ filter: INTERFACE_FILE }, (a) => ({ contents: browserInterface(a.path), loader: 'js' }));
  },
};

/**
 * 'react' is preact with its hooks, without preact/compat (widgets/partner/runtime/react-lite.ts says why that is safe).
 * '@r2wc/core' stays itself: the custom-element layer is r2wc's, on our pages and partners' alike.
 */
export const reactLite: Plugin = {
  name: 'react-lite',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?$/ }, () => ({
      path: resolve(ROOT, 'widgets/partner/runtime/react-lite.ts'),
    }));
    build.onResolve({ filter: /^preact\/jsx-(dev-)?runtime$/ }, () => ({
      path: resolve(ROOT, 'widgets/partner/runtime/jsx-lite.ts'),
    }));
  },
};

/** Code that knows it is the partner release (widgets/common/on-partner.ts): `onPartner` is true here. */
export const onPartner: Plugin = {
  name: 'on-partner',
  setup(build) {
    build.onLoad({ filter: ON_PARTNER }, () => ({ contents: 'export const onPartner = true;', loader: 'js' }));
  },
};

/** The widgets' styles for partner pages: in px and minified (widgets/build/targets.ts). */
export const partnerCss: Plugin = {
  name: 'partner-css',
  setup(build) {
    build.onLoad({ filter: STYLE_MODULE }, async (a) => ({
      contents: forPartners(await readFile(a.path, 'utf8'), a.path),
      loader: 'ts',
    }));
  },
};
