import * as z from 'zod';
import { jsonOf, type Json } from '../schema/json-schema.ts';

/**
 * Decap CMS fields made from the zod schemas of the data files (docs/cms.md), so the editor asks for what the build
 * accepts and cannot drift from it: each field's widget, required flag, allowed values, pattern and the schema's own
 * message come from the schema. Rules a field cannot carry (a refine across fields, a float's range) are still the
 * build's: `npm run build` names the file and field.
 */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regular expression, message]: the editor shows "<label> <message>" (site/admin/cms.js) */
  pattern?: [string, string];
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  summary?: string;
  collapsed?: boolean;
  add_to_top?: boolean;
  label_singular?: string;
  /** a relation widget: the entry of another file it names (docs/cms.md "Landing pages") */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

/** Where the CMS puts a photo uploaded into a field of this data file (the folders site/_includes/images.ts reads). */
const PHOTO_FOLDERS: Record<string, string> = {
  gallery: 'images/gallery',
  team: 'images/team',
  services: 'images/services',
  copy: 'images/hero',
  'landing-pages': 'images/offers',
};

/** A field that names an entry of another file: the editor offers that file's entries to choose from. */
const relation = (collection: string, value: string, display = value): Partial<CmsField> => ({
  widget: 'relation',
  collection,
  file: collection,
  value_field: value,
  search_fields: [display],
  display_fields: [display],
});
/**
 * The fields of a file that name another file's entries (`file:field`; a list's item is its singular): a landing page's
 * service pages, reviews, questions and photos. The build checks each name exists (shared/data/load.ts).
 */
const RELATIONS: Record<string, Partial<CmsField>> = {
  'landing-pages:service': relation('services', 'items.*.slug', 'items.*.slug'),
  'landing-pages:redirectTo': relation('services', 'items.*.slug', 'items.*.slug'),
  'landing-pages:review': relation('reviews', 'items.*.name'),
  'landing-pages:question': relation('faq', 'items.*.questions.*.question'),
  'landing-pages:photo': relation('gallery', 'items.*.src', 'items.*.caption'),
};

/** Prose: a text area rather than a one-line box. */
const PROSE = new Set([
  'text',
  'description',
  'intro',
  'bio',
  'answer',
  'summary',
  'greeting',
  'emergencyChatGreeting',
  'servicesIntro',
  'reviewsIntro',
  'teamIntro',
  'quoteIntro',
  'mapNote',
  'disclaimer',
  'sitemapDescription',
  'coverage',
  'paragraphs',
  'story',
  'howItWorks',
]);

/** `quoteService` -> "Quote service" */
export const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Issue = z.core.$ZodIssue;
/**
 * What the schema says of a value put at one field: the issues under that field, their paths from it. JSON Schema
 * drops the schema's own messages, so they are asked for: a value that breaks the rule, and the message zod gives.
 */
type Probe = (value: unknown) => Issue[];

const rootProbe =
  (schema: z.core.$ZodType): Probe =>
  (value) =>
    z.safeParse(schema, value).error?.issues ?? [];

/** The probe of a part: `wrap` puts the value where the part is (`{ key: value }`, `[value]`). */
const childProbe =
  (probe: Probe, key: PropertyKey, wrap: (value: unknown) => unknown): Probe =>
  (value) =>
    probe(wrap(value))
      .filter((i) => i.path[0] === key)
      .map((i) => ({ ...i, path: i.path.slice(1) }));

/** A union's issues for its options: zod names the one option that came near, or each option's under invalid_union. */
const optionProbe =
  (probe: Probe): Probe =>
  (value) =>
    probe(value).flatMap((i) => (i.code === 'invalid_union' && i.path.length === 0 ? i.errors.flat() : [i]));

/** The field's own issues of one kind for `value`. */
const issuesOf = (probe: Probe, value: unknown, code: Issue['code']) =>
  probe(value).filter((i) => i.path.length === 0 && i.code === code);

/** The field takes the value (its parts may still be refused: the value left out of an object that must be whole). */
const accepts = (probe: Probe, value: unknown) => probe(value).every((i) => i.path.length > 0);

/** The schema's own message for an issue, or undefined when it is zod's default wording. */
function ownMessage(issue: Issue | undefined): string | undefined {
  if (!issue) return undefined;
  const fallback = z.config().localeError?.(issue as never);
  const wording = typeof fallback === 'string' ? fallback : fallback?.message;
  return issue.message === wording ? undefined : issue.message;
}

