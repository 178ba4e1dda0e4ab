import * as z from 'zod';

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

type Def = z.core.$ZodTypeDef & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Check = { _zod: { def: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
const defOf = (s: z.core.$ZodType) => s._zod.def as Def;
const checksOf = (s: z.core.$ZodType): Check['_zod']['def'][] =>
  ((defOf(s).checks ?? []) as Check[]).map((c) => c._zod.def);
const messageOf = (c: { error?: unknown }) =>
  typeof c.error === 'function' ? (c.error as (i: object) => unknown)({}) : undefined;

/** The schema's message for a value the pattern refuses, as the build prints it. */
function patternMessage(source: string, own?: unknown): string {
  if (typeof own === 'string') return own;
  const probe = z.string().regex(new RegExp(source)).safeParse('\u0000');
  return probe.error?.issues[0]?.message ?? `must match ${source}`;
}

export interface Context {
  /** the data file's name (business, services...) */
  file: string;
  /** the data as it is, for a record's keys (its names are the code's, its values the owner's) */
  value?: unknown;
}

/** Removes optional/default wrappers; tells whether the value may be left out and what it defaults to. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; optional: boolean; dflt?: unknown } {
  let s = schema;
  let optional = false;
  let dflt: unknown;
  for (;;) {
    const d = defOf(s);
    if (d.type === 'optional') optional = true;
    else if (d.type === 'default') {
      optional = true;
      dflt = typeof d.defaultValue === 'function' ? d.defaultValue() : d.defaultValue;
    } else break;
    s = d.innerType;
  }
  return { inner: s, optional, dflt };
}

/** A small range of whole numbers as a pattern, so the editor gives the schema's own words (a rating of 7). */
function intPattern(min: number, max: number): string | undefined {
  if (max - min > 20) return undefined;
  return `^(${Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).join('|')})$`;
}

/** The Decap field for `name`, a field of `schema`. */
export function cmsField(name: string, schema: z.core.$ZodType, ctx: Context): CmsField {
  const { inner, optional, dflt } = unwrap(schema);
  const base: CmsField = { name, label: labelOf(name), widget: 'string' };
  if (optional) base.required = false;
  if (dflt !== undefined) base.default = dflt;
  // a value that may be empty ('' is "no analytics", "no form endpoint"): an empty box is written as ''
  if (defOf(inner).type !== 'object' && (inner as z.ZodType).safeParse('').success)
    Object.assign(base, { required: false, default: '' });
  const field: CmsField = { ...base, ...shapeOf(name, inner, ctx, optional) };
  const related = RELATIONS[`${ctx.file}:${name}`];
  if (related) {
    Object.assign(field, related);
    for (const k of ['pattern', 'media_folder', 'public_folder', 'choose_url'] as const) delete field[k];
  }
  // A rule across entries (shared/data/rules.ts) the editor cannot check: the schema's description says it beside
  // the field, and the build refuses what breaks it.
  const rule = (schema as z.ZodType).description ?? (inner as z.ZodType).description;
  if (rule) field.hint = field.hint ? `${field.hint}; ${rule}` : rule;
  // An object that may be left out (company, reviewRating): the editor cannot tell "left out" from "half filled", so
  // its fields are asked for without the required mark; the build refuses a half-filled one, naming the field.
  if (optional && field.widget === 'object' && field.fields) field.fields = field.fields.map(optionalField);
  return field;
}

const optionalField = (f: CmsField): CmsField => (f.default === undefined ? { ...f, required: false } : f);

function shapeOf(name: string, s: z.core.$ZodType, ctx: Context, optional: boolean): Partial<CmsField> {
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return stringField(name, s, ctx);
    case 'number':
      return numberField(s);
    case 'boolean':
      return { widget: 'boolean', ...(optional ? {} : { default: false }) };
    case 'enum':
      return { widget: 'select', options: Object.values(d.entries as Record<string, string>) };
    case 'literal':
      // a fixed value (address.country is GB): kept as it is, not asked for
      return { widget: 'hidden', default: (d.values as unknown[])[0] };
    case 'object':
      return { widget: 'object', fields: objectFields(s as z.ZodObject, ctx), collapsed: false };
    case 'record':
      return recordField(name, s, ctx);
    case 'array':
      return listField(name, s, ctx);
    case 'union':
      return unionField(name, s, ctx);
    case 'pipe':
      return shapeOf(name, d.in, ctx, optional);
    default:
      throw new Error(`The CMS has no field for ${ctx.file}.json ${name}: a zod ${d.type} (shared/cms/fields.ts)`);
  }
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(s: z.ZodObject, ctx: Context): CmsField[] {
  const value = (ctx.value ?? {}) as Record<string, unknown>;
  return Object.entries(s.shape).map(([k, v]) =>
    cmsField(k, v as z.core.$ZodType, { ...ctx, value: value && typeof value === 'object' ? value[k] : undefined }),
  );
}

function stringField(name: string, s: z.core.$ZodType, ctx: Context): Partial<CmsField> {
  const d = defOf(s);
  const out: Partial<CmsField> = { widget: PROSE.has(name) ? 'text' : 'string' };
  let min = 0;
  let max: number | undefined;
  let lengthMessage: string | undefined;
  // a format of the schema itself (z.email, z.iso.date, z.url)
  if (d.format === 'url') {
    const scheme = d.protocol ? (d.protocol as RegExp).source.replace(/^\^|\$$/g, '') : 'https?';
    const source = `^(${scheme})://\\S+$`;
    out.pattern = [source, patternMessage(source, messageOf(d))];
  } else if (d.pattern) out.pattern = [d.pattern.source, patternMessage(d.pattern.source, messageOf(d))];
  for (const c of checksOf(s)) {
    if (c.check === 'string_format' && c.pattern) {
      const source = (c.pattern as RegExp).source;
      out.pattern = [source, patternMessage(source, messageOf(c))];
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
    } else if (c.check === 'min_length') {
      min = c.minimum;
      lengthMessage ??= messageOf(c) as string | undefined;
    } else if (c.check === 'max_length') {
      max = c.maximum;
      lengthMessage ??= messageOf(c) as string | undefined;
    } else if (c.check === 'length_equals') {
      min = max = c.length;
    }
  }
  if (!out.pattern && (min > 1 || max !== undefined)) {
    const words = max === undefined ? `at least ${min}` : min > 1 ? `${min} to ${max}` : `at most ${max}`;
    out.pattern = [`^[\\s\\S]{${min},${max ?? ''}}$`, lengthMessage ?? `must be ${words} characters long`];
    out.hint = `${words} characters`;
  } else if (!out.pattern && min === 1) {
    // nonEmpty: a value of only spaces is refused by the build (trimmed), so here too
    out.pattern = ['\\S', lengthMessage ?? 'must not be empty'];
  }
  if (out.pattern && !out.hint && out.widget !== 'image' && !out.pattern[0].startsWith('\\S'))
    out.hint = out.pattern[1];
  return out;
}

function numberField(s: z.core.$ZodType): Partial<CmsField> {
  const out: Partial<CmsField> = { widget: 'number', value_type: 'float' };
  let min: number | undefined;
  let max: number | undefined;
  let message: string | undefined;
  for (const c of checksOf(s)) {
    if (c.check === 'number_format' && /int/.test(c.format)) out.value_type = 'int';
    else if (c.check === 'greater_than') {
      min = c.inclusive ? c.value : undefined;
      if (!c.inclusive && c.value === 0) out.hint = 'more than 0';
      message ??= messageOf(c) as string | undefined;
    } else if (c.check === 'less_than') {
      max = c.inclusive ? c.value : undefined;
      message ??= messageOf(c) as string | undefined;
    }
  }
  const p = out.value_type === 'int' && min !== undefined && max !== undefined ? intPattern(min, max) : undefined;
  if (p) {
    out.pattern = [p, message ?? `must be ${min} to ${max}`];
    out.hint = out.pattern[1];
  } else {
    if (min !== undefined) out.min = min;
    if (max !== undefined) out.max = max;
  }
  return out;
}

function recordField(name: string, s: z.core.$ZodType, ctx: Context): Partial<CmsField> {
  // A record's keys are names the code reads (business.json claims); the owner edits the values.
  const value = (ctx.value ?? {}) as Record<string, unknown>;
  const valueSchema = defOf(s).valueType as z.core.$ZodType;
  return {
    widget: 'object',
    collapsed: true,
    fields: Object.keys(value).map((k) => cmsField(k, valueSchema, { ...ctx, value: value[k] })),
  };
}

function listField(name: string, s: z.core.$ZodType, ctx: Context): Partial<CmsField> {
  const d = defOf(s);
  const element = d.element as z.core.$ZodType;
  const out: Partial<CmsField> = { widget: 'list' };
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') out.min = c.minimum;
    else if (c.check === 'max_length') out.max = c.maximum;
    else if (c.check === 'length_equals') out.min = out.max = c.length;
  }
  const e = unwrap(element).inner;
  const ed = defOf(e);
  const sample = Array.isArray(ctx.value) ? ctx.value[0] : undefined;
  if (ed.type === 'enum') {
    // a list of allowed values (days, actions): one select that takes several
    return { ...out, widget: 'select', multiple: true, options: Object.values(ed.entries as Record<string, string>) };
  }
  if (ed.type === 'object') {
    const fields = objectFields(e as z.ZodObject, { ...ctx, value: sample });
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
  if (ed.type === 'union' && ed.discriminator) {
    return { ...out, collapsed: true, ...unionField(name, e, ctx) };
  }
  return { ...out, field: cmsField(singular(name), element, { ...ctx, value: sample }) };
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

function unionField(name: string, s: z.core.$ZodType, ctx: Context): Partial<CmsField> {
  const d = defOf(s);
  const options = d.options as z.core.$ZodType[];
  if (d.discriminator) {
    // sections of a service page: one kind each, the kind named by `kind`
    const key = d.discriminator as string;
    return {
      widget: 'list',
      typeKey: key,
      summary: '{{fields.heading}}',
      types: options.map((o) => {
        const shape = (o as z.ZodObject).shape;
        const kind = String(defOf(shape[key] as z.core.$ZodType).values[0]);
        const fields = objectFields(o as z.ZodObject, ctx).filter((f) => f.name !== key);
        return { name: kind, label: labelOf(kind), widget: 'object', summary: '{{fields.heading}}', fields };
      }),
    };
  }
  // '' or a value of one kind (an https address): a box that may be left empty
  const rest = options.filter((o) => !(defOf(o).type === 'literal' && defOf(o).values[0] === ''));
  if (rest.length !== 1)
    throw new Error(
      `The CMS has no field for ${ctx.file}.json ${name}: a union of ${options.length} (shared/cms/fields.ts)`,
    );
  const one = stringField(name, rest[0], ctx);
  // the refine's message, when there is one, says what is allowed
  const refine = checksOf(s)
    .map(messageOf)
    .find((m) => typeof m === 'string') as string | undefined;
  if (one.pattern) one.pattern = [one.pattern[0], refine ?? one.pattern[1]];
  return { ...one, hint: refine ?? one.hint, required: false };
}
