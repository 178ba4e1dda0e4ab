/**
 * Where an enquiry came from, as the page a widget sends from knows it (shared/attribution.ts has the rules;
 * docs/widgets.md "Where an enquiry came from"). The partner build sets `import.meta.env.STEEL_PARTNER`
 * (tsup.config.ts): there the page is a partner's, named in the enquiry, and the landing kept on our pages is never
 * read, so that code is left out of the release.
 */
import { campaignOf, onlyCarried, sourceOf, type Source } from '../../shared/attribution.ts';

/**
 * The first landing of a visit on our pages, kept in this tab's storage only with analytics consent
 * (site/scripts/consent.ts writes and clears it): without consent nothing is written to the device, and the
 * landing still reaches the next page through its referrer.
 */
export const LANDING_KEY = 'steel-landing';

/** The kept landing, only its named fields; empty when there is none or storage is blocked. */
export const kept = (): Source => {
  try {
    return onlyCarried(JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? 'null'));
  } catch {
    return {}; // storage blocked or not ours: the referrer still says what it can
  }
};

/** What an enquiry sent from this page now carries; on a campaign landing page of ours, its campaign too. */
export const source = (): Source =>
  import.meta.env.STEEL_PARTNER
    ? sourceOf(location.href, document.referrer, null, true)
    : { ...sourceOf(location.href, document.referrer, kept()), ...campaignHere() };

/**
 * On a campaign landing page of ours, its campaign (site/_includes/layout/Base.tsx names it, the page's inline script sets the variant; read here
 * without importing it, which would reorder the partner release's modules though the release never calls this).
 */
const campaignHere = (): Source => {
  const meta = document.querySelector('meta[name="steel-campaign"]');
  return campaignOf(meta?.getAttribute('content'), location.pathname, meta?.getAttribute('data-variant'));
};
