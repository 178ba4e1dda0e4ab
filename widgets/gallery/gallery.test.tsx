// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import gallery from '../../shared/data/gallery.json';
import { renderMarkup } from '../common/ssr.tsx';
import type { Photo } from './Gallery.tsx';
import { widget } from './widget.ts';
import { named } from './named.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));
/** What the gallery page passes: processed image URLs for each photo of the data set in use. */
const photos: Photo[] = gallery.map((g) => {
  const name = g.src.replace(/^.*\/|\.jpg$/g, '');
  const set = (ext: string) => [400, 800, 1200].map((w) => `/img/${name}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `/img/${name}-400.jpeg`,
    srcset: set('jpeg'),
    avif: set('avif'),
    webp: set('webp'),
    sizes: '(min-width: 40rem) 45vw, 100vw',
    width: 400,
    height: 300,
    alt: g.alt,
    caption: g.caption,
    full: `/img/${name}-1200.jpeg`,
  };
});
const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

async function mount(attrs = `photos="${attr(photos)}"`) {
  document.body.innerHTML = `<steel-gallery ${attrs}></steel-gallery>`;
  await import('./register.ts');
  await tick();
  const el = document.querySelector('steel-gallery') as HTMLElement;
  return { el, root: el.shadowRoot! };
}
const thumbs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLAnchorElement>('a.thumb')];
const dialogOf = (root: ShadowRoot) => root.querySelector('dialog')!;
const button = (root: ShadowRoot, name: RegExp) =>
  [...root.querySelectorAll('dialog button')].find((b) => name.test(b.textContent!)) as HTMLButtonElement;
const caption = (root: ShadowRoot) => root.getElementById(dialogOf(root).getAttribute('aria-labelledby')!)?.textContent;
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const cleanups: (() => void)[] = [];
const events = (el: HTMLElement, name: string) => {
  const seen: CustomEvent[] = [];
  const listen = (e: Event) => e.target === el && seen.push(e as CustomEvent);
  document.addEventListener(name, listen);
  cleanups.push(() => document.removeEventListener(name, listen));
  return seen;
};
afterEach(() => cleanups.splice(0).forEach((f) => f()));

describe('<steel-gallery>', () => {
  it(`renders ${photos.length} lazy thumbnails linking to the large images, with alt text and visible captions`, async () => {
    const { root } = await mount();
    const links = thumbs(root);
    expect(links).toHaveLength(gallery.length);
    links.forEach((a, i) => {
      expect(a.getAttribute('href')).toBe(photos[i].full);
      const img = a.querySelector('picture > img')!;
      expect(img.getAttribute('alt')).toBe(photos[i].alt);
      expect(img.getAttribute('src')).toBe(photos[i].src);
      expect(img.getAttribute('srcset')).toBe(photos[i].srcset);
      expect(img.getAttribute('sizes')).toBe(photos[i].sizes);
      expect([
        img.getAttribute('loading'),
        img.getAttribute('decoding'),
        img.getAttribute('width'),
        img.getAttribute('height'),
      ]).toEqual(['lazy', 'async', '400', '300']);
      expect([...a.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
        ['image/avif', photos[i].avif],
        ['image/webp', photos[i].webp],
      ]);
      expect(a.closest('figure')!.querySelector('figcaption')!.textContent).toBe(photos[i].caption);
    });
    const dialog = dialogOf(root);
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('img'), 'the closed large view holds no image').toBeNull();
    // No layout shift on upgrade: the first client render is the pre-rendered markup.
    const ssr = document.createElement('div');
    ssr.innerHTML = renderMarkup(widget, { photos: JSON.stringify(photos) });
    expect(root.innerHTML).toBe(ssr.innerHTML);
  });

  it('re-renders when the photos attribute changes', async () => {
    const { el, root } = await mount();
    el.setAttribute('photos', JSON.stringify(photos.slice(3, 6)));
    await tick();
    expect(thumbs(root).map((a) => a.querySelector('img')!.alt)).toEqual(photos.slice(3, 6).map((p) => p.alt));
    expect([...root.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(
      photos.slice(3, 6).map((p) => p.caption),
    );
  });

  it('shows a skeleton until an image loads, and a placeholder when one fails', async () => {
    const { root } = await mount();
    const frames = [...root.querySelectorAll('a.thumb .frame')];
    expect(frames.every((f) => !f.classList.contains('done'))).toBe(true);
    frames[0].querySelector('img')!.dispatchEvent(new Event('load'));
    frames[1].querySelector('img')!.dispatchEvent(new Event('error'));
    await tick();
    expect(frames[0].classList.contains('done')).toBe(true);
    expect(frames[0].querySelector('img')).not.toBeNull();
    const failed = thumbs(root)[1];
    expect(failed.querySelector('img')).toBeNull();
    const svg = failed.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toBe(`Image unavailable: ${photos[1].alt}`);
    expect(svg.textContent).toContain('Image unavailable');
    expect(failed.getAttribute('href'), 'the link to the large image stays').toBe(photos[1].full);
  });

  it('opens the large view on the chosen photo, moves with the buttons and arrow keys, closes on Escape and returns focus', async () => {
    const { el, root } = await mount();
    const opened = events(el, 'steel-gallery-open');
    const closed = events(el, 'steel-gallery-close');
    const dialog = dialogOf(root);
    // positions in the data set's list, wrapping as the view does: a photo near the start, then past the first
    const n = photos.length;
    const at = (i: number) => ((i % n) + n) % n;
    const start = Math.min(4, n - 1);
    const thumb = thumbs(root)[start];
    thumb.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    thumb.dispatchEvent(click);
    await tick();
    expect(click.defaultPrevented, 'the link does not navigate').toBe(true);
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe(photos[start].full);
    expect(dialog.querySelector('img')!.getAttribute('alt')).toBe(photos[start].alt);
    expect(caption(root)).toBe(photos[start].caption);
    expect(root.activeElement, 'focus moves to Close').toBe(button(root, /^Close$/));
    expect(opened.map((e) => e.detail)).toEqual([{ index: start, photo: photos[start] }]);

    button(root, /Next/).click();
    await tick();
    expect(caption(root)).toBe(photos[at(start + 1)].caption);
    key(dialog, 'ArrowRight');
    await tick();
    expect(caption(root)).toBe(photos[at(start + 2)].caption);
    for (let i = 0; i < start + 3; i++) {
      key(root.activeElement ?? dialog, 'ArrowLeft');
      await tick();
    }
    expect(caption(root), 'Previous wraps from the first photo to the last').toBe(photos[n - 1].caption);
    button(root, /Previous/).click();
    await tick();
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe(photos[at(-2)].full);
    expect(opened, 'moving between photos is not a new opening').toHaveLength(1);

    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    dialog.dispatchEvent(esc);
    await tick();
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('img')).toBeNull();
    expect(closed.map((e) => e.detail)).toEqual([{ index: at(-2) }]);
    expect(root.activeElement, 'focus returns to the thumbnail that opened it').toBe(thumb);
    expect([...opened, ...closed].every((e) => e.bubbles && e.composed)).toBe(true);
  });

  it('closes with the Close button and on a click on the backdrop', async () => {
    const { el, root } = await mount();
    const closed = events(el, 'steel-gallery-close');
    const dialog = dialogOf(root);
    // the photo a visitor closes with Close (named.ts), then another closed on the backdrop
    const withTheButton = Math.min(named.closedWithTheButton, photos.length - 1);
    const onTheBackdrop = (withTheButton + 1) % photos.length;
    thumbs(root)[withTheButton].click();
    await tick();
    expect(dialog.open).toBe(true);
    expect(caption(root)).toBe(photos[withTheButton].caption);
    dialog.querySelector('img')!.click();
    await tick();
    expect(dialog.open, 'a click inside the view keeps it open').toBe(true);
    button(root, /^Close$/).click();
    await tick();
    expect(dialog.open).toBe(false);
    thumbs(root)[onTheBackdrop].click();
    await tick();
    expect(dialog.open).toBe(true);
    dialog.click(); // the backdrop: the <dialog> itself, outside its content box
    await tick();
    expect(dialog.open).toBe(false);
    expect(closed.map((e) => e.detail)).toEqual([{ index: withTheButton }, { index: onTheBackdrop }]);
  });

  it('leaves modified clicks to the browser (open the image in a new tab)', async () => {
    const { root } = await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    thumbs(root)[1].dispatchEvent(click);
    await tick();
    expect(click.defaultPrevented).toBe(false);
    expect(dialogOf(root).open).toBe(false);
  });

  it('ignores photos that are not a JSON array, saying why in the console, and shows its defaults (none on our pages)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('photos="[{oops"');
    expect(root.querySelector('a.thumb')).toBeNull();
    expect(root.querySelector('[role=alert]'), 'no error fallback: the gallery itself is fine').toBeNull();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^\[steel\] steel-gallery photos ignored: not JSON \(/),
    ]);
    warn.mockRestore();
  });

  it('never follows a javascript: address: such a full image falls back to the thumbnail, such a src drops the photo', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = [
      { ...photos[0], full: 'javascript:alert(1)' },
      { ...photos[1], src: 'javascript:alert(2)' },
      { ...photos[2], full: ' JavaScript:alert(3)' },
    ];
    const { root } = await mount(`photos="${attr(bad)}"`);
    expect(thumbs(root).map((a) => a.getAttribute('href'))).toEqual([photos[0].src, photos[2].src]);
    expect(root.innerHTML).not.toMatch(/javascript:/i);
    expect(warn.mock.calls.length).toBe(3);
    warn.mockRestore();
  });

  it('takes the photos as a property too, as JSON text or as the array itself, and re-renders when they change', async () => {
    const { el, root } = await mount('');
    const gallery = el as HTMLElement & { photos: unknown };
    gallery.photos = photos.slice(0, 2);
    await tick();
    expect(thumbs(root).map((a) => a.getAttribute('href'))).toEqual(photos.slice(0, 2).map((p) => p.full));
    expect(JSON.parse(el.getAttribute('photos')!)).toEqual(photos.slice(0, 2));
    gallery.photos = JSON.stringify(photos.slice(3, 4));
    await tick();
    expect(thumbs(root).map((a) => a.getAttribute('href'))).toEqual([photos[3].full]);
    el.setAttribute('photos', JSON.stringify(photos.slice(5, 8)));
    await tick();
    expect(thumbs(root)).toHaveLength(3);
  });
});
