import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reserveHref } from '../../site/scripts/snippet.ts';
import { readData } from '../../shared/data/load.ts';
import { telHref } from '../../shared/tel.ts';
import { elements } from '../../widgets/catalog.ts';
import { reservedTags, WAIT } from '../../widgets/partner/reserve.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { estimate } from '../../shared/pricing.ts';
import { call, launch, type Driver, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite, type Partner, type Site } from './server.ts';
import { click, fill, settle, untilDefined, untilText } from './page.ts';
import { loaderOf, placedPage } from './placements.ts';
import { chooseOptions, stepTo } from './steps.ts';

/**
 * Never an empty box (issue 32, item 2; docs/widgets.md "Fallback in the snippet"): where a widget's script does
 * not run, its place shows the fallback the snippet carries inside the tag (a link to the widget's page on our
 * site and our phone number) with at most 150 px of the box left blank; where the script is held until the
 * visitor's first interaction (a caching plugin's "delay JavaScript"), the widget then upgrades and works.
 */
const BLANK = 150;
const WAIT_MS = parseFloat(WAIT) * 1000;
const phone = telHref(readData('business').phone.e164);
const pages = readData('pages');

interface Place {
  tag: string;
  box: number;
  content: number;
  links: string[];
}
/** Each reserved tag's box, the height of what it shows in its light DOM, and where its links go. */
const places = (d: Driver) =>
  call(
    d,
    (tags: string[]) =>
      tags.map((tag) => {
        const el = document.querySelector(tag)!;
        const kids = [...el.children].map((c) => c.getBoundingClientRect());
        return {
          tag,
          box: el.getBoundingClientRect().height,
          content: kids.length ? Math.max(...kids.map((r) => r.bottom)) - el.getBoundingClientRect().top : 0,
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
    expect(p.box - p.content, `${where}: ${p.tag}'s box left blank below its fallback`).toBeLessThanOrEqual(BLANK);
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
      d = await launch(engine, guard.port);
      closeAll = () => Promise.all([d.close(), site.close(), partner.close(), guard.close()]);
    }, 120_000);
    afterAll(() => closeAll?.(), 20_000);

    for (const width of [390, 1280])
      test(`at ${width} px, the loader blocked: each widget's place shows its fallback, not a blank box`, async () => {
        await d.viewport(width, 800);
        // What a script blocker or a stripped <script> leaves: the stylesheet and the tags, no loader.
        const head = `<link rel="stylesheet" href="${reserveHref(loaderOf(site.origin))}">`;
        partner.page = placedPage(site.origin, 'full width', { head, watch: false });
        await d.goto(`${partner.origin}/?blocked-${engine}-${width}`);
        await new Promise((r) => setTimeout(r, WAIT_MS + 300));
        await settle(d);
        expectFallbacks(await places(d), site.origin, `${engine}, ${width} px, blocked`);
      });

    test('the loader held until the first interaction: fallbacks first, then every widget upgrades and works', async () => {
      await d.viewport(1280, 800);
      // A caching plugin's "delay JavaScript": the loader's script is made only when the visitor first acts.
      const head =
        `<link rel="stylesheet" href="${reserveHref(loaderOf(site.origin))}">` + `<script src="/delay.js"></script>`;
      partner.files['/delay.js'] = `addEventListener('pointerdown', () => {
        const s = document.createElement('script');
        s.type = 'module';
        s.src = ${JSON.stringify(loaderOf(site.origin))};
        document.head.append(s);
      }, { once: true });`;
      partner.page = placedPage(site.origin, 'full width', { head, watch: false });
      await d.goto(`${partner.origin}/?held-${engine}`);
      await new Promise((r) => setTimeout(r, WAIT_MS + 300));
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
