import { readFileSync } from 'node:fs';
import { cssText } from '../../shared/css-text.ts';

/**
 * A widget's styles, written as readable CSS in a .css file beside its styles.ts: `cssFile(import.meta.url,
 * './styles.css')` is the file's text, minified (cssText). The bundles never run this: their plugins
 * (shared/data/plugins.ts, and the partner build's, widgets/partner/build/esbuild-plugins.ts) put the same text in its place (in px for
 * partners: widgets/build/targets.ts), so no browser code reads a file. Node runs it: Eleventy's pre-rendering, the
 * interfaces' custom-property defaults, the tests.
 */
export const cssFile = (base: string, path: string): string => cssText(readFileSync(new URL(path, base), 'utf8'));
