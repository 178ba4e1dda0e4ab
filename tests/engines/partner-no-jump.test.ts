import { afterAll, beforeAll, describe, test } from 'vitest';
import { reservedTags } from '../../widgets/partner/build/reserve.ts';
import { launch, type Driver, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite, type Partner, type Site } from './server.ts';
import { pageProblems, settle, until, untilDefined } from './page.ts';
import { moved, placedPage, PLACEMENTS, watcher, type Placement } from './placements.ts';

/**
 * A partner's page does not jump when our widgets arrive (issue 32, item 1; docs/widgets.md "Reserved space"), in
 * Chromium over the widths a page really has, and in Firefox and WebKit at a phone's and a desktop's: full width,
 * in a 600 px column and in a 340 px sidebar, in the partner's own font. Every widget with a box is on the page,
 * pasted as /embed says, each followed by a line of text; a script of the partner's, before the widgets, notes
 * where each line is on every animation frame from its first (a frame's rAF callbacks run just before it is
 * painted): no line may move by more than 2 px.
 */
const WIDTHS: Record<Engine, number[]> = {
  // 430: the largest phones (a full-width box of 380 to 420 px, which no other width here gives)
  chromium: [320, 375, 414, 430, 768, 1024, 1280, 1440],
  firefox: [390, 1280],
  webkit: [390, 1280],
};

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

    for (const placement of Object.keys(PLACEMENTS) as Placement[])
      for (const width of WIDTHS[engine])
        test(`${placement} at ${width} px: the text below each widget never moves from its first frame on`, async () => {
          await d.viewport(width, 800);
          partner.page = placedPage(site.origin, placement);
          site.problems.length = partner.problems.length = 0;
          const tags = reservedTags();
          await d.goto(`${partner.origin}/?${engine}-${width}`);
          await untilDefined(d, tags);
          await until(d, 'document.readyState === "complete"', 'the page loaded');
          await settle(d, 500);
          const frames = await d.run<number[][]>('window.__lines');
          const moves = moved(frames, tags);
          if (moves.length) throw new Error(`${engine}, ${width} px, ${placement}:\n${moves.join('\n')}`);
          const problems = [...(await pageProblems(d)), ...site.problems, ...partner.problems];
          if (problems.length) throw new Error(problems.join('\n'));
        });
  });
}
