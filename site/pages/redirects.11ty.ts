/** Netlify / Cloudflare Pages redirects. */
export const data = { permalink: '/_redirects' };

export function render() {
  return `/project-gallery  /  301\n`;
}
