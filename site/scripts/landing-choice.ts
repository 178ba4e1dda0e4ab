// A campaign landing page's headline and intro for this visit (docs/widgets.md "Landing pages"): the A/B variant at
// random, the headline for the ad's parameter when its value is one the marketer listed. Nothing is stored; nothing
// from the address is written into the page (every choice is in the page already; this only shows one).
//
// Inlined at the top of the page's [data-landing] element, before its hero (site/_includes/landing-choice.ts), and
// chosen as the hero is parsed: the parser can stop for more bytes anywhere (a packet boundary on a slow network)
// and the browser may paint what it has, so a choice made only after the hero could show variant A's headline for a
// frame, then another. Instead each choice is hidden as it is parsed (a MutationObserver's records are taken before
// the browser next renders), and a group shows its chosen one once something follows it in the page. Without
// JavaScript the first choice shows.
import { chosen, variantOf } from '../../shared/landing.ts';

const root = document.currentScript?.parentElement;
if (root?.hasAttribute('data-landing')) {
  const variant = variantOf(Math.random(), root.hasAttribute('data-ab'));
  // the widgets read it when they send an enquiry or push to the dataLayer (docs/widgets.md "Landing pages")
  document.querySelector('meta[name="steel-campaign"]')?.setAttribute('data-variant', variant);

  /** Whether the parser has gone past `el`: a node follows it, or one of its ancestors up to the root. */
  const passed = (el: Element) => {
    for (let n: Element | null = el; n && n !== root.parentElement; n = n.parentElement) if (n.nextSibling) return true;
    return document.readyState !== 'loading';
  };
  const choose = (group: Element) => {
    const items = [...group.children] as HTMLElement[];
    const pick = chosen(
      items.map((i) => ({ value: i.dataset.value, variant: i.dataset.variant })),
      location.search,
      root.dataset.param,
      variant,
    );
    items.forEach((item, i) => item.toggleAttribute('data-off', i !== pick));
    group.setAttribute('data-chosen', '');
  };
  const settle = () => {
    for (const item of root.querySelectorAll('.choices:not([data-chosen]) > [data-choice]'))
      item.setAttribute('data-off', '');
    for (const group of root.querySelectorAll('.choices:not([data-chosen])')) if (passed(group)) choose(group);
  };
  // the root holds the hero alone: past it, nothing more is parsed into it
  const observer = new MutationObserver(settle);
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => (settle(), observer.disconnect()), { once: true });
}
