import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir } from '../../../shared/data-set.js';
import { elements } from '../../catalog.ts';
import { CARRIED, type Facts } from './facts.ts';
import { reserveItems } from './reserve-items.ts';
import { HOST_WAIT_MS } from '../loader/host-files.ts';

/** The project's root, from this file's path (a string: happy-dom replaces the URL class). */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The space each partner widget keeps on a partner's page (docs/widgets.md "Reserved space"), written by each
 * build from the widgets' measured first renders (reserve-table.json, scripts/reserve-heights.ts) and the live
 * facts of the day, as the stylesheet our host serves at RESERVE_URL.
 *
 * The tag is a size container, so each floor follows the width of the widget's own box (a 340 px sidebar, a 600 px
 * column, a phone), not the viewport's. Before the widget's code has run, the floor is the height of a zero-width
 * float, the tag's `::before`, in a box that contains it (`display:flow-root`; a pseudo-element may query its own
 * element); once it runs, it is the `min-height` of the widget's outermost part (`::part()`, its interface's
 * `reserve.part`), inside the tag. Widths and heights scale with the tag's font size (em), never below their px
 * values. A snippet carries its tag's rules inline and a placeholder inside the tag (widgets/partner/build/fallback.ts),
 * which the rules lay out to the floor for as long as it shows; a bare tag's floor lasts WAIT unless the loader runs.
 */

/** The measurements (scripts/reserve-heights.ts writes them; read from the project's root, as every build runs). */
export const RESERVE_TABLE = 'widgets/partner/reserve-table.json';
/** Box widths measured, px. */
export const MIN = 260;
export const MAX = 1500;
export const STEP = 20;
/** The custom property that carries a tag's floor at its box's width. */
const FLOOR = '--steel-floor';
/** How long a bare tag's floor waits for the loader before the box shrinks: as long as the loader waits for our host. */
export const WAIT = `${HOST_WAIT_MS / 1000}s`;
/** Room kept above the tallest measured first render, for sub-pixel rounding and fonts not measured, px. */
const MARGIN = 12;
/** The most a floor may exceed the tallest first render within one of its width ranges, px. */
const SLACK = 40;

/** Per tag: the items its list showed when measured, and per width [box width, tallest height, tallest item], px. */
export type ReserveTable = Record<string, { items: number; widths: [number, number, number][] }>;

/** The tags with a box to keep on a partner's page, the condition each needs (the gallery's default photos), its part. */
export const reservedTags = () => elements.filter((e) => e.embeddable && e.reserve).map((e) => e.tag);
const reserveOf = (tag: string) => elements.find((e) => e.tag === tag)!.reserve!;
const conditionOf = (tag: string) => reserveOf(tag).when ?? '';

export const readReserveTable = (): ReserveTable => JSON.parse(readFileSync(join(root, RESERVE_TABLE), 'utf8'));

/** Where the build writes the rules a tag's snippet carries (scripts/partner-photos.ts), from the day's facts. */
export const snippetReserveFile = (tag: string) => `${distDir}/partner/reserve/${tag}.css`;
/**
 * The rules `tag`'s snippet carries, as this build wrote them; '' for a tag with no reserved box. `npm run dev` serves
 * pages without the build's partner step (it would encode every photo first): there, the floors of the facts the
 * release carries.
 */
export function snippetReserve(tag: string): string {
  if (!reservedTags().includes(tag as `steel-${string}`)) return '';
  const file = snippetReserveFile(tag);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  return reserveCss(readReserveTable(), JSON.parse(readFileSync(join(root, CARRIED), 'utf8')) as Facts, [
    tag as `steel-${string}`,
  ]);
}

/** A flat floor over a range of box widths, px at 16 px text. */
export interface Floor {
  from: number;
  to: number;
  height: number;
  item: number;
}

/**
 * The fewest ranges whose floors stay within SLACK of the measured heights. Between two measured widths a first
 * render is one of the two (its text wraps at some width between), so a floor holds both at each end.
 */
export function floors(widths: [number, number, number][]): Floor[] {
  const out: Floor[] = [];
  let i = 0;
  while (i < widths.length - 1) {
    let best: Floor | undefined;
    for (let j = i + 1; j < widths.length; j++) {
      const fit = fitLine(widths.slice(i, j + 1), widths[i - 1]);
      if (fit.gap > SLACK && best) break;
      best = fit.floor;
    }
    out.push(best!);
    i = widths.findIndex(([w]) => w === best!.to);
  }
  return out;
}

function fitLine(points: [number, number, number][], before?: [number, number, number]): { floor: Floor; gap: number } {
  // Each interval [w_k, w_k+1] needs the taller of its two ends at both ends, and, where the render was growing
  // with its width (photos), as much again as it grew over the interval before: it may grow on until it wraps.
  const needs = points.slice(1).map(([w, h], k) => {
    const [, left] = points[k];
    const prior = k > 0 ? points[k - 1][1] : before?.[1];
    const growth = prior === undefined ? 0 : Math.max(0, left - prior);
    return { from: points[k][0], to: w, need: Math.max(h, left + growth) };
  });
  // Flat floors only: `cqi` inside a widget's part would measure the widget's own inner container, not the tag.
  const height = Math.max(...needs.map((n) => n.need));
  const gap = Math.max(...points.map(([, h]) => height - h));
  const floor = {
    from: points[0][0],
    to: points.at(-1)![0],
    height,
    item: Math.max(...points.map(([, , item]) => item)),
  };
  return { floor, gap };
}

