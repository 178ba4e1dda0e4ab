import { readFileSync } from 'node:fs';

/**
 * Lucide icons (ISC licence). Each page carries each icon it uses once, as a <symbol> in a hidden
 * sprite (see IconSprite), and every use is a small <use>: far fewer bytes than repeating the paths.
 * Icons only ever sit beside words, so they are hidden from assistive tech.
 */
const alias: Record<string, string> = {
  beam: 'construction',
  crane: 'hard-hat',
  cube: 'box',
  stairs: 'layers',
  platform: 'factory',
  bolt: 'zap',
  chat: 'message-circle',
};
const cache = new Map<string, string>();

/** The inner markup (paths) of a Lucide icon. */
function paths(file: string): string {
  let s = cache.get(file);
  if (!s) {
    const svg = readFileSync(`node_modules/lucide-static/icons/${file}.svg`, 'utf8');
    s = svg
      .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
      .replace(/\s+/g, ' ')
      .replace(/ ?\/> ?/g, '/>')
      .trim();
    cache.set(file, s);
  }
  return s;
}

/** Icons used by the page being rendered; Base renders the body first, then the sprite. */
const used = new Set<string>();
export const startIconPage = () => used.clear();

export function Icon({ name, class: cls = 'icon' }: { name: string; class?: string }) {
  const file = alias[name] ?? name;
  used.add(file);
  return (
    <span class={cls}>
      <svg aria-hidden="true" width="24" height="24">
        <use href={`#i-${file}`} />
      </svg>
    </span>
  );
}

export function IconSprite() {
  return (
    <svg class="sprite" aria-hidden="true" width="0" height="0">
      {[...used].sort().map((f) => (
        // Lucide's stroke settings are set once, in site.css (`.icon svg`), and reach the paths through <use>.
        <symbol id={`i-${f}`} viewBox="0 0 24 24" dangerouslySetInnerHTML={{ __html: paths(f) }} />
      ))}
    </svg>
  );
}
