import { absUrl, endedLandingPages, type LandingPage } from '../_includes/data.ts';
import { endTarget, landingUrl } from '../../shared/landing.ts';
import { escapeHtml as escape } from '../../shared/html.ts';

/**
 * A landing page whose offer has ended (docs/cms.md "Landing pages"): `_redirects` and nginx answer its address with
 * its service page; this refresh page covers hosts without redirects, as /project-gallery's does.
 */
export const data = {
  pagination: { data: 'endedPages', size: 1, alias: 'offer' },
  endedPages: endedLandingPages,
  permalink: (d: { offer: LandingPage }) => `${landingUrl(d.offer.slug)}.html`,
};

export function render({ offer }: { offer: LandingPage }) {
  const to = endTarget(offer)!; // the build refuses an ended page without one (shared/data/rules.ts)
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>This offer has ended</title>
<meta name="robots" content="noindex"><link rel="canonical" href="${escape(absUrl(to))}"><meta http-equiv="refresh" content="0; url=${escape(to)}">
</head><body><p>${escape(offer.headline)}: this offer has ended. <a href="${escape(to)}">See our service page</a>.</p></body></html>`;
}
