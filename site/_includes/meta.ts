import { pageByKey, site } from './data.ts';
import { ogCard, DEFAULT_OG } from './images.ts';
import type { PageMeta } from './layout/Base.tsx';

/** Page metadata from shared/data/pages.json, with its social card. */
export async function pageMeta(key: string, extra: Partial<PageMeta> = {}): Promise<PageMeta> {
  const p = pageByKey(key);
  const photo = p.ogImage ?? DEFAULT_OG;
  return {
    url: p.url,
    title: p.title,
    description: p.description,
    keywords: p.keywords,
    ogImage: await ogCard(photo, key),
    ogImageAlt: `${site.business.brand}: ${p.navLabel}`,
    indexable: p.indexable,
    ...extra,
  };
}