const em = (px: number) => `${+(px / 16).toFixed(3)}em`;
/** At least `px`, and as much more as the text is larger than 16 px (then the whole layout is, about). */
const scaled = (px: number) => `max(${Math.ceil(px)}px,${em(Math.ceil(px))})`;

/**
 * The rules of `tags` (every reserved tag by default): each one's box, its floors by width, and the placeholder
 * (widgets/partner/build/fallback.ts) laid out to fill it. A snippet carries its tag's rules inline (widgets/partner/snippet.ts),
 * so they are there from the first frame with no request to our host; the loader adopts today's rules of every tag
 * (RESERVE_URL) once it runs. A tag with a placeholder keeps its floor in the placeholder for as long as it shows, so
 * a blocked script leaves a full box that never moves; a bare tag (a React app's, with no placeholder) keeps its
 * floor in a `::before` that lasts WAIT unless the loader runs, so a blocked script never leaves a blank box for good.
 */
export function reserveCss(table: ReserveTable, facts: Facts, tags = reservedTags()): string {
  const all = (suffix = '') => tags.map((t) => `${t}${suffix}`).join(',');
  const placeholder = `:where(${all(':not(:defined)')})>*`;
  let css =
    // :where(): no specificity, so any rule of the partner's for the tag wins (steel-faq::before{display:none}).
    // A page's scroll bar, when it appears, narrows every box; Firefox keeps the container queries it resolved
    // before it until something else restyles the page (the loader), and a floor then moves. A gutter kept from
    // the first layout gives the boxes their final width at once (pages with our widgets are long anyway).
    `:where(html:has(${all()})){scrollbar-gutter:stable}` +
    `:where(${all()}){display:flow-root;container:steel-reserve/inline-size}` +
    `:where(${tags.map((t) => `${t}${conditionOf(t)}:not(:defined):not(:has(*))`).join(',')})::before{content:"";float:left;width:0}` +
    `:where(${all(':not(:defined)')})::before{animation:steel-reserve-wait 0s ${WAIT} forwards}` +
    `@keyframes steel-reserve-wait{to{height:0}}` +
    // The placeholder: its text first and last, the list between taking what height is left, an item a tile.
    `${placeholder}{box-sizing:border-box;display:flex;flex-direction:column;justify-content:space-between;gap:.75em;` +
    `margin:0;padding:1em;overflow:hidden;border:1px solid color-mix(in srgb,currentColor 30%,transparent);border-radius:.5em}` +
    `${placeholder}>*{margin:0}` +
    `${placeholder}>ul{flex:1 1 0;min-height:0;display:flex;flex-direction:column;gap:.5em;padding:0;list-style:none}` +
    `${placeholder}>ul>li{flex:1 0 auto;display:flex;align-items:center;padding:.25em .75em;` +
    `background:color-mix(in srgb,currentColor 7%,transparent);border-radius:.25em}`;
  for (const tag of tags) {
    const measured = table[tag];
    if (!measured) throw new Error(`${tag} has no measurements in ${RESERVE_TABLE}: run scripts/reserve-heights.ts`);
    const items = reserveItems[tag];
    const extra = items ? Math.max(0, items.count(facts) - measured.items) : 0;
    const when = `${tag}${conditionOf(tag)}`;
    const part = `${tag}::part(${reserveOf(tag).part})`;
    // The floor is one custom property, set by width on what holds it (a container query cannot style the tag itself):
    // each range then says its height once, which keeps the rules a snippet carries short.
    css +=
      `:where(${when}:not(:defined))::before,:where(${when}:not(:defined))>*{height:var(${FLOOR})}` +
      `:where(${when})::part(${reserveOf(tag).part}){min-height:var(${FLOOR})}`;
    const ranges = floors(measured.widths);
    ranges.forEach((f, k) => {
      const lo = k === 0 ? '' : `(width>=${em(f.from)})`;
      const hi = k === ranges.length - 1 ? '' : `(width<${em(f.to)})`;
      const query = [lo, hi].filter(Boolean).join(' and ');
      const rule = `${tag}>*,${tag}::before,${part}{${FLOOR}:${scaled(f.height + MARGIN + extra * f.item)}}`;
      // Named: a widget's part may be inside a container of the widget's own (the gallery's).
      css += query ? `@container steel-reserve ${query}{${rule}}` : rule;
    });
  }
  // Where no script will ever run, the placeholder is all there is: its own height, from the first frame.
  return css + `@media (scripting:none){:where(${all()})::before{display:none}${placeholder}{height:auto}}`;
}

/** The rule the loader adopts once it runs: the floors of the tags it will define stay until they are. */
export const keepFloors = () => `:where(${reservedTags().join(',')})::before{animation:none}`;
