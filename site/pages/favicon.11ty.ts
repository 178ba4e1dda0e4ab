import { faviconIco } from '../_includes/favicon-ico.ts';

/** /favicon.ico for whatever asks for it by name (site/_includes/favicon-ico.ts). */
export const data = { permalink: '/favicon.ico', eleventyExcludeFromCollections: true };

// async: Eleventy writes a Buffer an async render returns as it is (a synchronous one has been seen to corrupt it)
export async function render() {
  return faviconIco();
}
