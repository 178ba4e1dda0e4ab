// A campaign landing page's choices for this visit (docs/widgets.md "Landing pages"), made in the browser without
// storing anything: the A/B variant at random, the headline for the ad's parameter when its value is one the marketer
// listed, and, once the offer's last day is past, the note that says so. Every headline and intro is written in the
// page at build time (site/pages/landing.11ty.tsx); this only shows one, so nothing from the address reaches the page.
import { chosen, hasEnded, localDay, variantOf } from '../../shared/landing.ts';

const root = document.querySelector<HTMLElement>('[data-landing]');
if (root) {
  const hasB = root.querySelector('[data-variant="b"]') !== null;
  const variant = variantOf(Math.random(), hasB);
  // the widgets read it when they send an enquiry or push to the dataLayer (docs/widgets.md "Landing pages")
  document.querySelector('meta[name="steel-campaign"]')?.setAttribute('data-variant', variant);
  for (const group of root.querySelectorAll('.choices')) {
    const items = [...group.children] as HTMLElement[];
    const pick = chosen(
      items.map((i) => ({ value: i.dataset.value, variant: i.dataset.variant })),
      location.search,
      root.dataset.param,
      variant,
    );
    items.forEach((item, i) => item.toggleAttribute('data-off', i !== pick));
  }
}

const ended = document.querySelector<HTMLElement>('.offer-ended[data-ends]');
if (ended?.dataset.ends && hasEnded({ ends: ended.dataset.ends ?? '' }, localDay(new Date()))) ended.hidden = false;
