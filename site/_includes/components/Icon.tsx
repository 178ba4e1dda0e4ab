import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { site } from '../data.ts';
import { iconAliases } from '../../../shared/schema/content.ts';

/**
 * Lucide icons (ISC licence), in one sprite file for the whole site (`sprite.url`, cached for a year like the
 * scripts), and every use is a small <use> of it. Inline, a page's symbols would take a share of its first round trip
 * (docs/performance.md); from the file, an icon appears a moment after the words it sits beside, and its box is
 * sized, so nothing moves. Icons only ever sit beside words, so they are hidden from assistive tech.
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

const files = [...new Set([...LAYOUT_ICONS, ...dataIcons(site)].map(fileOf))].sort();
const symbols = files.map((f) => `<symbol id="i-${f}" viewBox="0 0 24 24">${paths(f)}</symbol>`).join('');
// Lucide's stroke settings are set once, in site.css (`.icon svg`), and reach the paths through <use>.
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;

/** The sprite file: its address (named by its content, so it can be cached for a year) and its text. */
export const sprite = {
  url: `/assets/icons-${createHash('sha256').update(svg).digest('base64url').slice(0, 10)}.svg`,
  svg,
};

export function Icon({ name, class: cls = 'icon' }: { name: string; class?: string }) {
  const file = fileOf(name);
  if (!files.includes(file))
    throw new Error(`Icon "${name}" is not in the sprite: add it to LAYOUT_ICONS in Icon.tsx.`);
  return (
    <span class={cls}>
      <svg aria-hidden="true" width="24" height="24">
        <use href={`${sprite.url}#i-${file}`} />
      </svg>
    </span>
  );
}
