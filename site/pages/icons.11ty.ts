import { sprite } from '../_includes/components/Icon.tsx';

/** The site's icon sprite (site/_includes/components/Icon.tsx), under /assets/ with the scripts: cached for a year. */
export const data = { permalink: sprite.url, eleventyExcludeFromCollections: true };

export function render() {
  return sprite.svg;
}
