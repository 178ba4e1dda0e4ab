/**
 * Measures each partner widget's first render in Chromium, Firefox and WebKit, at every box width from MIN to MAX
 * px in STEP px steps, in the fonts a partner's page commonly has, at 16 px, and writes the tallest of them per
 * width to widgets/partner/reserve-table.json, with the tallest item of each widget's live list
 * (widgets/<folder>/reserve.ts) and how many items it showed. The build makes the live reserve stylesheet from
 * that table and the facts of the day (widgets/partner/build/reserve.ts; docs/widgets.md "Reserved space").
 * A widget's first render depends on its code: run this after a change to a partner widget's markup or styles,
 * before `npm run release` (CONTRIBUTING.md). Run after `npm run build`:
 *   npx tsx scripts/reserve-heights.ts
 * (an engine named, `... webkit`, is measured again even if an earlier run that was cut short had it)
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type Engine } from '../tests/engines/driver.ts';
import { guardOutside, servePartner, serveSite } from '../tests/engines/server.ts';
import { settle, untilDefined } from '../tests/engines/page.ts';
import { RESERVE_TABLE, reservedTags, MIN, MAX, STEP, type ReserveTable } from '../widgets/partner/build/reserve.ts';
import { elements } from '../widgets/catalog.ts';
import { reserveItems } from '../widgets/partner/build/reserve-items.ts';
import { readFileSync } from 'node:fs';
import { distDir } from '../shared/data-set.js';
import { FACTS_URL } from '../widgets/partner/loader/host-files.ts';

/** The engine's default (serif), its sans-serif, and a wide sans: the text of a partner's page. */
const FONTS = ['', 'font-family:sans-serif', 'font-family:"DejaVu Sans",sans-serif'];
const widths: number[] = [];
for (let w = MIN; w <= MAX; w += STEP) widths.push(w);

const facts = JSON.parse(readFileSync(`${distDir}/site${FACTS_URL}`, 'utf8'));
const tags = reservedTags();
const partOf = (tag: string) => elements.find((e) => e.tag === tag)!.reserve!.part;
const guard = await guardOutside();
const [site, partner] = await Promise.all([serveSite(), servePartner()]);
const page = (font: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widths</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="${site.origin}/embed/v1/loader.js"></script>
<style>body{margin:0;font-size:16px;${font}} div{margin:0 0 8px} ${tags.join(',')}{min-height:0!important;display:flow-root!important;container:steel-reserve/inline-size} ${tags.map((t) => `${t}::before`).join(',')}{display:none!important} ${tags.map((t) => `${t}::part(${partOf(t)})`).join(',')}{min-height:0!important}</style>
</head><body>${widths.map((w) => tags.map((t) => `<div style="width:${w}px"><${t} data-w="${w}"></${t}></div>`).join('')).join('\n')}</body></html>`;

type Seen = Record<string, Record<number, { height: number; item: number }>>;
const MEASURE = `(() => {
    const items = ${JSON.stringify(Object.fromEntries(Object.entries(reserveItems).map(([t, i]) => [t, i.selector])))};
    const o = {};
    for (const el of document.querySelectorAll('[data-w]')) {
      const sel = items[el.localName];
      const list = sel ? [...el.shadowRoot.querySelectorAll(sel)] : [];
      (o[el.localName] ??= {})[el.dataset.w] = {
        height: el.getBoundingClientRect().height,
        item: Math.max(0, ...list.map((i) => i.getBoundingClientRect().height)),
        count: list.length,
      };
    }
    return o;
  })()`;

const tallest: Seen = {};
const counts: Record<string, number> = {};
/** Each engine's measurements are kept until all three are in, so a run cut short goes on where it stopped. */
const partial = (engine: string) => join(tmpdir(), `reserve-heights-${engine}.json`);
const take = (seen: Record<string, Record<number, { height: number; item: number; count: number }>>) => {
  for (const [tag, byWidth] of Object.entries(seen))
    for (const [w, m] of Object.entries(byWidth)) {
      const t = ((tallest[tag] ??= {})[Number(w)] ??= { height: 0, item: 0 });
      t.height = Math.max(t.height, Math.ceil(m.height));
      t.item = Math.max(t.item, Math.ceil(m.item));
      if (reserveItems[tag]) counts[tag] = m.count;
    }
};
const ENGINES = ['chromium', 'firefox', 'webkit'] as Engine[];
try {
  for (const engine of ENGINES) {
    if (existsSync(partial(engine)) && !(process.argv[2] ?? '').split(',').includes(engine)) {
      for (const seen of JSON.parse(readFileSync(partial(engine), 'utf8'))) take(seen);
      console.log(`${engine}: measurements of an earlier run (${partial(engine)})`);
      continue;
    }
    const runs = [];
    const d = await launch(engine, guard.port);
    try {
      await d.viewport(MAX + 40, 900);
      for (const font of FONTS) {
        partner.page = page(font);
        await d.goto(`${partner.origin}/?${engine}`);
        await untilDefined(d, tags);
        await settle(d, 1500);
        const seen =
          await d.run<Record<string, Record<number, { height: number; item: number; count: number }>>>(MEASURE);
        take(seen);
        runs.push(seen);
        console.log(`${engine} ${font || 'default font'}: measured`);
      }
      writeFileSync(partial(engine), JSON.stringify(runs));
    } finally {
      await d.close();
    }
  }
  const table: ReserveTable = Object.fromEntries(
    tags.map((tag) => {
      const items = reserveItems[tag];
      if (items && counts[tag] !== items.count(facts))
        throw new Error(`${tag} showed ${counts[tag]} items, its reserve.ts counts ${items.count(facts)} in the facts`);
      return [
        tag,
        {
          items: items ? counts[tag] : 0,
          widths: widths.map((w) => [w, tallest[tag][w].height, tallest[tag][w].item]),
        },
      ];
    }),
  );
  writeFileSync(RESERVE_TABLE, JSON.stringify(table) + '\n');
  for (const engine of ENGINES) rmSync(partial(engine), { force: true });
  console.log(`wrote ${RESERVE_TABLE}`);
} finally {
  await Promise.all([site.close(), partner.close(), guard.close()]);
}
process.exit(0);
