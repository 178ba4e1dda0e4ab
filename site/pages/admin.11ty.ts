import { ADMIN_URL, adminCsp } from '../_includes/admin.ts';
import { site } from '../_includes/data.ts';

/**
 * The owner's editor (docs/cms.md): Decap CMS over the data files. Not linked from the site, not indexed, with its
 * own policy (adminCsp, also in its header rule) and its own scripts: no other page changes.
 */
export const data = { permalink: `${ADMIN_URL}index.html`, eleventyExcludeFromCollections: true };

export function render() {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminCsp.replace(/; frame-ancestors [^;]*/, '')}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Edit the site: ${site.business.brand}</title>
<script src="${ADMIN_URL}manual-init.js"></script>
<script src="${ADMIN_URL}decap/decap-cms.js"></script>
<script type="module" src="${ADMIN_URL}cms.js"></script>
</head><body><noscript>The editor needs JavaScript.</noscript></body></html>
`;
}
