import { routes, absUrl } from '../_includes/data.ts';

/** /sitemap.xml from the same page list as the sitemap page: every indexable page. */
export const data = { permalink: '/sitemap.xml', eleventyExcludeFromCollections: true };

export function render() {
  const urls = routes.filter((r) => r.indexable).map((r) => `  <url><loc>${absUrl(r.url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
