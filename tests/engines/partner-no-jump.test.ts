import { afterAll, beforeAll, describe, test } from 'vitest';
import { loaderLine, snippet } from '../../site/scripts/snippet.ts';
import { launch, type Driver, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite, type Partner, type Site } from './server.ts';
import { pageProblems, settle, until, untilDefined } from './page.ts';

/**
 * A partner's page does not jump when our widgets arrive, in Chromium, Firefox and WebKit (issue 22, item 3;
 * /embed and docs/widgets.md promise no layout shift). The partner page, on another origin, is made of the
 * /embed snippets exactly as site/scripts/snippet.ts writes them and /embed says to paste them: the page's lines
 * (the reserve stylesheet and the loader) once in its head, each widget's tag where it goes, with the widgets'
 * defaults (a gallery given its own photos has no reserve: docs/widgets.md), each followed by a line of text.
 * A plain script of the partner's, before the widgets, notes where each line is on every animation frame from
 * its first one on (a frame's rAF callbacks run just before it is painted): no line may move by more than 2 px.
 */
const TOLERANCE = 2;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The partner's own script, pasted before the widgets. */
const watcher = `(() => {
  const frames = (window.__lines = []);
  const frame = () => {
    frames.push([...document.querySelectorAll('p.after')].map((p) => p.getBoundingClientRect().top + scrollY));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const loader = (origin: string) => `${origin}/embed/v1/loader.js`;
const pages: Record<string, (origin: string) => string[]> = {
  'a calculator': (origin) => [snippet({ loader: loader(origin), tag: 'steel-calculator' })],
  'a gallery and a quote form': (origin) => [
    snippet({ loader: loader(origin), tag: 'steel-gallery' }),
    snippet({ loader: loader(origin), tag: 'steel-quote-form' }),
  ],
};

/** The snippets' page lines go in the head, once; the rest of each snippet where its widget goes. */
const partnerPage = (origin: string, snippets: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner builders' merchant</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${loaderLine(loader(origin))}
</head><body><main><h1>Our partners</h1>
<script src="/watch.js"></script>
${snippets.map((s, i) => `${s.replace(loaderLine(loader(origin)), '').trim()}\n<p class="after">Line ${i + 1} below the widget: it stays where it is first painted.</p>`).join('\n')}
</main></body></html>`;

const tagsIn = (snippets: string[]) => snippets.map((s) => /<(steel-[a-z-]+)[\s>]/.exec(s.split('\n').at(-1)!)![1]);

for (const engine of ['chromium', 'firefox', 'webkit'] as Engine[]) {
  describe(engine, () => {
    let d: Driver;
    let site: Site;
    let partner: Partner;
    let closeAll: () => Promise<unknown>;
    beforeAll(async () => {
      const guard = await guardOutside();
      [site, partner] = await Promise.all([serveSite(), servePartner()]);
      partner.files['/watch.js'] = watcher;
      d = await launch(engine, guard.port);
      closeAll = () => Promise.all([d.close(), site.close(), partner.close(), guard.close()]);
    }, 120_000);
    afterAll(() => closeAll?.(), 20_000);

    for (const [name, make] of Object.entries(pages))
      for (const { width, height } of WIDTHS)
        test(`with ${name} at ${width} px, the text below each widget never moves from its first frame on`, async () => {
          await d.viewport(width, height);
          const snippets = make(site.origin);
          partner.page = partnerPage(site.origin, snippets);
          site.problems.length = partner.problems.length = 0;
          await d.goto(`${partner.origin}/?${engine}-${width}`);
          await untilDefined(d, tagsIn(snippets));
          await until(d, 'document.readyState === "complete"', 'the page loaded');
          await settle(d, 500);
          const frames = await d.run<number[][]>('window.__lines');
          const moves = snippets.flatMap((_, i) => {
            const seen = frames.map((f) => f[i]).filter((y) => y !== undefined);
            const first = seen[0];
            const far = seen.findIndex((y) => Math.abs(y - first) > TOLERANCE);
            return far < 0
              ? []
              : [
                  `line ${i + 1}: first painted at ${first} px, then at ${[...new Set(seen)].join(', ')} px (moved in frame ${far + 1} of ${seen.length})`,
                ];
          });
          if (moves.length) throw new Error(`${engine}, ${width} px, ${name}:\n${moves.join('\n')}`);
          const problems = [...(await pageProblems(d)), ...site.problems, ...partner.problems];
          if (problems.length) throw new Error(problems.join('\n'));
        });
  });
}
