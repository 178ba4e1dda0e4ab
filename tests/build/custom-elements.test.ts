import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elements } from '../../widgets/catalog.ts';
import { propertyType } from '../../widgets/common/element-interface.ts';
import { distDir } from '../../shared/data-set.js';

/** /custom-elements.json as built: every element of the interfaces, with real types, nothing hand-written. */
describe('/custom-elements.json', () => {
  const json = JSON.parse(readFileSync(`${distDir}/site/custom-elements.json`, 'utf8'));
  const declarations = json.modules.flatMap((m: { declarations: unknown[] }) => m.declarations) as {
    tagName: string;
    attributes: { name: string; fieldName: string; type: { text: string } }[];
    events: { name: string; type: { text: string } }[];
    cssProperties: { name: string }[];
    cssParts: { name: string }[];
  }[];

  it('describes every element, in catalog order', () => {
    expect(declarations.map((d) => d.tagName)).toEqual(elements.map((e) => e.tag));
  });

  it("gives each attribute its property and type, each event its detail's type, and the styles and parts of the interface", () => {
    for (const [i, e] of elements.entries()) {
      const d = declarations[i];
      expect(
        d.attributes.map((a) => [a.name, a.fieldName, a.type.text]),
        e.tag,
      ).toEqual(e.attributes.map((a) => [a.name, a.property, propertyType(a)]));
      expect(d.events.map((ev) => [ev.name, ev.type.text])).toEqual(
        e.events.map((ev) => [ev.name, `CustomEvent<${ev.detail}>`]),
      );
      expect(d.cssProperties.map((c) => c.name)).toEqual(e.cssProperties.map((c) => c.name));
      expect(d.cssParts.map((p) => p.name)).toEqual(e.parts.map((p) => p.name));
    }
    expect(
      declarations.flatMap((d) => d.attributes.map((a) => a.type.text)),
      'not every attribute is typed as text',
    ).toContain('number');
  });
});
