import { imageSet } from '../images.ts';
import { shownAlt, type PlaceholderSubject } from '../../../shared/schema/content.ts';

interface Props {
  src: string;
  alt: string;
  /** set while the file is a generated drawing: the alt text then says it is an example (shownAlt) */
  placeholder?: PlaceholderSubject;
  sizes: string;
  /** the LCP image: loaded eagerly with high priority; every other image is lazy */
  priority?: boolean;
  /** the image shows only where this media query matches (CSS hides it elsewhere): elsewhere a blank pixel stands in, so nothing is fetched */
  media?: string;
  class?: string;
}

/** The smallest transparent GIF. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A responsive <picture> (AVIF, JPEG) with width and height, so nothing shifts while it loads. */
export function Picture({ src, alt, placeholder, sizes, priority = false, media, class: cls }: Props) {
  const set = imageSet(src);
  const jpeg = set.jpeg;
  const fallback = jpeg[jpeg.length - 1];
  return (
    <picture class={cls}>
      {/* a width and sizes, like its siblings: the Nu checker asks every source of a picture to use the same form */}
      {media && <source media={`not all and ${media}`} srcset={`${BLANK} 1w`} sizes="1px" />}
      <source type="image/avif" srcset={set.avif.map((s) => s.srcset).join(', ')} sizes={sizes} />
      <img
        src={fallback.url}
        srcset={jpeg.map((s) => s.srcset).join(', ')}
        sizes={sizes}
        width={fallback.width}
        height={fallback.height}
        alt={shownAlt({ alt, placeholder })}
        {...(priority ? { fetchpriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
    </picture>
  );
}
