import { click, textsOf, untilDefined, untilHidden, untilText } from '../../tests/engines/page.ts';
import { equal, expectNoProblems, gallery, ok, open, type Journey } from '../../tests/engines/steps.ts';

/** This widget's journeys in Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'gallery: a photo opens in the large view; arrow keys move, Escape closes and focus returns': async (w) => {
    const { d } = w;
    await open(w, '/gallery');
    await untilDefined(d, ['steel-gallery']);
    const captions = gallery.map((g) => g.caption);
    equal(await textsOf(d, 'steel-gallery >>> figcaption'), captions, 'the captions of gallery.json');
    const caption = 'steel-gallery >>> dialog[open] #lb-caption';
    await click(d, 'steel-gallery >>> a.thumb');
    await untilText(d, caption, captions[0]);
    ok(
      await d.run(
        `window.__engines.find('steel-gallery >>> dialog').contains(window.__engines.find('steel-gallery').shadowRoot.activeElement)`,
      ),
      'focus inside the dialog',
    );
    equal(await d.run('location.pathname'), '/gallery', 'the large view is not a navigation');
    await d.press('ArrowRight');
    await untilText(d, caption, captions[1]);
    await d.press('ArrowLeft');
    await d.press('ArrowLeft');
    await untilText(d, caption, captions.at(-1)!);
    await d.press('Escape');
    await untilHidden(d, 'steel-gallery >>> dialog');
    ok(
      await d.run(
        `window.__engines.find('steel-gallery').shadowRoot.activeElement === window.__engines.find('steel-gallery >>> a.thumb')`,
      ),
      'focus back on the first thumbnail',
    );
    await expectNoProblems(w, '/gallery');
  },
};
