import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { emit } from '../common/events.ts';
import { safeUrl } from '../../shared/safe-url.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

/** One photo as the page's build passes it: processed image URLs, never the originals. */
export interface Photo {
  src: string;
  /** JPEG srcset; avif and webp are srcsets of those formats */
  srcset?: string;
  sizes?: string;
  avif?: string;
  webp?: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** a large image: the link target without JavaScript, the large view with it */
  full: string;
}
/** Its attributes (interface.ts), and what to show without usable `photos` (not an attribute): the partner bundle's default photos (partner.ts). */
export type GalleryProps = PropsOf<typeof element> & { fallback?: Photo[] };

const warn = (why: string) => console.warn(`[steel] steel-gallery photos ignored: ${why}`);
/** Only classifies: a relative URL is fine wherever the page is (even about:blank, where it cannot resolve). */
const base = 'https://relative.invalid/';

/**
 * One photo as the widget will use it, or undefined (with a warning) when it lacks a src or alt text.
 * Its URLs are followed (the thumbnail is a link to `full`), so they go through safeUrl: only http(s)
 * or relative addresses; a bad `full` falls back to the thumbnail (docs/widgets.md#other-widgets).
 */
function usable(p: Partial<Photo> | null, i: number): Photo | undefined {
  const src = p && typeof p.src == 'string' ? safeUrl(p.src, base, `steel-gallery photo ${i} src`) : undefined;
  if (!p || !src || typeof p.alt != 'string') {
    // safeUrl has said why a src text was refused
    if (typeof p?.src != 'string' || typeof p?.alt != 'string')
      warn(`photo ${i} needs a web address in "src" and a text in "alt"`);
    return undefined;
  }
  const full = typeof p.full == 'string' ? safeUrl(p.full, base, `steel-gallery photo ${i} full`) : undefined;
  return { ...p, src, full: full ?? src, caption: typeof p.caption == 'string' ? p.caption : '' } as Photo;
}

/**
 * Reads the `photos` attribute. Without it the gallery shows `fallback` (nothing on our pages, which
 * always pass their photos; our work in the partner bundle); text that is not a JSON array shows the
 * fallback too, with a console warning saying why, and unusable entries are left out with a warning.
 */
export function parsePhotos(photos: string | undefined, fallback: Photo[] = []): Photo[] {
  if (!photos) return fallback;
  let list: unknown;
  try {
    list = JSON.parse(photos);
  } catch (e) {
    warn(`not JSON (${(e as Error).message}); showing the default photos`);
    return fallback;
  }
  if (!Array.isArray(list)) {
    warn('not a JSON array; showing the default photos');
    return fallback;
  }
  return list.flatMap((p, i) => usable(p, i) ?? []);
}

/** Stands in for a photo that failed to load: an inline <svg>, because a strict CSP may forbid data: images. */
const Unavailable = ({ alt }: { alt: string }) => (
  <svg class="na" role="img" aria-label={`Image unavailable: ${alt}`} viewBox="0 0 400 300">
    <rect width="400" height="300" />
    <path d="M170 110h60v45h-60zm0 35 18-18 14 14 8-8 20 20" />
    <text x="200" y="195" text-anchor="middle">
      Image unavailable
    </text>
  </svg>
);

interface ImgProps {
  p: Photo;
  sizes?: string;
  src: string;
  lazy?: boolean;
  onLoad: () => void;
  onError: () => void;
}
const Img = ({ p, sizes, src, lazy, onLoad, onError }: ImgProps) => (
  <picture>
    {p.avif && <source type="image/avif" srcset={p.avif} sizes={sizes} />}
    {p.webp && <source type="image/webp" srcset={p.webp} sizes={sizes} />}
    <img
      src={src}
      srcset={p.srcset}
      sizes={sizes}
      width={p.width}
      height={p.height}
      alt={p.alt}
      loading={lazy ? 'lazy' : undefined}
      // Thumbnails never outrank the page's text: Chrome would raise the ones on screen to high priority.
      {...(lazy ? { fetchpriority: 'low' } : {})}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
    />
  </picture>
);

