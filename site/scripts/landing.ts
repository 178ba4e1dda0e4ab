// A campaign landing page's note that its offer has ended (docs/widgets.md "Landing pages"): shown once the offer's
// last day is past where the visitor is, until the next build answers the address with a redirect. The headline and
// intro are chosen earlier, while the page is parsed (site/scripts/landing-choice.ts).
import { hasEnded, localDay } from '../../shared/landing.ts';

const ended = document.querySelector<HTMLElement>('.offer-ended[data-ends]');
if (ended?.dataset.ends && hasEnded({ ends: ended.dataset.ends ?? '' }, localDay(new Date()))) ended.hidden = false;
