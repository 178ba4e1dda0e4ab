import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { cmsField, labelOf, objectFields } from './fields.ts';
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

  it('messages the JSON Schema leaves out are the schema’s own, or zod’s wording for the rule the editor checks', () => {
    const mail = cmsField('email', z.email('a real address'), ctx);
    expect(mail.pattern).toEqual([z.toJSONSchema(z.email()).pattern, 'a real address']);
    const day = cmsField('day', z.iso.date(), ctx);
    const wording = z.string().regex(new RegExp(day.pattern![0])).safeParse('x').error!.issues[0].message;
    expect(day.pattern![1]).toBe(wording);
    // the first length check's own message; none: the rule in words
    expect(cmsField('name', z.string().min(1, 'say it').max(9), ctx).pattern).toEqual(['^[\\s\\S]{1,9}$', 'say it']);
    expect(cmsField('name', z.string().min(2).max(9), ctx)).toMatchObject({
      pattern: ['^[\\s\\S]{2,9}$', 'must be 2 to 9 characters long'],
      hint: '2 to 9 characters',
    });
    expect(cmsField('name', z.string().trim().min(1, 'say it'), ctx).pattern).toEqual(['\\S', 'say it']);
  });

  it('URLs: the schemes the schema allows, its message, and a union’s own rule over it', () => {
    const web = cmsField('site', z.url({ protocol: /^https?$/, error: 'a web address' }), ctx);
    expect(web.pattern).toEqual(['^(https?)://\\S+$', 'a web address']);
    const secure = z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'empty or https' })]).optional();
    expect(cmsField('hook', secure, ctx)).toMatchObject({
      required: false,
      default: '',
      pattern: ['^(https)://\\S+$', 'empty or https'],
      hint: 'empty or https',
    });
    const local = z
      .union([z.literal(''), z.url({ protocol: /^https?$/ })])
      .refine((u) => !u.startsWith('http:'), 'https only here');
    expect(cmsField('hook', local, ctx)).toMatchObject({ pattern: ['^(https?)://\\S+$', 'https only here'] });
  });

  it('numbers: whole or decimal, a range of whole numbers as a pattern, zod’s safe range no bound', () => {
    expect(cmsField('n', z.number().int(), ctx)).toEqual({
      name: 'n',
      label: 'N',
      widget: 'number',
      value_type: 'int',
    });
    expect(cmsField('n', z.number().positive(), ctx)).toMatchObject({ value_type: 'float', hint: 'more than 0' });
    expect(cmsField('n', z.number().min(-2).max(2.5), ctx)).toMatchObject({ min: -2, max: 2.5 });
    expect(cmsField('n', z.number().int().min(0).max(2), ctx)).toMatchObject({
      pattern: ['^(0|1|2)$', 'must be 0 to 2'],
    });
  });

  it('a fixed value is kept, a record’s keys are the data’s, an object’s fields follow its schema', () => {
    const s = z.object({
      country: z.literal('GB'),
      size: z.enum(['S', 'M']).default('M'),
      claims: z.record(z.string(), z.string().min(1, 'say it')),
    });
    const [country, size, claims] = objectFields(s, { file: 'test', value: { claims: { years: '20' } } });
    expect(country).toEqual({ name: 'country', label: 'Country', widget: 'hidden', default: 'GB' });
    expect(size).toMatchObject({ widget: 'select', required: false, default: 'M', options: ['S', 'M'] });
    expect(claims.fields).toEqual([{ name: 'years', label: 'Years', widget: 'string', pattern: ['\\S', 'say it'] }]);
  });

  it('a kind’s fields: the messages and required marks of that kind, in a list', () => {
    const kinds = z
      .array(
        z.discriminatedUnion('kind', [
          z.object({
            kind: z.literal('a'),
            stars: z.number().int().min(1, 'one or two').max(2),
            note: z.string().optional(),
          }),
          z.object({ kind: z.literal('b'), code: z.string().regex(/^[a-z]+$/, 'letters') }),
        ]),
      )
      .min(1);
    const f = cmsField('blocks', kinds, ctx);
    expect(f).toMatchObject({ widget: 'list', min: 1, collapsed: true, typeKey: 'kind' });
    expect(f.types![0].fields).toMatchObject([
      { name: 'stars', pattern: ['^(1|2)$', 'one or two'] },
      { name: 'note', required: false },
    ]);
    expect(f.types![1].fields).toMatchObject([{ name: 'code', pattern: ['^[a-z]+$', 'letters'] }]);
  });

  it('a zod type it does not know stops the build, naming the file and the field', () => {
    expect(() => cmsField('when', z.date(), ctx)).toThrow(/test\.json when: a zod date/);
  });
});
