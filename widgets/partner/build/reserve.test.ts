import { describe, expect, it } from 'vitest';
import { floors, reserveCss, reservedTags, WAIT, type ReserveTable } from './reserve.ts';
import { reserveItems } from './reserve-items.ts';
import type { Facts } from './facts.ts';

/** A widget's measurements of its own: text that wraps less as the box widens, and photos that grow with it. */
const wrapping: [number, number, number][] = [
  [300, 1200, 60],
  [320, 1180, 60],
  [340, 1100, 50],
  [360, 1100, 50],
  [380, 900, 40],
  [400, 900, 40],
];
const growing: [number, number, number][] = [300, 320, 340, 360, 380, 400].map((w) => [w, 100 + 2 * w, 2 * w]);
const at = (f: { height: number }) => f.height;

describe('floors', () => {
  for (const [name, widths] of Object.entries({ wrapping, growing }))
    it(`cover every measured first render, each in the ranges on both sides of it (${name})`, () => {
      const ranges = floors(widths);
      expect(ranges[0].from).toBe(widths[0][0]);
      expect(ranges.at(-1)!.to).toBe(widths.at(-1)![0]);
      widths.forEach(([w, h], k) => {
        // Between two measured widths a render may be either's, or, if it was growing with its width, taller still.
        const next = widths[k + 1];
        if (!next) return;
        const prior = widths[k - 1]?.[1];
        const need = Math.max(next[1], h + (prior === undefined ? 0 : Math.max(0, h - prior)));
        const range = ranges.find((r) => r.from <= w && next[0] <= r.to)!;
        expect(at(range), `${w} px`).toBeGreaterThanOrEqual(need);
        expect(at(range), `${next[0]} px`).toBeGreaterThanOrEqual(need);
      });
    });

  it('split a render that grows with its width into narrow ranges instead of keeping its tallest everywhere', () => {
    const ranges = floors(growing);
    expect(ranges.length).toBeGreaterThan(1);
    expect(at(ranges[0])).toBeLessThan(growing.at(-1)![1]);
  });

  it("keep each range's tallest item", () => {
    expect(floors(wrapping)[0].item).toBe(60);
  });
});

describe('reserveCss', () => {
  const tags = reservedTags();
  const table: ReserveTable = Object.fromEntries(tags.map((t) => [t, { items: 3, widths: wrapping }]));
  /** Live facts with `n` items in every list a widget grows with. */
  const factsWith = (n: number) => {
    const facts = { v: 1, faq: [{ questions: [] }], 'gallery-photos': { photos: [] }, pricing: {} } as Facts;
    for (const tag of Object.keys(reserveItems))
      for (let k = 0; reserveItems[tag].count(facts) < n && k < 100; k++) grow(facts, tag);
    return facts;
  };
  // The smallest facts each counting function reads, grown one item at a time.
  function grow(facts: Facts, tag: string) {
    const f = facts as unknown as {
      faq: { questions: unknown[] }[];
      'gallery-photos': { photos: unknown[] };
      pricing: Record<string, unknown[]>;
    };
    if (tag === 'steel-faq') f.faq[0].questions.push({});
    else if (tag === 'steel-gallery') f['gallery-photos'].photos.push([]);
    else f.pricing.serviceType = [...(f.pricing.serviceType ?? []), { value: 'v', label: 'An option' }];
  }
  const heightsOf = (css: string, tag: string) =>
    [
      ...css.matchAll(
        new RegExp(`${tag}>\\*,${tag}::before,${tag}::part\\([^)]+\\)\\{--steel-floor:max\\((\\d+)px`, 'g'),
      ),
    ].map((m) => +m[1]);

  it('gives every reserved tag a floor per width range, in its own box (a container query), scaled with its text', () => {
    const css = reserveCss(table, factsWith(3));
    for (const tag of tags) expect(heightsOf(css, tag).length, tag).toBe(floors(wrapping).length);
    expect(css).toContain('container:steel-reserve/inline-size');
    expect(css).toMatch(/@container steel-reserve \(width>=[\d.]+em\)/);
    expect(css).toMatch(/--steel-floor:max\(\d+px,[\d.]+em\)/);
    // The boxes have their final width from the first layout, scroll bar or not.
    expect(css).toMatch(/:where\(html:has\([^)]*\)\)\{scrollbar-gutter:stable\}/);
  });

  it("lays a placeholder out to the floor with no timer; a bare tag's floor waits for the loader a while; none without scripting", () => {
    const css = reserveCss(table, factsWith(3));
    for (const tag of tags) {
      expect(css, tag).toMatch(
        new RegExp(`:where\\(${tag}[^{]*:not\\(:defined\\)\\)>\\*\\{height:var\\(--steel-floor\\)\\}`),
      );
      expect(css, tag).toMatch(new RegExp(`${tag}[^,]*:not\\(:defined\\):not\\(:has\\(\\*\\)\\)`));
    }
    expect(css).toContain(`animation:steel-reserve-wait 0s ${WAIT} forwards`);
    expect(css).toMatch(/@media \(scripting:none\)\{[^}]*::before\{display:none\}[^}]*>\*\{height:auto\}\}$/);
  });

  it('writes only the rules of the tags asked for, as a snippet carries them', () => {
    const [one, other] = tags;
    const css = reserveCss(table, factsWith(3), [one]);
    expect(heightsOf(css, one).length).toBe(floors(wrapping).length);
    expect(css).not.toContain(other);
  });

  it('keeps room for each item the live facts have beyond those measured, and no less for fewer', () => {
    const measured = reserveCss(table, factsWith(3));
    const more = reserveCss(table, factsWith(5));
    const fewer = reserveCss(table, factsWith(1));
    for (const tag of Object.keys(reserveItems)) {
      const base = heightsOf(measured, tag);
      const ranges = floors(wrapping);
      expect(heightsOf(more, tag), tag).toEqual(base.map((h, k) => h + 2 * ranges[k].item));
      expect(heightsOf(fewer, tag), tag).toEqual(base);
    }
  });

  it('refuses a tag that was never measured, naming the script that measures it', () => {
    expect(() => reserveCss({}, factsWith(3))).toThrow(/reserve-heights/);
  });
});
