import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/design.md ("Layers") are rules of eslint.config.js: each case below is a small source placed
 * in a layer, linted with the project's configuration, and must be refused (or, for the imports the layers allow,
 * accepted), so a rule that stops matching fails here rather than letting an import slip through.
 */
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

const refused: [string, string, string][] = [
  [
    'shared/ imports widgets/',
    'shared/example.ts',
    "export { quoteFields } from '../widgets/quote-form/QuoteForm.tsx';",
  ],
  [
    'shared/ imports site/',
    'shared/data/example.ts',
    "import { site } from '../../site/_includes/data.ts';\nexport { site };",
  ],
  ['a test in shared/ imports widgets/', 'shared/example.test.ts', "import '../widgets/faq/register.ts';"],
  [
    'shared/ imports widgets/ on demand',
    'shared/example.ts',
    "export const load = () => import('../widgets/faq/widget.ts');",
  ],
  [
    'shared/ imports site/ by a template',
    'shared/example.ts',
    'export const load = (p: string) => import(`../site/${p}`);',
  ],
  [
    'widgets/ imports site/',
    'widgets/faq/example.ts',
    "import { pageUrl } from '../../site/_includes/data.ts';\nexport { pageUrl };",
  ],
  ['a test in widgets/ imports site/', 'widgets/faq/example.test.tsx', "import '../../site/scripts/site.ts';"],
];

const allowed: [string, string, string][] = [
  ['widgets/ imports shared/', 'widgets/faq/example.ts', "export { quoteFields } from '../../shared/quote-fields.ts';"],
  [
    'widgets/ imports a widget named site-…',
    'widgets/faq/example.ts',
    "export { element } from '../site-menu/interface.ts';",
  ],
  [
    'site/ imports widgets/ and shared/',
    'site/_includes/example.ts',
    "export { widget } from '../../widgets/faq/widget.ts';\nexport { quoteFields } from '../../shared/quote-fields.ts';",
  ],
  [
    'a test in shared/ imports tests/lib/',
    'shared/example.test.ts',
    "export { frame } from '../tests/lib/dom-steps.ts';",
  ],
];

describe('the layers', () => {
  it.each(refused)('refuses: %s', async (_, file, code) => {
    const found = await problems(file, code);
    expect(found.length, `${file} should be refused:\n${code}`).toBe(1);
    expect(found[0]).toMatch(/^no-restricted-(imports|syntax): .*may not import from .*docs\/design\.md, "Layers"/);
  });

  it.each(allowed)('allows: %s', async (_, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('gives shared/ no browser globals: code that runs in Node too cannot reach for the page', async () => {
    expect(await problems('shared/example.js', 'export const title = () => document.title;\n')).toEqual([
      "no-undef: 'document' is not defined.",
    ]);
    expect(await problems('widgets/faq/example.js', 'export const title = () => document.title;\n')).toEqual([]);
  });

  // Node code among the browser code (eslint.config.js NODE_IN_WIDGETS): a misplaced file fails lint.
  const readsDisk = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
  it.each(['widgets/faq/example.ts', 'widgets/partner/loader/example.ts', 'site/scripts/example.ts'])(
    'refuses a Node module in browser code: %s',
    async (file) => {
      const found = await problems(file, readsDisk);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^no-restricted-imports: .*browser code may not import Node modules/);
    },
  );
  it.each(['widgets/partner/build/example.ts', 'widgets/build/example.ts', 'widgets/catalog.ts', 'scripts/example.ts'])(
    'allows a Node module, and Node globals, in Node code: %s',
    async (file) => {
      expect(await problems(file, `${readsDisk}export const cwd = process.cwd();\n`)).toEqual([]);
    },
  );
  it('gives browser code no Node globals', async () => {
    expect(await problems('widgets/partner/loader/example.js', 'export const cwd = () => process.cwd();\n')).toEqual([
      "no-undef: 'process' is not defined.",
    ]);
  });
});
