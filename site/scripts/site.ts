// Site-wide behaviour without an element of its own: the services dropdown's Escape and outside
// click, phone and direction click events, the 404 page's back button and log line. The parts only
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
  if (target.closest?.('[data-back]')) history.length > 1 ? history.back() : location.assign('/');
  const link = target.closest?.('a');
  if (!link) return;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) track('phone_call', { phone_number: href.slice(4), page_path: location.pathname });
  const provider = link.getAttribute('data-directions');
  if (provider === 'google' || provider === 'waze') track('get_directions_click', { provider });
});

document.querySelectorAll('[data-back]').forEach((b) => b.setAttribute('data-ready', ''));
if (document.querySelector('[data-not-found]')) console.warn(`Page not found: ${location.pathname}`);

// Focus never ends under the fixed bars (WCAG 2.2 SC 2.4.11). The scroll padding in site.css does it for
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
document.addEventListener('focusin', () => requestAnimationFrame(clearOfBars));
