import { shownAlt } from '../../shared/schema/content.ts';
import { site } from './data.ts';
import { imageSet } from './images.ts';
import type { Photo } from '../../widgets/gallery/Gallery.tsx';

/** How wide a thumbnail is shown in the gallery's grid (widgets/gallery/styles.css: 1 to 4 columns). */
export const thumbSizes = '(min-width: 72rem) 23rem, (min-width: 40rem) 45vw, 100vw';

/**
 * What the gallery widget needs of each photo of gallery.json: the processed image URLs (eleventy-img,
 * hashed names under /img/), never the originals. Our gallery page passes them with relative URLs;
 * the partner bundle's default photos (scripts/partner-photos.ts) are the same list with absolute URLs
 * and without the AVIF set, which would double its bytes (docs/widgets.md#other-widgets).
 */
export function galleryPhotos({ origin = '', avif = true } = {}): Photo[] {
  const url = (path: string) => `${origin}${path}`;
  return site.gallery.map((g) => {
    const set = imageSet(g.src);
    const small = set.jpeg[0];
    return {
      src: url(small.url),
      srcset: set.jpeg.map((s) => `${url(s.url)} ${s.width}w`).join(', '),
      ...(avif ? { avif: set.avif.map((s) => `${url(s.url)} ${s.width}w`).join(', ') } : {}),
      sizes: thumbSizes,
      width: small.width,
      height: small.height,
      alt: shownAlt(g),
      caption: g.caption,
      full: url(set.jpeg[set.jpeg.length - 1].url),
    };
  });
}
