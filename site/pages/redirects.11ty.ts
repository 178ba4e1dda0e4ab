/** Netlify / Cloudflare Pages redirects; the nginx example is made from the same list (site/_includes/nginx.ts). */
export const redirects: { from: string; to: string; status: number }[] = [
  { from: '/project-gallery', to: '/', status: 301 },
];

export const data = { permalink: '/_redirects' };

export function render() {
  return redirects.map((r) => `${r.from}  ${r.to}  ${r.status}\n`).join('');
}