/** The first of `issues` with a message of the schema's own. */
const firstOwn = (issues: Issue[]) => issues.map(ownMessage).find((m) => m !== undefined);

/** The schema's message for a value the pattern refuses, as the build prints it. */
function patternMessage(source: string, own?: string): string {
  if (own !== undefined) return own;
  const probe = z.string().regex(new RegExp(source)).safeParse('\u0000');
  return probe.error?.issues[0]?.message ?? `must match ${source}`;
}

export interface Context {
  /** the data file's name (business, services...) */
  file: string;
  /** the data as it is, for a record's keys (its names are the code's, its values the owner's) */
  value?: unknown;
}

/** A small range of whole numbers as a pattern, so the editor gives the schema's own words (a rating of 7). */
function intPattern(min: number, max: number): string | undefined {
  if (max - min > 20) return undefined;
  return `^(${Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).join('|')})$`;
}

/** The Decap field for `name`, a field of `schema`. */
export function cmsField(name: string, schema: z.core.$ZodType, ctx: Context): CmsField {
  return fieldOf(name, jsonFor(name, schema, ctx), rootProbe(schema), ctx);
}

/** The schema's JSON Schema; a type it cannot hold stops the build, naming the file and the field. */
function jsonFor(name: string, schema: z.core.$ZodType, ctx: Context): Json {
  try {
    return jsonOf(schema);
  } catch (e) {
    // zod says "Date cannot be represented in JSON Schema"
    const type = /^(\w+) cannot be represented/.exec((e as Error).message)?.[1].toLowerCase() ?? (e as Error).message;
    throw new Error(`The CMS has no field for ${ctx.file}.json ${name}: a zod ${type} (shared/cms/fields.ts)`);
  }
}

function fieldOf(name: string, json: Json, probe: Probe, ctx: Context): CmsField {
  // left out, it is accepted: optional, or given a default (JSON Schema's default)
  const optional = accepts(probe, undefined);
  const base: CmsField = { name, label: labelOf(name), widget: 'string' };
  if (optional) base.required = false;
  if (json.default !== undefined) base.default = json.default;
  // a value that may be empty ('' is "no analytics", "no form endpoint"): an empty box is written as ''
  if (json.type !== 'object' && accepts(probe, '')) Object.assign(base, { required: false, default: '' });
  const field: CmsField = { ...base, ...shapeOf(name, json, probe, ctx, optional) };
  const related = RELATIONS[`${ctx.file}:${name}`];
  if (related) {
    Object.assign(field, related);
    for (const k of ['pattern', 'media_folder', 'public_folder', 'choose_url'] as const) delete field[k];
  }
  // A rule across entries (shared/data/rules.ts) the editor cannot check: the schema's description says it beside
  // the field, and the build refuses what breaks it.
  const rule = json.description;
  if (rule) field.hint = field.hint ? `${field.hint}; ${rule}` : rule;
  // An object that may be left out (company, reviewRating): the editor cannot tell "left out" from "half filled", so
  // its fields are asked for without the required mark; the build refuses a half-filled one, naming the field.
  if (optional && field.widget === 'object' && field.fields) field.fields = field.fields.map(optionalField);
  return field;
}

const optionalField = (f: CmsField): CmsField => (f.default === undefined ? { ...f, required: false } : f);

