import { click, isVisible, textOf, textsOf, untilDefined, untilHidden, untilText } from '../../tests/engines/page.ts';
import {
  equal,
  expectNoAxeViolations,
  expectNoProblems,
  gallery,
  ok,
  open,
  type Journey,
} from '../../tests/engines/steps.ts';
import { named } from './named.ts';

const dialog = 'steel-gallery >>> dialog[open]';
const caption = `${dialog} #lb-caption`;
/** The thumbnail of photo `i` (from 0). */
const thumb = (i: number) => `steel-gallery >>> li:nth-of-type(${i + 1}) a.thumb`;
/** Whether the gallery's focus is on `sel` (or, with `inside`, within it). */
const focusOn = (sel: string, inside = false) =>
  `(() => { const f = window.__engines.find('steel-gallery').shadowRoot.activeElement; const el = window.__engines.find(${JSON.stringify(sel)});
    return ${inside ? 'el.contains(f)' : 'el === f'}; })()`;

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'gallery: a photo opens in the large view; arrow keys move, Escape closes and focus returns; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/gallery');
      await untilDefined(d, ['steel-gallery']);
      const captions = gallery.map((g) => g.caption);
      const n = captions.length;
      const at = (i: number) => (i + n) % n;
      const from = named.walkedFrom;
      equal(await textsOf(d, 'steel-gallery >>> figcaption'), captions, 'the captions of gallery.json');
      await click(d, thumb(from));
      await untilText(d, caption, captions[from]);
      ok(await isVisible(d, `${dialog} img`), 'the large photo shows');
      ok(await d.run(focusOn('steel-gallery >>> dialog', true)), 'focus inside the dialog');
      equal(await d.run('location.pathname'), '/gallery', 'the large view is not a navigation');
      await expectNoAxeViolations(w, 'gallery with the large view open');
      const counter = async (i: number) =>
        ok((await textOf(d, dialog))?.includes(`${at(i) + 1} of ${n}`), `the view says photo ${at(i) + 1} of ${n}`);
      await d.press('ArrowRight');
      await untilText(d, caption, captions[at(from + 1)]);
      await counter(from + 1);
      await d.press('ArrowLeft');
      await d.press('ArrowLeft');
      await untilText(d, caption, captions[at(from - 1)]);
      await counter(from - 1);
      await d.press('Escape');
      await untilHidden(d, 'steel-gallery >>> dialog');
      ok(await d.run(focusOn(thumb(from))), 'focus back on the thumbnail that opened it');
      await expectNoProblems(w, '/gallery');
    },

  'gallery: the Close button closes the large view': async (w) => {
    const { d } = w;
    await open(w, '/gallery');
    await untilDefined(d, ['steel-gallery']);
    const i = Math.min(named.closedWithTheButton, gallery.length - 1);
    await click(d, thumb(i));
    await untilText(d, caption, gallery[i].caption);
    await click(d, `${caption} + button`); // Close, beside the caption
    await untilHidden(d, 'steel-gallery >>> dialog');
    await expectNoProblems(w, '/gallery');
  },
};
