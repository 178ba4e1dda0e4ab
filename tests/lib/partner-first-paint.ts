import { loaderLine } from '../../widgets/partner/snippet.ts';
import { pasted } from './pasted.ts';

/**
 * The partner page whose first paint is measured with and without our snippet (issue 43): by the browser test
 * (tests/browser/partner-first-paint.spec.ts) and by `npm run bench` (scripts/bench.js, docs/performance.md "A
 * partner's page"), so both measure the same page. An article on a phone: a heading and a paragraph, a widget above
 * the fold, the article's text (taller than a phone's screen), a widget below the fold, more text. With `embeds`,
 * the snippets as /embed gives them (widgets/partner/snippet.ts): the page's line (the loader) once in the head, each
 * widget's own part (its rules and its tag with the placeholder inside, as snippet() writes them) where it goes.
 * Without, the same page with neither: the floor the snippet is compared with.
 */
export const ABOVE_THE_FOLD = 'steel-calculator';
export const BELOW_THE_FOLD = 'steel-gallery';

const para = (n: number) =>
  `<p>Paragraph ${n} of our partner's article about home improvements in Kent: it stands in for the text around the widgets, long enough to wrap over several lines on a phone.</p>`;

/** `origin`: our site's (where the snippet's loader is); the page itself is served from another. */
export function firstPaintPage(origin: string, embeds: boolean): string {
  const line = loaderLine(`${origin}/embed/v1/loader.js`);
  const widget = (tag: string) => (embeds ? pasted(origin, tag).part : '');
  const article = Array.from({ length: 8 }, (_, i) => para(i + 2)).join('\n');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner article</title><meta name="description" content="A partner's article that embeds our widgets.">
<link rel="icon" href="data:,">
<style>body{font:16px/1.6 "DejaVu Sans",Verdana,sans-serif;margin:0 16px}</style>
${embeds ? line : ''}
</head><body><main><h1>Partner article</h1>
${para(1)}
${widget(ABOVE_THE_FOLD)}
${article}
${widget(BELOW_THE_FOLD)}
${para(10)}
</main></body></html>`;
}

/**
 * Lighthouse's mobile throttling as its `throttlingMethod: 'devtools'` applies it through the DevTools protocol
 * (lighthouse/core/config/constants.js `throttling.mobileSlow4G`, lighthouse/core/lib/emulation.js): 150 ms RTT and
 * 1.6 Mbps down, 750 Kbps up, made per-request figures by Lighthouse's adjustment factors (latency x 3.75, throughput
 * x 0.9, as a request-level throttle must be to match a connection-level one), and a 4x CPU slowdown.
 */
export const MOBILE_THROTTLING = {
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
    uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
  },
  cpuRate: 4,
} as const;

/** Lighthouse's mobile screen (lighthouse/core/config/constants.js `screenEmulationMetrics.mobile`). */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** The median of some numbers (NaN for none). */
export function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