function shapeOf(name: string, json: Json, probe: Probe, ctx: Context, optional: boolean): Partial<CmsField> {
  if (json.oneOf || json.anyOf) return unionField(name, json, probe, ctx);
  // a fixed value (address.country is GB): kept as it is, not asked for
  if (json.const !== undefined) return { widget: 'hidden', default: json.const };
  if (json.enum) return { widget: 'select', options: json.enum as string[] };
  switch (json.type) {
    case 'string':
      return stringField(name, json, probe, ctx);
    case 'number':
    case 'integer':
      return numberField(json, probe);
    case 'boolean':
      return { widget: 'boolean', ...(optional ? {} : { default: false }) };
    case 'object':
      return json.properties
        ? { widget: 'object', fields: fieldsOf(json, probe, ctx), collapsed: false }
        : recordField(json, probe, ctx);
    case 'array':
      return listField(name, json, probe, ctx);
    default:
      throw new Error(`The CMS has no field for ${ctx.file}.json ${name}: a ${json.type} (shared/cms/fields.ts)`);
  }
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(s: z.ZodObject, ctx: Context): CmsField[] {
  return fieldsOf(jsonFor('', s, ctx), rootProbe(s), ctx);
}

/** The fields of an object's JSON Schema; `fixed` is a discriminated union's key and its value in this option. */
function fieldsOf(json: Json, probe: Probe, ctx: Context, fixed: Record<string, unknown> = {}): CmsField[] {
  const value = (ctx.value ?? {}) as Record<string, unknown>;
  return Object.entries(json.properties ?? {}).map(([k, v]) =>
    fieldOf(
      k,
      v,
      childProbe(probe, k, (x) => ({ ...fixed, [k]: x })),
      { ...ctx, value: value && typeof value === 'object' ? value[k] : undefined },
    ),
  );
}

/** A string's JSON Schema patterns: a format's (z.email, z.iso.date) and each regex, the last one taking effect. */
const patternsOf = (json: Json) =>
  [json.pattern, ...(json.allOf ?? []).map((p) => p.pattern)].filter((p) => p !== undefined);

function stringField(name: string, json: Json, probe: Probe, ctx: Context): Partial<CmsField> {
  const out: Partial<CmsField> = { widget: PROSE.has(name) ? 'text' : 'string' };
  const min = json.minLength ?? 0;
  const max = json.maxLength;
  const source = patternsOf(json).at(-1);
  const formatMessage = () => ownMessage(issuesOf(probe, '\u0000', 'invalid_format').at(-1));
  if (json.format === 'uri') {
    // a URL (z.url): JSON Schema drops its allowed schemes, so they are asked for
    const scheme = ['https', 'http'].filter(
      (p) => issuesOf(probe, `${p}://example.org/`, 'invalid_format').length === 0,
    );
    const pattern = `^(${scheme.length === 1 ? scheme[0] : 'https?'})://\\S+$`;
    out.pattern = [pattern, patternMessage(pattern, ownMessage(issuesOf(probe, 'x', 'invalid_format')[0]))];
  } else if (source !== undefined) {
    out.pattern = [source, patternMessage(source, formatMessage())];
    if (/^\^images\\\//.test(source)) {
      const folder = PHOTO_FOLDERS[ctx.file] ?? 'images';
      // The media library puts the file in the folder and writes its path; Decap checks an image's pattern
      // against what it shows, not the path, so the pattern stays the build's (images.ts names a missing file).
      delete out.pattern;
      Object.assign(out, {
        hint: `a photo (JPEG, PNG or WebP) in site/${folder}`,
        widget: 'image',
        media_folder: `/site/${folder}`,
        public_folder: folder,
        choose_url: false,
      });
    }
  }
  // the schema's own words for a length, its first check's: '' breaks each minimum, in the schema's order
  const lengthMessage = () =>
    firstOwn(
      [
        ...(min > 0 ? issuesOf(probe, '', 'too_small') : []),
        ...(max !== undefined ? issuesOf(probe, 'x'.repeat(max + 1), 'too_big') : []),
      ].filter((i) => !('exact' in i && i.exact)),
    );
  if (!out.pattern && (min > 1 || max !== undefined)) {
    const words = max === undefined ? `at least ${min}` : min > 1 ? `${min} to ${max}` : `at most ${max}`;
    out.pattern = [`^[\\s\\S]{${min},${max ?? ''}}$`, lengthMessage() ?? `must be ${words} characters long`];
    out.hint = `${words} characters`;
  } else if (!out.pattern && min === 1) {
    // nonEmpty: a value of only spaces is refused by the build (trimmed), so here too
    out.pattern = ['\\S', lengthMessage() ?? 'must not be empty'];
  }
  if (out.pattern && !out.hint && out.widget !== 'image' && !out.pattern[0].startsWith('\\S'))
    out.hint = out.pattern[1];
  return out;
}

/** A bound JSON Schema gives every whole number (z.int's safe range) is no bound of the schema's own. */
const bound = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);

