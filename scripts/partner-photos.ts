/**
 * The partner gallery's default photos (docs/widgets.md#other-widgets): gallery.json's photos as the
 * build processes them (eleventy-img, hashed names under /img/), with absolute URLs on the live site
 * (business.json `siteUrl`), so `<steel-gallery></steel-gallery>` on a partner's page shows our work
 * without any attribute. Written to dist/partner/gallery-photos.json (the full list, as tests read it), then,
 * compacted (widgets/gallery/compact-photos.ts: each URL's common parts once), with the other live facts
 * (widgets/partner/live-facts.ts) to dist/site/embed/facts-v<N>.json, where every partner release reads them
 * (a release carries the same, widgets/partner/carried-facts.json: `npm run release`). Run by `npm run build`
 * before tsup. Encoding the photos here is no extra work: Eleventy finds them in dist/site/img and keeps them
 * (scripts/clean.js).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { site } from '../site/_includes/data.ts';
import { galleryPhotos } from '../site/_includes/gallery-photos.ts';
import { compactPhotos } from '../widgets/gallery/compact-photos.ts';
import { distDir } from '../shared/data-set.js';
import { liveFacts } from '../widgets/partner/live-facts.ts';
import { FACTS_URL } from '../widgets/partner/facts-file.ts';

export const PARTNER_PHOTOS = `${distDir}/partner/gallery-photos.json`;

const origin = site.business.siteUrl.replace(/\/$/, '');
const photos = galleryPhotos({ origin, avif: false });
mkdirSync(dirname(PARTNER_PHOTOS), { recursive: true });
writeFileSync(PARTNER_PHOTOS, JSON.stringify(photos));
const compact = compactPhotos(photos, `${origin}/img/`);
console.log(`${photos.length} default gallery photos for partners in ${PARTNER_PHOTOS}`);

const LIVE_FACTS = `${distDir}/site${FACTS_URL}`;
mkdirSync(dirname(LIVE_FACTS), { recursive: true });
writeFileSync(LIVE_FACTS, JSON.stringify(liveFacts(compact)));
console.log(`live facts for partner pages in ${LIVE_FACTS}`);
