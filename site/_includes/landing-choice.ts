import { buildSync } from 'esbuild';

/**
 * site/scripts/landing-choice.ts as the inline script a landing page carries before its hero (its hash is in the
 * CSP, site/_includes/headers.ts): one classic script, bundled and minified here, the same on every landing page.
 */
export const landingChoice = buildSync({
  entryPoints: ['site/scripts/landing-choice.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  write: false,
  legalComments: 'none',
}).outputFiles[0].text.trim();
