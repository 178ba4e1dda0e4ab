import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { cmsField, labelOf } from './fields.ts';
import { editorRefusals } from './check.ts';

const ctx = { file: 'test' };

describe('a schema field as the editor asks for it', () => {
  it('labels from names', () => {
    expect(labelOf('quoteService')).toBe('Quote service');
    expect(labelOf('e164')).toBe('E164');
  });

  it('a regex carries its own message; a small range of whole numbers becomes a pattern with the schema’s words', () => {
    const f = cmsField('code', z.string().regex(/^[A-Z]{2}$/, 'two capitals'), ctx);
    expect(f).toMatchObject({ widget: 'string', pattern: ['^[A-Z]{2}$', 'two capitals'] });
    const n = cmsField('stars', z.number().int().min(1, 'one to three').max(3, 'one to three'), ctx);
    expect(n).toMatchObject({ widget: 'number', value_type: 'int', pattern: ['^(1|2|3)$', 'one to three'] });
    expect(editorRefusals([n], { stars: 4 })).toEqual(['stars: Stars one to three']);
    expect(editorRefusals([n], { stars: 2 })).toEqual([]);
  });

  it("a rule across entries (the schema's description) is the field's hint, after its own", () => {
    const f = cmsField('title', z.string().max(70).describe("unlike every other page's"), ctx);
    expect(f.hint).toBe("at most 70 characters; unlike every other page's");
    expect(cmsField('title', z.string().max(70), ctx).hint).toBe('at most 70 characters');
  });

  it('optional, empty-allowed and defaulted values', () => {
    expect(cmsField('note', z.string().min(1).optional(), ctx).required).toBe(false);
    expect(cmsField('id', z.string().regex(/^(G-\d+)?$/), ctx)).toMatchObject({ required: false, default: '' });
    expect(cmsField('flag', z.boolean().default(false), ctx)).toMatchObject({ widget: 'boolean', default: false });
  });

  it('lists: of text, of allowed values (one select), of objects, of kinds (typed items)', () => {
    expect(cmsField('lines', z.array(z.string()).min(2), ctx)).toMatchObject({
      widget: 'list',
      min: 2,
      field: { widget: 'string' },
    });
    expect(cmsField('days', z.array(z.enum(['Mon', 'Tue'])), ctx)).toMatchObject({
      widget: 'select',
      multiple: true,
      options: ['Mon', 'Tue'],
    });
    const kinds = z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), heading: z.string() }),
        z.object({ kind: z.literal('b'), items: z.array(z.string()) }),
      ]),
    );
    const f = cmsField('sections', kinds, ctx);
    expect(f.typeKey).toBe('kind');
    expect(f.types!.map((t) => [t.name, t.fields!.map((x) => x.name)])).toEqual([
      ['a', ['heading']],
      ['b', ['items']],
    ]);
  });

  it('an optional object’s fields are not marked required (the build refuses a half-filled one)', () => {
    const f = cmsField('rating', z.object({ average: z.number(), count: z.number() }).optional(), ctx);
    expect(f.fields!.every((x) => x.required === false)).toBe(true);
  });

  it('a zod type it does not know stops the build, naming the file and the field', () => {
    expect(() => cmsField('when', z.date(), ctx)).toThrow(/test\.json when: a zod date/);
  });
});
