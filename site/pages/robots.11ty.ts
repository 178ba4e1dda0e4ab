import { absUrl } from '../_includes/data.ts';

export const data = { permalink: '/robots.txt' };

export function render() {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absUrl('/sitemap.xml')}\n`;
}
