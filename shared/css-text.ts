import { transformSync } from 'esbuild';

/**
 * CSS as every build and Node take a widget's .css file (widgets/build/css-file.ts, shared/data/plugins.ts):
 * minified by esbuild's CSS minifier, less the spaces it keeps where Prettier writes them, after a custom property's
 * colon and a var()'s comma (`--_a: var(--steel-a, #fff)`): a custom property's value and a fallback are read
 * without their leading space (CSS Variables: their whitespace is trimmed), so those bytes say nothing.
 */
export const cssText = (css: string): string =>
  transformSync(css, { loader: 'css', minify: true })
    .code.trim()
    .replace(/([{;]--[\w-]+):\s+/g, '$1:')
    .replace(/(var\(--[\w-]+),\s+/g, '$1,');
