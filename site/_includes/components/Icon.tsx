import { existsSync, readFileSync } from 'node:fs';
import { site } from '../data.ts';
import { iconAliases } from '../../../shared/schema/content.ts';

/**
 * Lucide icons (ISC licence). Each page carries the icons it uses once, as <symbol>s in a hidden <svg> at the end of
 * its body (`symbolsFor`), and every use is a small <use> of one. A sprite file would save those bytes of the first
 * round trip, but its request starts before the first paint, and Lighthouse's simulation then counts it in the
 * page's Largest Contentful Paint (docs/performance.md). Icons only ever sit beside words, so they are hidden from
 * assistive tech.
 */
const alias = iconAliases;
/** The icons the layouts and components name; an <Icon> not listed here (nor in the data) fails the build. */
const LAYOUT_ICONS = ['phone', 'mail', 'clock', 'map-pin', 'chat', 'shield', 'chevron-down'];

const fileOf = (name: string) => alias[name] ?? name;
const lucide = (file: string) => `node_modules/lucide-static/icons/${file}.svg`;

/** The icons the owner's data names (a card's `icon` in services.json, and any other `icon` field). */
function dataIcons(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) dataIcons(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'icon' && typeof v === 'string') found.add(v);
      else dataIcons(v, found);
    }
  return found;
}

/** The inner markup (paths) of a Lucide icon. */
function paths(name: string): string {
  const file = lucide(fileOf(name));
  if (!existsSync(file))
    throw new Error(
      `Unknown icon "${name}": use the name of a Lucide icon (https://lucide.dev/icons) or one of ${Object.keys(alias).join(', ')}.`,
    );
  const svg = readFileSync(file, 'utf8');
  return svg
    .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
    .replace(/\s+/g, ' ')
    .replace(/ ?\/> ?/g, '/>')
    .trim();
}

const files = new Set([...LAYOUT_ICONS, ...dataIcons(site)].map(fileOf));
const symbol = new Map([...files].map((f) => [f, `<symbol id="i-${f}" viewBox="0 0 24 24">${paths(f)}</symbol>`]));

/**
 * The symbols a page's markup uses, in a hidden <svg> to end its body ('' when it uses none). Lucide's stroke
 * settings are set once, in site/styles/base.css (`.icon svg`), and reach the paths through <use>.
 */
export function symbolsFor(html: string): string {
  const used = [...new Set([...html.matchAll(/<use href="#i-([\w-]+)"/g)].map((m) => m[1]))].sort();
  return used.length
    ? `<svg class="sprite" aria-hidden="true" width="0" height="0">${used.map((f) => symbol.get(f)).join('')}</svg>`
    : '';
}

export function Icon({ name, class: cls = 'icon' }: { name: string; class?: string }) {
  const file = fileOf(name);
  if (!files.has(file))
    throw new Error(`Icon "${name}" is not one of the site's icons: add it to LAYOUT_ICONS in Icon.tsx.`);
  return (
    <span class={cls}>
      <svg aria-hidden="true" width="24" height="24">
        <use href={`#i-${file}`} />
      </svg>
    </span>
  );
}
