/**
 * The default of each custom property a stylesheet reads, from the stylesheet itself: the fallback of its
 * `var(--steel-x, fallback)`. Written there once, it is what the widget does and what its docs say
 * (widgets/common/element-interface.ts `customProperties`). Pure text work: no DOM.
 */

/** The text of a balanced `( … )` group starting at `open` (the index of its `(`), without the parentheses. */
function group(css: string, open: number): string {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error(`unbalanced parentheses after ${css.slice(open, open + 40)}`);
}

/**
 * Every `var(--name, fallback)` of `css` not inside another's fallback, as name -> fallbacks. A fallback that reads an internal alias (`--_muted`,
 * set from `--steel-muted` in the base styles) is given as the public property it stands for.
 */
export function fallbacks(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let outerEnd = 0;
  for (const m of css.matchAll(/var\((--[\w-]+)\s*,/g)) {
    // A var() in another's fallback is that property's default, not its own (--steel-field-border falls back to
    // --steel-border, then to the muted colour, for fields only).
    if (m.index < outerEnd) continue;
    const whole = group(css, m.index + 'var'.length);
    outerEnd = m.index + 'var'.length + whole.length + 2;
    const fallback = whole.slice(whole.indexOf(',') + 1).trim();
    found.set(m[1], [...(found.get(m[1]) ?? []), fallback]);
  }
  const aliases = new Map<string, string>();
  for (const m of css.matchAll(/(--_[\w-]+):\s*var\((--steel-[\w-]+)\s*,/g)) aliases.set(m[1], m[2]);
  const shown = (v: string) =>
    v.replace(/var\((--_[\w-]+)\)/g, (all, a: string) => (aliases.has(a) ? `var(${aliases.get(a)})` : all));
  return new Map([...found].map(([name, list]) => [name, list.map(shown)]));
}

/** The one default of `name` in `css`; an error when the stylesheet gives none or several different ones. */
export function defaultOf(css: string, name: string): string {
  const all = [...new Set(fallbacks(css).get(name) ?? [])];
  if (all.length !== 1)
    throw new Error(
      all.length
        ? `${name} has different defaults in one widget's styles (${all.join(' | ')}): give it one`
        : `${name}: its widget's styles never read it with a default, var(${name}, <default>)`,
    );
  return all[0];
}
