import { imageSet } from '../images.ts';

interface Props {
  src: string;
  alt: string;
  sizes: string;
  /** the LCP image: loaded eagerly with high priority; every other image is lazy */
  priority?: boolean;
  class?: string;
}

/** A responsive <picture> (AVIF, JPEG) with width and height, so nothing shifts while it loads. */
export function Picture({ src, alt, sizes, priority = false, class: cls }: Props) {
  const set = imageSet(src);
  const jpeg = set.jpeg;
  const fallback = jpeg[jpeg.length - 1];
  return (
    <picture class={cls}>
      <source type="image/avif" srcset={set.avif.map((s) => s.srcset).join(', ')} sizes={sizes} />
      <img
        src={fallback.url}
        srcset={jpeg.map((s) => s.srcset).join(', ')}
        sizes={sizes}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        {...(priority ? { fetchpriority: 'high' } : {})}
      />
    </picture>
  );
}
