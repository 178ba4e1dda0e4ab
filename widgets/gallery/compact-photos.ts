import type { Photo } from './Gallery.tsx';

/**
 * The partner gallery's default photos as the bundle carries them (scripts/partner-photos.ts writes
 * them, widgets/gallery/partner.ts expands them): the image folder's address and the thumbnails' `sizes`
 * once, and per photo its image name (eleventy-img's hash), its JPEG widths, the smallest one's height,
 * alt and caption. Every URL the full list would spell out (src, the srcset's widths, full) follows from
 * those, so about 1 KB gzip of repeated addresses stays out of the partner page. `expandPhotos` gives back
 * the very Photo objects (the build checks that it does).
 */
export interface CompactPhotos {
  /** e.g. `https://www.example.com/img/` */
  dir: string;
  sizes: string;
  /** [name, widths (smallest first), height of the smallest, alt, caption] */
  photos: [string, number[], number, string, string][];
}

export function expandPhotos({ dir, sizes, photos }: CompactPhotos): Photo[] {
  return photos.map(([name, widths, height, alt, caption]) => {
    const url = (w: number) => `${dir}${name}-${w}.jpeg`;
    return {
      src: url(widths[0]),
      srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
      sizes,
      width: widths[0],
      height,
      alt,
      caption,
      full: url(widths[widths.length - 1]),
    };
  });
}

/** The build's side: `photos` (JPEG only, absolute URLs under `dir`) compacted; throws if they do not follow that pattern. */
export function compactPhotos(photos: Photo[], dir: string): CompactPhotos {
  const sizes = photos[0]?.sizes ?? '';
  const compact: CompactPhotos = {
    dir,
    sizes,
    photos: photos.map((p) => {
      const name = p.src.slice(dir.length).replace(/-\d+\.jpeg$/, '');
      const widths = (p.srcset ?? '').split(', ').map((s) => Number(s.slice(s.lastIndexOf(' ') + 1, -1)));
      return [name, widths, p.height, p.alt, p.caption];
    }),
  };
  const back = expandPhotos(compact);
  photos.forEach((p, i) => {
    const keys = Object.keys(p).sort(); // the same fields and values, in any order
    if (JSON.stringify(p, keys) !== JSON.stringify(back[i], keys) || Object.keys(back[i]).length !== keys.length)
      throw new Error(
        `gallery photo ${i} does not fit the compact form:\n${JSON.stringify(p)}\n${JSON.stringify(back[i])}`,
      );
  });
  return compact;
}
