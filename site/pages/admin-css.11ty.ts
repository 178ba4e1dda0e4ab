import { ADMIN_URL } from '../_includes/admin.ts';
import { siteCssSource } from '../_includes/site-css.ts';

/**
 * The whole site stylesheet as its files read (site/_includes/site-css.ts), for the editor's previews: site/admin/cms.js
 * registers it as their style. Not minified: only the editor loads it.
 */
export const data = { permalink: `${ADMIN_URL}site.css`, eleventyExcludeFromCollections: true };

export function render() {
  return siteCssSource();
}
