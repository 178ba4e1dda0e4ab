import { ADMIN_URL, adminCsp, backendProblems } from '../_includes/admin.ts';
import { site } from '../_includes/data.ts';
import { escapeHtml as escape } from '../../shared/html.ts';
import { BACKEND_FILE } from '../../shared/cms/backend.ts';

/**
 * The owner's editor (docs/cms.md): Decap CMS over the data files. Not linked from the site, not indexed, with its
 * own policy (adminCsp, also in its header rule) and its own scripts: no other page changes.
 */
export const data = { permalink: `${ADMIN_URL}index.html`, eleventyExcludeFromCollections: true };

/**
 * What the live editor still lacks (site/_includes/admin.ts), said where the owner meets it: site/admin/cms.js leaves
 * Decap unstarted while it shows, except on this computer (`npm run cms`), where nothing of it is needed.
 */
const notSetUp = (problems: typeof backendProblems) =>
  problems.length
    ? `<main id="cms-not-set-up"><h1>The editor is not set up yet</h1>
<p>It cannot sign in on this site until whoever set up the site has finished these steps (docs/cms.md in the
site’s repository, “Editing the live site”), then deployed again:</p>
<ul>${problems.map((p) => `<li>${BACKEND_FILE}: ${p.field}: ${escape(p.problem)}</li>`).join('')}</ul></main>`
    : '';

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
</head><body><noscript>The editor needs JavaScript.</noscript>${notSetUp(backendProblems)}</body></html>
`;
}