export function Gallery({ photos, fallback, container }: GalleryProps & WidgetProps) {
  // Parsed once per value (a warning is said once); new photos start afresh (and close the large view).
  const list = useMemo(() => parsePhotos(photos, fallback), [photos, fallback]);
  return <View key={photos} list={list} container={container} />;
}

/**
 * A grid of thumbnails, each a link to the large image, so it works without JavaScript. With
 * JavaScript a link opens the large view in a modal <dialog> instead: Close, Escape or a click on the
 * backdrop closes it, Previous / Next and the arrow keys move between photos, and focus returns to the
 * thumbnail. A skeleton shimmers behind each image until it loads; one that fails shows a placeholder.
 */
function View({ list, container }: { list: Photo[] } & WidgetProps) {
  /** t<i> / f<i> (thumbnail / large image): 1 loaded, 2 failed */
  const [seen, setSeen] = useState<Record<string, number>>({});
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const n = list.length;
  const mark = (key: string, v: number) => () => setSeen((s) => ({ ...s, [key]: v }));

  useLayoutEffect(() => {
    const d = dialog.current;
    if (index == null || !d || d.open) return;
    d.showModal();
    closer.current?.focus();
    emit(container, 'steel-gallery-open', { index, photo: list[index] });
  }, [index, list, container]);

  const open = (e: MouseEvent, i: number) => {
    // A modified click still opens the image in a new tab or window.
    if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    opener.current = e.currentTarget as HTMLElement;
    setIndex(i);
  };
  const go = (step: number) => index != null && setIndex((index + step + n) % n);
  const onClosed = () => {
    setIndex(null);
    emit(container, 'steel-gallery-close', { index });
    opener.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (step) go(step);
    else if (e.key == 'Escape') {
      e.preventDefault();
      dialog.current!.close();
    }
  };

  const p = index == null ? null : list[index];
  const frame = (key: string) => `frame${seen[key] ? ' done' : ''}`;
  return (
    <div class="wrap">
      <ul class="grid" part="grid">
        {list.map((photo, i) => (
          <li key={i}>
            <figure>
              <a class="thumb" part="thumb" href={photo.full} onClick={(e) => open(e, i)}>
                <span class={frame(`t${i}`)}>
                  {seen[`t${i}`] == 2 ? (
                    <Unavailable alt={photo.alt} />
                  ) : (
                    <Img
                      p={photo}
                      src={photo.src}
                      sizes={photo.sizes}
                      lazy
                      onLoad={mark(`t${i}`, 1)}
                      onError={mark(`t${i}`, 2)}
                    />
                  )}
                </span>
              </a>
              <figcaption part="caption">{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* The dialog's own keys (arrows between photos) and a click on its backdrop (a mouse shortcut for Close,
          which Escape and the Close button give the keyboard) are handled where they happen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        class="lightbox"
        part="dialog"
        aria-labelledby="lb-caption"
        onClose={onClosed}
        onKeyDown={onKey}
        onClick={(e) => e.target == e.currentTarget && dialog.current!.close()}
      >
        {p && (
          <div class="box">
            <div class="bar">
              <p id="lb-caption">{p.caption}</p>
              <button ref={closer} type="button" class="btn" onClick={() => dialog.current!.close()}>
                Close
              </button>
            </div>
            <div key={index} class={`${frame(`f${index}`)} big`}>
              {seen[`f${index}`] == 2 ? (
                <Unavailable alt={p.alt} />
              ) : (
                <Img p={p} src={p.full} sizes="92vw" onLoad={mark(`f${index}`, 1)} onError={mark(`f${index}`, 2)} />
              )}
            </div>
            {n > 1 && (
              <div class="bar">
                <button type="button" class="btn btn-outline" onClick={() => go(-1)}>
                  <span aria-hidden="true">←</span> Previous<span class="sr-only"> photo</span>
                </button>
                <span>
                  {index! + 1} of {n}
                </span>
                <button type="button" class="btn btn-outline" onClick={() => go(1)}>
                  Next<span class="sr-only"> photo</span> <span aria-hidden="true">→</span>
                </button>
              </div>
            )}
          </div>
        )}
      </dialog>
    </div>
  );
}
