/**
 * The partner gallery's default photos (docs/widgets.md#other-widgets): gallery.json's photos as the
 * build processes them (eleventy-img, hashed names under /img/), with absolute URLs on the live site
 * (business.json `siteUrl`), so `<steel-gallery></steel-gallery>` on a partner's page shows our work
 * without any attribute. Written to dist/partner/gallery-photos.json (the full list, as tests read it), then,
 * compacted (widgets/gallery/compact-photos.ts: each URL's common parts once), with the other live facts
 * (widgets/partner/build/facts.ts) to dist/site/embed/facts-v<N>.json, where every partner release reads them
 * (a release carries the same, widgets/partner/carried-facts.json: `npm run release`), and the live reserve
 * rules made from them (widgets/partner/build/reserve.ts) to dist/site/embed/reserve-v<N>.css. Run by `npm run build`
 * before tsup. Encoding the photos here is no extra work: Eleventy finds them in dist/site/img and keeps them
 * (scripts/clean.js).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { site } from '../site/_includes/data.ts';
import { galleryPhotos } from '../site/_includes/gallery-photos.ts';
import { compactPhotos } from '../widgets/gallery/compact-photos.ts';
import { distDir } from '../shared/data-set.js';
import { liveFacts } from '../widgets/partner/build/facts.ts';
import { FACTS_URL, RESERVE_URL } from '../widgets/partner/loader/host-files.ts';
import { PLACEHOLDER_ITEMS, placeholderItems } from '../widgets/partner/build/placeholder-items.ts';
import { readReserveTable, reserveCss, reservedTags, snippetReserveFile } from '../widgets/partner/build/reserve.ts';

export const PARTNER_PHOTOS = `${distDir}/partner/gallery-photos.json`;

const origin = site.business.siteUrl.replace(/\/$/, '');
const photos = galleryPhotos({ origin, avif: false });
mkdirSync(dirname(PARTNER_PHOTOS), { recursive: true });
writeFileSync(PARTNER_PHOTOS, JSON.stringify(photos));
const compact = compactPhotos(photos, `${origin}/img/`);
console.log(`${photos.length} default gallery photos for partners in ${PARTNER_PHOTOS}`);

const LIVE_FACTS = `${distDir}/site${FACTS_URL}`;
mkdirSync(dirname(LIVE_FACTS), { recursive: true });
const facts = liveFacts(compact);
writeFileSync(LIVE_FACTS, JSON.stringify(facts));
console.log(`live facts for partner pages in ${LIVE_FACTS}`);

// The space each partner widget keeps, from its measured first renders and today's facts (docs/widgets.md
// "Reserved space"): live like the facts, so a fifth FAQ question is room the FAQ keeps from the next build on.
const table = readReserveTable();
writeFileSync(`${distDir}/site${RESERVE_URL}`, reserveCss(table, facts) + '\n');
// Each widget's own rules, which its snippet carries inline (widgets/partner/snippet.ts): /embed and the tests read them.
for (const tag of reservedTags()) {
  mkdirSync(dirname(snippetReserveFile(tag)), { recursive: true });
  writeFileSync(snippetReserveFile(tag), reserveCss(table, facts, [tag]));
}
// What each widget's placeholder lists (widgets/partner/build/fallback.ts), from today's data.
writeFileSync(PLACEHOLDER_ITEMS, JSON.stringify(await placeholderItems()));
