import Image from '@11ty/eleventy-img';
import sharp from 'sharp';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { site } from './data.ts';
import { encoderOptions, encodeOnRequest } from './image-options.ts';
import { distDir } from '../../shared/data-set.js';

/** Responsive image sets for every photo the data files name, made once per build. */
// AVIF for browsers that take it (most), JPEG for the rest. WebP would add little and double the encoding time.
type Format = 'avif' | 'jpeg';
interface Source {
  url: string;
  width: number;
  height: number;
  srcset: string;
}
export type ImageSet = Record<Format, Source[]>;

const OUT = `${distDir}/site`;
const widthsFor = (src: string) =>
  src.startsWith('images/team/') ? [320, 640] : src.startsWith('images/gallery/') ? [400, 800, 1200] : [480, 960];

function photoList(): { src: string; field: string }[] {
  const list: { src: string; field: string }[] = [];
  for (const [i, s] of site.services.entries())
    list.push({ src: s.hero.image.src, field: `services.json: [${i}].hero.image.src` });
  for (const [i, g] of site.gallery.entries()) list.push({ src: g.src, field: `gallery.json: [${i}].src` });
  for (const [i, t] of site.team.entries()) list.push({ src: t.image.src, field: `team.json: [${i}].image.src` });
  list.push({ src: site.copy.home.hero.image.src, field: 'copy.json: home.hero.image.src' });
  for (const [i, p] of site['landing-pages'].entries())
    list.push({ src: p.image.src, field: `landing-pages.json: [${i}].image.src` });
  return list;
}
export const DEFAULT_OG = 'images/hero/og-default.jpg';

async function processAll() {
  const map = new Map<string, ImageSet>();
  const missing = [...photoList(), { src: DEFAULT_OG, field: 'site/_includes/images.ts' }].filter(
    (p) => !existsSync(`site/${p.src}`),
  );
  if (missing.length) {
    throw new Error(
      `Missing photo files (add the file under site/ or fix the data):\n${missing.map((m) => `  shared/data/${m.field} -> site/${m.src}`).join('\n')}`,
    );
  }
  const unique = [...new Set(photoList().map((p) => p.src))];
  await Promise.all(
    unique.map(async (src) => {
      const meta = await Image(`site/${src}`, {
        widths: widthsFor(src),
        formats: ['avif', 'jpeg'],
        outputDir: `${OUT}/img/`,
        urlPath: '/img/',
        ...encoderOptions,
        transformOnRequest: encodeOnRequest,
      });
      map.set(src, meta as unknown as ImageSet);
    }),
  );
  return map;
}

const images = await processAll();

export function imageSet(src: string): ImageSet {
  const set = images.get(src);
  if (!set) throw new Error(`Image ${src} was not processed; list it in site/_includes/images.ts photoList()`);
  return set;
}

/** A 1200x630 social card cut from a photo; returns its absolute path on the site. */
export async function ogCard(src: string, name: string): Promise<string> {
  // The hash of the photo in the name, so a replaced photo gets a fresh card.
  const hash = createHash('sha256')
    .update(readFileSync(`site/${src}`))
    .digest('hex')
    .slice(0, 8);
  const file = `${OUT}/og/${name}-${hash}.jpg`;
  if (!existsSync(file)) {
    mkdirSync(`${OUT}/og`, { recursive: true });
    await sharp(`site/${src}`).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
  }
  return `/og/${name}-${hash}.jpg`;
}
