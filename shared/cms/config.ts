import type * as z from 'zod';
import { cmsField, labelOf, objectFields, type CmsField } from './fields.ts';
import { jsonOf } from '../schema/json-schema.ts';
import type { Backend } from './backend.ts';

/**
 * The Decap CMS configuration (/admin/config.yml, docs/cms.md), made at build time from the data files' schemas:
 * one collection per data file, each with one entry, the file itself.
 */
export const COLLECTION_LABELS: Record<string, string> = {
  business: 'Business facts',
  services: 'Services',
  pages: 'Pages: titles and descriptions',
  copy: "Pages' text",
  reviews: 'Reviews',
  faq: 'FAQ',
  gallery: 'Gallery',
  team: 'Team',
  areas: 'Areas',
  pricing: 'Calculator prices',
  'quote-form': 'Quote form options',
  'contact-form': 'Contact form options',
  uploads: 'File uploads',
  'service-names': 'Same service in each list',
  legal: 'Privacy and terms',
  'landing-pages': 'Landing pages',
};

/** One item of a file that is a list (reviews.json is a list of reviews): its name on the Add button. */
const ITEM_LABELS: Record<string, string> = {
  services: 'Service',
  pages: 'Page',
  reviews: 'Review',
  faq: 'Category',
  gallery: 'Photo',
  team: 'Person',
  'landing-pages': 'Landing page',
};

/**
 * Each file's format, named with the file (json-list-reviews): a file that is a list at the top is edited as an object
 * with one field, `items`, since Decap edits objects; site/admin/cms.js reads and writes both kinds.
 */
export const LIST_FORMAT = 'json-list';
export const OBJECT_FORMAT = 'json-object';

export type { Backend } from './backend.ts';

export interface ConfigInput {
  schemas: Record<string, z.core.$ZodType>;
  /** today's data, for the names of a record's keys (business.json claims) */
  data: Record<string, unknown>;
  backend: Backend;
  /** decap-server's address for `npm run cms` (Decap uses it only on a page served from this computer) */
  localBackend: string;
  /** the data folder, relative to the repository */
  dataFolder: string;
}

export function cmsConfig(input: ConfigInput) {
  const collections = Object.entries(input.schemas).map(([name, schema]) => {
    const isList = jsonOf(schema).type === 'array';
    const ctx = { file: name, value: input.data[name] };
    let fields: CmsField[];
    if (isList) {
      const list = cmsField('items', schema, ctx);
      const item = ITEM_LABELS[name] ?? 'Item';
      fields = [{ ...list, label: COLLECTION_LABELS[name] ?? labelOf(name), label_singular: item }];
      if (name === 'reviews') fields[0].add_to_top = true; // newest first
    } else fields = objectFields(schema as z.ZodObject, ctx);
    return {
      name,
      label: COLLECTION_LABELS[name] ?? labelOf(name),
      format: `${isList ? LIST_FORMAT : OBJECT_FORMAT}-${name}`,
      extension: 'json',
      files: [
        {
          name,
          label: COLLECTION_LABELS[name] ?? labelOf(name),
          file: `${input.dataFolder}/${name}.json`,
          fields,
        },
      ],
      editor: { preview: ['services', 'reviews', 'business', 'landing-pages'].includes(name) },
    };
  });
  return {
    backend: input.backend,
    local_backend: { url: input.localBackend },
    // Photos go to the folder of the field that asks for them (fields.ts PHOTO_FOLDERS); this is the rest's.
    media_folder: 'site/images/gallery',
    public_folder: 'images/gallery',
    // uploaded files' names become lower-case ASCII slugs, as the photo paths' pattern wants
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: '/',
    display_url: '/',
    collections,
  };
}

/**
 * Every field path of a config's fields, for the test that it covers the schema: `items.*.rating` is the rating of
 * each review; `paragraphs.*` each paragraph of a list of text.
 */
export function fieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => pathsOf(f, prefix ? `${prefix}.${f.name}` : f.name));
}

function pathsOf(f: CmsField, path: string): string[] {
  return [
    path,
    ...(f.fields ? fieldPaths(f.fields, f.widget === 'list' ? `${path}.*` : path) : []),
    ...(f.types ?? []).flatMap((t) => fieldPaths(t.fields ?? [], `${path}.*`)),
    ...(f.field ? pathsOf(f.field, `${path}.*`) : []),
  ];
}
