// Site-wide behaviour without an element of its own: close the services dropdown on Escape or an
// outside click, record phone and direction clicks, and log the missing path on the 404 page.
import { track } from '../../shared/analytics.ts';

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    d.open = false;
    d.querySelector('summary')?.focus();
  }
});

document.addEventListener('click', (e) => {
  const target = e.target as Element;
  for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    if (!d.contains(target)) d.open = false;
  }
  const link = target.closest?.('a');
  if (!link) return;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) track('phone_call', { phone_number: href.slice(4), page_path: location.pathname });
  const provider = link.getAttribute('data-directions');
  if (provider === 'google' || provider === 'waze') track('get_directions_click', { provider });
});

if (document.querySelector('[data-not-found]')) console.warn(`404: no page at ${location.pathname}`);
