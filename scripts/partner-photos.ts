/**
 * The partner gallery's default photos (docs/widgets.md#other-widgets): gallery.json's photos as the
 * build processes them (eleventy-img, hashed names under /img/), with absolute URLs on the live site
 * (business.json `siteUrl`), so `<steel-gallery></steel-gallery>` on a partner's page shows our work
 * without any attribute. Written to dist/partner/gallery-photos.json, which widgets/gallery/embed.ts
 * bundles: run by `npm run build` before tsup. Encoding the photos here is no extra work: Eleventy
 * finds them in dist/site/img and keeps them (scripts/clean.js).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { site } from '../site/_includes/data.ts';
import { galleryPhotos } from '../site/_includes/gallery-photos.ts';

export const PARTNER_PHOTOS = 'dist/partner/gallery-photos.json';

const photos = galleryPhotos({ origin: site.business.siteUrl.replace(/\/$/, ''), avif: false });
mkdirSync(dirname(PARTNER_PHOTOS), { recursive: true });
writeFileSync(PARTNER_PHOTOS, JSON.stringify(photos));
console.log(`${photos.length} default gallery photos for partners in ${PARTNER_PHOTOS}`);
