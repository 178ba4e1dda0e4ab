import { releases, RELEASES_URL } from '../../widgets/releases.ts';

/** The partners' whole changelog, newest first (widgets/releases.ts); /embed shows the newest releases. */
export const data = { permalink: RELEASES_URL, eleventyExcludeFromCollections: true };

export function render() {
  return `${JSON.stringify(releases, null, 1)}\n`;
}
