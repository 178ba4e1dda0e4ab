import { describe, it, expect } from 'vitest';
import {
  brotli,
  frameOf,
  pageFit,
  pageHeaders,
  report,
  servedPath,
  FIRST_ROUND_TRIP,
  HOST_HEADERS,
} from './first-round-trip.ts';

/** A small page of its own: the frame (head, CSS, a widget's shadow root, the module list) around the owner's words. */
const page = (intro: string, css = '.lead{font-size:1.2rem}', alt = 'Two beams on padstones') =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"/>` +
  `<meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-abc='; frame-src 'none'"/>` +
  `<title>Steel beams | Example</title><meta name="description" content="${intro.slice(0, 60)}"/>` +
  `<style>${css}</style><meta name="steel-modules" content="/assets/runtime-x.js /assets/site-y.js"/>` +
  `<script type="module">const go=()=>0;</script>` +
  `<script type="application/ld+json">{"@type":"GeneralContractor","description":"${intro}"}</script></head>` +
  `<body><main><h1 id="t">Beams fitted</h1><p class="lead">${intro}</p>` +
  `<img src="/img/a-640.jpeg" alt="${alt}" width="640" height="480"/><a href="tel:+441632960418" aria-label="Call us">Call</a>` +
  `<steel-quote-form><template shadowrootmode="open"><style>:host{display:block}</style><form><label for="n">Full name</label>` +
  `<input id="n" name="name"/><select><option value="welding">Welding</option></select></form></template></steel-quote-form>` +
  `</main></body></html>`;
const intro = 'Beams for your extension, a mezzanine for your warehouse or a weld repair today.';
/** Text that compresses like prose, not like one sentence repeated: deterministic pseudo-random words. */
function words(n: number): string {
  let x = 2463534242;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 4294967296);
  const word = () =>
    Array.from({ length: 2 + Math.floor(next() * 7) }, () => String.fromCharCode(97 + Math.floor(next() * 26)));
  return Array.from({ length: n }, () => word().join('')).join(' ');
}
const longer = `${intro} ${words(200)}`;

describe('the frame: a page without the owner’s words', () => {
  it('stays the same when the copy, alt texts or metadata grow', () => {
    expect(frameOf(page(longer, undefined, 'A long real alt text describing two steel beams on padstones'))).toBe(
      frameOf(page(intro)),
    );
    expect(brotli(page(longer))).toBeGreaterThan(brotli(page(intro)) + 100);
  });

  it('grows when markup, CSS, an inline script or the module list grows', () => {
    const base = frameOf(page(intro)).length;
    expect(frameOf(page(intro, '.lead{font-size:1.2rem}.hero{display:grid;gap:2rem}')).length).toBeGreaterThan(base);
    expect(frameOf(page(intro).replace('<main>', '<main><div class="wrap extra-wrapper">')).length).toBeGreaterThan(
      base,
    );
    expect(frameOf(page(intro).replace('const go=()=>0;', 'const go=()=>0;go();')).length).toBeGreaterThan(base);
    expect(
      frameOf(page(intro).replace('/assets/site-y.js', '/assets/site-y.js /assets/more-z.js')).length,
    ).toBeGreaterThan(base);
    expect(
      frameOf(page(intro).replace(':host{display:block}', ':host{display:block;color:red}')).length,
    ).toBeGreaterThan(base);
  });
});

describe('a page in the first round trip', () => {
  const rules = [
    { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] as [string, string][] },
    { pattern: '/about', headers: [['Cache-Control', 'no-cache']] as [string, string][] },
    { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff, again']] as [string, string][] },
  ];

  it("counts the headers of every matching rule (a later one replaces an earlier one's) and the host's", () => {
    const h = pageHeaders(rules, '/about');
    expect(h).toContainEqual(['Cache-Control', 'no-cache']);
    expect(h).toContainEqual(['X-Content-Type-Options', 'nosniff, again']);
    expect(h.filter(([k]) => k === 'X-Content-Type-Options')).toHaveLength(1);
    for (const header of HOST_HEADERS) expect(h).toContainEqual(header);
    expect(pageHeaders(rules, '/')).not.toContainEqual(['Cache-Control', 'no-cache']);
  });

  it('names the page, the bytes over and what to do when it no longer fits, and only then', () => {
    const fits = pageFit(rules, '/about', page(intro));
    expect(fits.margin).toBe(FIRST_ROUND_TRIP - fits.head - fits.body);
    const huge = pageFit(rules, '/about', page(words(5000)));
    expect(huge.margin).toBeLessThan(0);
    const { info, warnings } = report([fits, huge]);
    expect(info).toContain(`/about ${fits.margin}`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`/about is ${-huge.margin} B over the first round trip`);
    expect(warnings[0]).toMatch(/shorten its text in shared\/data\//);
    expect(report([fits]).warnings).toEqual([]);
  });

  it('maps output files to the paths they are served at', () => {
    expect(['index.html', 'about.html', '404.html', 'embed-preview/steel-faq.html'].map(servedPath)).toEqual([
      '/',
      '/about',
      '/404.html',
      '/embed-preview/steel-faq',
    ]);
  });
});
