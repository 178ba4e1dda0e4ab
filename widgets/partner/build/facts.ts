/**
 * Live facts, the build side (docs/widgets.md "Live facts"; the browser side is facts.ts). What partner widgets
 * read from the business data, as one file our host serves at FACTS_URL from the data of each build, and as
 * the copy a release carries (CARRIED, written by `npm run release`), which the partner build bundles instead
 * of shared/data: so a fact changed in the data changes no partner file, and needs no release.
 */
import { readData, type DataName } from '../../../shared/data/load.ts';
import { FACTS_VERSION } from '../loader/host-files.ts';

/**
 * What partner code may read, by data file: these fields, or the whole file ('*'). A field one level down
 * ("calculator.disclaimer") keeps the rest of its object out of the bundles and the facts file. The partner build
 * refuses an import of anything else (esbuild-plugins.ts carriedFacts), so this list cannot fall behind the widgets.
 */
export const liveFields: Partial<Record<DataName, readonly string[] | '*'>> = {
  business: ['brand', 'email', 'phone', 'chat', 'formEndpoint'],
  pricing: '*',
  copy: ['calculator.disclaimer'],
  'quote-form': '*',
  'contact-form': '*',
  'service-names': '*',
  uploads: '*',
  faq: '*',
};
/** The gallery's default photos (scripts/partner-photos.ts) are live too, under this name. */
export const PHOTOS = 'gallery-photos';
/** The facts of the newest release's day, which its partner files carry. */
export const CARRIED = 'widgets/partner/carried-facts.json';

export type Facts = { v: number } & Record<string, unknown>;

/** The live facts of the data set being built (validated by each file's schema), with the gallery's photos. */
export function liveFacts(photos: unknown): Facts {
  const facts: Facts = { v: FACTS_VERSION };
  for (const [name, fields] of Object.entries(liveFields)) {
    const data = readData(name as DataName) as Record<string, unknown>;
    facts[name] = fields === '*' ? data : pick(data, fields);
  }
  facts[PHOTOS] = photos;
  return facts;
}

/** The fields named ("phone", "calculator.disclaimer") of `data`, in their places. */
function pick(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const [top, sub] = field.split('.');
    if (sub === undefined) out[top] = data[top];
    else ((out[top] ??= {}) as Record<string, unknown>)[sub] = (data[top] as Record<string, unknown>)[sub];
  }
  return out;
}
