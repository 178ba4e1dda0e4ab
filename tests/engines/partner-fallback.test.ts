import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readData } from '../../shared/data/load.ts';
import { telHref } from '../../shared/tel.ts';
import { elements } from '../../widgets/catalog.ts';
import { reservedTags } from '../../widgets/partner/build/reserve.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { estimate } from '../../shared/pricing.ts';
import { call, launch, type Driver, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite, type Partner, type Site } from './server.ts';
import { click, fill, settle, untilDefined, untilText } from './page.ts';
import { loaderOf, moved, placedPage, watcher } from './placements.ts';
import { chooseOptions, stepTo } from './steps.ts';

/**
 * Never a blank box, never a late jump (issue 43, item 3; docs/widgets.md "Placeholder in the snippet"): where a
 * widget's script does not run, its place shows the placeholder the snippet carries inside the tag (what the widget
 * is for, what it asks, a link to its page on our site and our phone number), laid out by the snippet's own rules to
 * the widget's box, so at no moment is more than 150 px of the box without content, and nothing below it ever moves;
 * where the script is held until the visitor's first interaction (a caching plugin's "delay JavaScript"), the widget
 * then upgrades and works.
 */
const BLANK = 150;
/** When the blocked page is looked at, ms after it loaded: before, around and well after any timer of ours. */
const MOMENTS = [500, 2000, 5000];
const phone = telHref(readData('business').phone.e164);
const pages = readData('pages');

interface Place {
  tag: string;
  box: number;
  /** the tallest band of the box, across its whole width, that no element of what it shows covers, px */
  blank: number;
  links: string[];
}
/**
 * Each reserved tag's box, its tallest blank band and where its links go. What the tag shows is its light DOM: a
 * band is blank where no element inside the tag (text, a tile, a link) has a box, so a placeholder of one line
 * at the top of a tall box has a blank band of the rest, whatever it is wrapped in.
 */
const places = (d: Driver) =>
  call(
    d,
    (tags: string[]) =>
      tags.map((tag) => {
        const el = document.querySelector(tag)!;
        const box = el.getBoundingClientRect();
        const leaves = [...el.querySelectorAll('*')]
          .filter((c) => !c.firstElementChild || c.matches('li, p, a'))
          .map((c) => c.getBoundingClientRect())
          .filter((r) => r.height > 0 && r.width > 0)
          .map((r) => [r.top - box.top, r.bottom - box.top])
          .sort((a, b) => a[0] - b[0]);
        let blank = 0;
        let reached = 0;
        for (const [top, bottom] of leaves) {
          blank = Math.max(blank, top - reached);
          reached = Math.max(reached, bottom);
        }
        blank = Math.max(blank, box.height - reached);
        return {
          tag,
          box: box.height,
          blank,
          links: [...el.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().height > 0).map((a) => a.href),
        };
      }),
    reservedTags(),
  );

function expectFallbacks(found: Place[], origin: string, where: string) {
  for (const p of found) {
    const page = pages.find((x) => x.key === elements.find((e) => e.tag === p.tag)!.fallback!.page)!;
    expect(p.links, `${where}: ${p.tag}'s fallback links to its page on our site`).toContain(origin + page.url);
    expect(p.links, `${where}: ${p.tag}'s fallback has our phone number`).toContain(phone);
    expect(p.blank, `${where}: ${p.tag}'s box (${Math.round(p.box)} px) has a blank band`).toBeLessThanOrEqual(BLANK);
  }
}

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

    for (const width of engine === 'chromium' ? [320, 390, 768, 1280] : [390, 1280])
      test(`at ${width} px, the loader blocked: each widget's box is filled by its placeholder, and nothing moves`, async () => {
        await d.viewport(width, 800);
        // What a script blocker or a stripped <script> leaves: the snippets' styles and tags, no loader.
        partner.page = placedPage(site.origin, 'full width', { head: ' ' });
        await d.goto(`${partner.origin}/?blocked-${engine}-${width}`);
        const loaded = Date.now();
        for (const moment of MOMENTS) {
          await new Promise((r) => setTimeout(r, Math.max(0, loaded + moment - Date.now())));
          expectFallbacks(await places(d), site.origin, `${engine}, ${width} px, blocked, at ${moment} ms`);
        }
        const moves = moved(await d.run<number[][]>('window.__lines'), reservedTags());
        expect(moves, `${engine}, ${width} px, blocked: the text below each widget stays put`).toEqual([]);
      });

    test('the loader held until the first interaction: fallbacks first, then every widget upgrades and works', async () => {
      await d.viewport(1280, 800);
      // A caching plugin's "delay JavaScript": the loader's script is made only when the visitor first acts.
      const head = `<script src="/delay.js"></script>`;
      partner.files['/delay.js'] = `addEventListener('pointerdown', () => {
        const s = document.createElement('script');
        s.type = 'module';
        s.src = ${JSON.stringify(loaderOf(site.origin))};
        document.head.append(s);
      }, { once: true });`;
      partner.page = placedPage(site.origin, 'full width', { head, watch: false });
      await d.goto(`${partner.origin}/?held-${engine}`);
      await new Promise((r) => setTimeout(r, MOMENTS.at(-1)));
      await settle(d);
      expectFallbacks(await places(d), site.origin, `${engine}, held`);
      expect(await d.run('customElements.get("steel-calculator") === undefined'), 'nothing ran before').toBe(true);
      await d.clickAt(5, 5);
      await untilDefined(d, reservedTags());
      await settle(d, 300);
      for (const p of await places(d))
        expect(p.links, `${engine}: ${p.tag} upgraded, its fallback no longer shown`).toEqual([]);
      await chooseOptions(d, calculatorChoices);
      await stepTo(d, 'steel-calculator', 'steel-calculator >>> input[name="email"]');
      await fill(d, 'steel-calculator >>> input[name="email"]', 'jo@example.org');
      await click(d, 'steel-calculator >>> button[type="submit"]');
      await untilText(d, 'steel-calculator >>> .range', estimate(calculatorChoices)!.priceRange);
    });
  });
}
