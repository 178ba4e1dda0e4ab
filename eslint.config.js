// ESLint flat config: JavaScript and TypeScript recommended rules, the rules of hooks, and accessibility
// rules for JSX. Formatting is Prettier's job (.prettierrc.json), so eslint-config-prettier comes last and
// switches off every rule that would argue with it. Why these tools: README.md, "Code style".
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Node code inside widgets/, which otherwise runs in the browser: each build/ folder (the bundlers' plugins, the
 * partner release's build: widgets/partner/README.md), the catalog (it reads the folders beside it) and the tests.
 */
const NODE_IN_WIDGETS = ['widgets/**/build/**', 'widgets/catalog.ts', 'widgets/**/*.test.{ts,tsx}'];

/** No Node module (`node:fs`, ...) in browser code: it would break a page, ours or a partner's. */
const NO_NODE = {
  regex: '^node:',
  message:
    'browser code may not import Node modules: Node code lives in a build/ folder (eslint.config.js NODE_IN_WIDGETS).',
};

export default defineConfig(
  // Besides what .gitignore keeps out of git (ESLint does not read it): the built site and test output.
  {
    ignores: [
      'dist/',
      'dist-*/',
      'test-results/',
      'playwright-report/',
      '.cache/',
      'site/images/',
      'site/static/',
      // A Next.js app with its own lint (next/core-web-vitals), which tests/hosts/next.spec.ts runs.
      'tests/hosts/next-app/',
    ],
  },

  // A disable comment that no longer disables anything is an error, so exceptions do not outlive their reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  // Syntax-only rules: the type-checked configs need the TypeScript API on every file, and the
  // compiler here (TypeScript 7) has none; `npm run typecheck` does the type checking.
  tseslint.configs.recommended,

  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // Missing dependencies are real bugs in effects; an effect that must not re-run says why in a comment.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    // Preact's JSX writes HTML's attribute names: `for` on a label, not React's `htmlFor`.
    // The site's <Picture> renders an <img>, so it is held to the same alt-text rule.
    settings: { 'jsx-a11y': { attributes: { for: ['htmlFor', 'for'] }, components: { Picture: 'img' } } },
  },

  {
    rules: {
      // `_`-prefixed names are deliberately unused (an ignored argument or a destructured-away field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // A component stays small enough to read at once (CONTRIBUTING.md): past 120 lines, split it into parts
  // beside it, as widgets/mail-form/, widgets/calculator/ and site/_includes/components/ServiceSection.tsx do.
  {
    files: ['widgets/**/*.tsx', 'site/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },

  // The layers (docs/design.md, "Layers"): shared/ (facts and logic) knows neither widgets/ nor site/, and widgets/
  // does not know site/, tests included. What two layers need lives in shared/, or for tests in tests/lib/.
  // tests/tooling/layers.test.ts shows each rule refusing an import.
  layerRule(['shared/**'], ['widgets', 'site'], 'shared/ holds facts and logic for every layer'),
  // Browser code (below, "Where the code runs") may not import Node's modules either: a Node file put among the
  // widgets fails here, and belongs in a build/ folder (or, for the one list of widgets, in NODE_IN_WIDGETS).
  layerRule(['widgets/**'], ['site'], 'widgets/ runs on partner pages too, where site/ does not exist', {
    browser: true,
  }),
  layerRule(NODE_IN_WIDGETS, ['site'], 'widgets/ runs on partner pages too, where site/ does not exist'),
  {
    files: ['site/scripts/**', 'site/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_NODE] }] },
  },

  // Tests poke at parsed JSON (data files, JSON-LD) and at mocks whose shape the test itself asserts.
  { files: ['tests/**', '**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // Where the code runs. The widgets and the site's own scripts run in the browser, except the widgets' Node code
  // (NODE_IN_WIDGETS: build/ folders, the catalog, tests); everything else (build, Eleventy pages and includes,
  // scripts, configs, tests) runs in Node.
  { files: ['widgets/**', 'site/scripts/**', 'site/admin/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: NODE_IN_WIDGETS, languageOptions: { globals: { ...globals.node } } },
  // Shared code runs in both, so it gets only what both have; its Node-only build tools import what they use.
  { files: ['shared/**'], languageOptions: { globals: { ...globals['shared-node-browser'] } } },
  {
    files: [
      'scripts/**',
      'tests/**',
      'site/_data/**',
      'site/_includes/**',
      'site/pages/**',
      '**/*.config.*',
      '*.{js,ts,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Browser tests hand functions to page.evaluate(), which run in the page.
  { files: ['tests/browser/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },

  prettier,
);

/**
 * One layer rule: files matching `files` may not import from the top-level folders `banned`, statically,
 * by `export ... from` or by `import()`. Paths are relative (`../widgets/...`, `../../site/...`).
 */
function layerRule(files, banned, why, { browser = false } = {}) {
  const source = `^(\\.\\./)+(${banned.join('|')})(/|$)`;
  const message = `${files[0].split('/')[0]}/ may not import from ${banned.map((b) => `${b}/`).join(' or ')}: ${why} (docs/design.md, "Layers").`;
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: source, message }, ...(browser ? [NO_NODE] : [])] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression > Literal.source[value=/${source.replaceAll('/', '\\/')}/]`, message },
        {
          selector: `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.raw=/${source.replaceAll('/', '\\/')}/]`,
          message,
        },
      ],
    },
  };
}