function numberField(json: Json, probe: Probe): Partial<CmsField> {
  const out: Partial<CmsField> = { widget: 'number', value_type: json.type === 'integer' ? 'int' : 'float' };
  const min = bound(json.minimum);
  const max = bound(json.maximum);
  if (json.exclusiveMinimum === 0) out.hint = 'more than 0';
  const p = out.value_type === 'int' && min !== undefined && max !== undefined ? intPattern(min, max) : undefined;
  if (p) {
    const message = firstOwn([...issuesOf(probe, min! - 1, 'too_small'), ...issuesOf(probe, max! + 1, 'too_big')]);
    out.pattern = [p, message ?? `must be ${min} to ${max}`];
    out.hint = out.pattern[1];
  } else {
    if (min !== undefined) out.min = min;
    if (max !== undefined) out.max = max;
  }
  return out;
}

function recordField(json: Json, probe: Probe, ctx: Context): Partial<CmsField> {
  // A record's keys are names the code reads (business.json claims); the owner edits the values.
  const value = (ctx.value ?? {}) as Record<string, unknown>;
  const values = typeof json.additionalProperties === 'object' ? json.additionalProperties : {};
  return {
    widget: 'object',
    collapsed: true,
    fields: Object.keys(value).map((k) =>
      fieldOf(
        k,
        values,
        childProbe(probe, k, (x) => ({ [k]: x })),
        { ...ctx, value: value[k] },
      ),
    ),
  };
}

function listField(name: string, json: Json, probe: Probe, ctx: Context): Partial<CmsField> {
  const out: Partial<CmsField> = { widget: 'list' };
  if (json.maxItems !== undefined) out.max = json.maxItems;
  if (json.minItems !== undefined) out.min = json.minItems;
  const e = json.items ?? {};
  const item = childProbe(probe, 0, (x) => [x]);
  const sample = Array.isArray(ctx.value) ? ctx.value[0] : undefined;
  if (e.enum) {
    // a list of allowed values (days, actions): one select that takes several
    return { ...out, widget: 'select', multiple: true, options: e.enum as string[] };
  }
  if (e.type === 'object' && e.properties) {
    const fields = fieldsOf(e, item, { ...ctx, value: sample });
    const title = [
      'name',
      'title',
      'question',
      'heading',
      'label',
      'category',
      'region',
      'year',
      'caption',
      'value',
    ].find((n) => fields.some((f) => f.name === n));
    return {
      ...out,
      collapsed: true,
      ...(title ? { summary: `{{fields.${title}}}` } : {}),
      fields,
    };
  }
  if (e.oneOf) {
    return { ...out, collapsed: true, ...unionField(name, e, item, ctx) };
  }
  return { ...out, field: fieldOf(singular(name), e, item, { ...ctx, value: sample }) };
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

function unionField(name: string, json: Json, probe: Probe, ctx: Context): Partial<CmsField> {
  const options = (json.oneOf ?? json.anyOf)!;
  // a discriminated union's key: the property every option fixes (`kind`)
  const key = json.oneOf
    ? Object.keys(options[0].properties ?? {}).find((k) => options.every((o) => o.properties?.[k]?.const !== undefined))
    : undefined;
  if (key) {
    // sections of a service page: one kind each, the kind named by `kind`
    return {
      widget: 'list',
      typeKey: key,
      summary: '{{fields.heading}}',
      types: options.map((o) => {
        const kind = String(o.properties![key].const);
        const fields = fieldsOf(o, probe, ctx, { [key]: kind }).filter((f) => f.name !== key);
        return { name: kind, label: labelOf(kind), widget: 'object', summary: '{{fields.heading}}', fields };
      }),
    };
  }
  // '' or a value of one kind (an https address): a box that may be left empty
  const rest = options.filter((o) => o.const !== '');
  if (rest.length !== 1)
    throw new Error(
      `The CMS has no field for ${ctx.file}.json ${name}: a union of ${options.length} (shared/cms/fields.ts)`,
    );
  const one = stringField(name, rest[0], optionProbe(probe), ctx);
  // the union's own rule (a refine), when it has one, says what is allowed: asked with an address of each scheme
  const refine = firstOwn(['http://example.org/', 'https://example.org/'].flatMap((v) => issuesOf(probe, v, 'custom')));
  if (one.pattern) one.pattern = [one.pattern[0], refine ?? one.pattern[1]];
  return { ...one, hint: refine ?? one.hint, required: false };
}
