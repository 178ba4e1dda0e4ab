// Site-wide behaviour without an element of its own: the services dropdown (hover, Escape and outside
// click), phone, chat and direction click events, photos that fail to load, the 404 page's back button and log line. The parts only
// some pages need (map.ts, thank-you.ts, consent.ts) are their own entries, added by the build where used.
import { track } from '../../shared/analytics.ts';

const openDropdowns = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]');

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const d of openDropdowns()) {
    d.open = false;
    d.querySelector('summary')?.focus();
  }
});

document.addEventListener('click', (e) => {
  const target = e.target as Element;
  for (const d of openDropdowns()) if (!d.contains(target)) d.open = false;
  if (target.closest?.('[data-back]')) {
    if (history.length > 1) history.back();
    else location.assign('/');
  }
  const link = target.closest?.('a');
  if (!link) return;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) track('phone_call', { phone_number: href.slice(4), page_path: location.pathname });
  // every chat link (contact cards, form intros, emergency panels); the chat button reports its own from its shadow root
  if (/^(https:\/\/wa\.me\/|whatsapp:)/.test(href)) track('whatsapp_click', { page_path: location.pathname });
  const provider = link.getAttribute('data-directions');
  if (provider === 'google' || provider === 'waze') track('get_directions_click', { provider });
});

// The services dropdown also opens when a mouse rests on it for 100 ms and closes 300 ms after the mouse leaves it
// (the grace lets the pointer cross a gap); click, touch and keyboard work as before. A click on a summary that the
// hover has just opened keeps it open rather than closing it under the pointer.
const HOVER_OPEN_MS = 100;
const HOVER_CLOSE_MS = 300;
for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;
  const later = (ms: number, fn: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  d.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (d.open) return clearTimeout(timer);
    later(HOVER_OPEN_MS, () => {
      openedByHover = true;
      d.open = true;
    });
  });
  d.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (!d.open) return clearTimeout(timer);
    later(HOVER_CLOSE_MS, () => {
      d.open = false;
      openedByHover = false;
    });
  });
  d.querySelector('summary')?.addEventListener('click', (e) => {
    clearTimeout(timer);
    if (openedByHover && d.open) e.preventDefault();
    openedByHover = false;
  });
}

// A photo that fails to load (hero, service, team; the gallery has its own) leaves a labelled box of the same size
// instead of a broken-image icon. Photos that failed before this script ran are found too.
const failed = (img: HTMLImageElement) => {
  const box = img.closest('picture');
  if (!box || box.classList.contains('img-failed')) return;
  box.classList.add('img-failed');
  box.setAttribute('data-unavailable', 'Photo unavailable');
};
document.addEventListener(
  'error',
  (e) => {
    if (e.target instanceof HTMLImageElement) failed(e.target);
  },
  true,
);
for (const img of document.querySelectorAll<HTMLImageElement>('picture img'))
  if (img.complete && img.naturalWidth === 0) failed(img);

for (const b of document.querySelectorAll('[data-back]')) b.setAttribute('data-ready', '');
if (document.querySelector('[data-not-found]')) console.warn(`Page not found: ${location.pathname}`);

// Focus never ends under the fixed bars (WCAG 2.2 SC 2.4.11). The scroll padding in site/styles/utilities.css does it for
// most controls; for a text area the browser scrolls only its caret into view, and a box taller than the
// space between the bars is left wherever "nearest" puts it. After the browser's own scroll, whatever still
// reaches into the padding is scrolled clear (never past its own top); a tall box shows from its top.
const clearOfBars = () => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body || el.localName === 'main') return;
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  const r = el.getBoundingClientRect();
  const by = r.height > bottom - top ? r.top - top : Math.min(r.bottom - bottom, r.top - top);
  if (by > 0 || (r.height > bottom - top && by < 0)) scrollBy({ top: by, behavior: 'instant' });
};
const onFocus = () => requestAnimationFrame(clearOfBars);
document.addEventListener('focusin', onFocus);
// Focus moving inside a widget's shadow root never reaches the document (both ends retarget to the host).
for (const el of document.querySelectorAll('*')) el.shadowRoot?.addEventListener('focusin', onFocus);
