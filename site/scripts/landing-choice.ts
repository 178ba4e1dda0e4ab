// A campaign landing page's headline and intro for this visit (docs/widgets.md "Landing pages"), chosen while the
// page is parsed, before its first paint: the A/B variant at random, the headline for the ad's parameter when its
// value is one the marketer listed. Inlined in the page right after its hero (site/_includes/landing-choice.ts),
// because the page's modules start only after the first contentful paint: chosen there, a visit shown another
// headline would first see variant A's, then a new largest paint. Nothing is stored; nothing from the address is
// written into the page (every choice is in the page already; this only shows one).
import { chosen, variantOf } from '../../shared/landing.ts';

const root = document.querySelector<HTMLElement>('[data-landing]');
if (root) {
  const variant = variantOf(Math.random(), root.querySelector('[data-variant="b"]') !== null);
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
