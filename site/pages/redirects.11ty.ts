import { buildDay, endedLandingPages } from '../_includes/data.ts';
import { endedRedirects } from '../../shared/landing.ts';

/**
 * Netlify / Cloudflare Pages redirects; the nginx example is made from the same list (site/_includes/nginx.ts). A
 * landing page whose offer has ended goes to its service page (docs/cms.md "Landing pages"), and a refresh page
 * stands at its address for hosts without redirects (landing-ended.11ty.ts).
 */
export const redirects: { from: string; to: string; status: number }[] = [
  { from: '/project-gallery', to: '/', status: 301 },
  ...endedRedirects(endedLandingPages, buildDay),
];

export const data = { permalink: '/_redirects' };

export function render() {
  return redirects.map((r) => `${r.from}  ${r.to}  ${r.status}\n`).join('');
}
