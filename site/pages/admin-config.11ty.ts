import { ADMIN_URL, adminConfig } from '../_includes/admin.ts';

/** The editor's configuration, made from the schemas (site/_includes/admin.ts); site/admin/cms.js reads it. */
export const data = { permalink: `${ADMIN_URL}config.json`, eleventyExcludeFromCollections: true };

export function render() {
  return `${JSON.stringify(adminConfig(), null, 1)}\n`;
}
