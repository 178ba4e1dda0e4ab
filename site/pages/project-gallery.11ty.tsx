import { absUrl } from '../_includes/data.ts';

/** /project-gallery moved to /: `_redirects` answers with a 301 on hosts that read it; this page covers the rest. */
export const data = { permalink: '/project-gallery.html' };

export function render() {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Moved to the home page</title>
<meta name="robots" content="noindex"><link rel="canonical" href="${absUrl('/')}"><meta http-equiv="refresh" content="0; url=/">
</head><body><p>This page has moved to the <a href="/">home page</a>.</p></body></html>`;
}
