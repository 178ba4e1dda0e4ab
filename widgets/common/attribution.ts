/**
 * Where an enquiry came from, as the page a widget sends from knows it (shared/attribution.ts has the rules;
 * docs/widgets.md "Where an enquiry came from"). The partner build sets `import.meta.env.STEEL_PARTNER`
 * (tsup.config.ts): there the page is a partner's, named in the enquiry, and the landing kept on our pages is never
 * read, so that code is left out of the release.
 */
import { landingOf, onlyCarried, sourceOf, type Source } from '../../shared/attribution.ts';

/**
 * The first landing of a visit on our pages, kept in this tab's storage only with analytics consent
 * (site/scripts/consent.ts writes and clears it): without consent nothing is written to the device, and the
 * landing still reaches the next page through its referrer.
 */
export const LANDING_KEY = 'steel-landing';

const kept = (): Source => {
  try {
    return onlyCarried(JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? 'null'));
  } catch {
    return {}; // storage blocked or not ours: the referrer still says what it can
  }
};

/** What an enquiry sent from this page now carries. */
export const source = (): Source =>
  import.meta.env.STEEL_PARTNER
    ? sourceOf(location.href, document.referrer, null, true)
    : sourceOf(location.href, document.referrer, kept());

/** Keeps this visit's landing if none is kept yet (call only with analytics consent); false when nothing was kept. */
export function keepLanding(): boolean {
  try {
    if (Object.keys(kept()).length) return false;
    const s = landingOf(location.href, document.referrer);
    if (!Object.keys(s).length) return false;
    sessionStorage.setItem(LANDING_KEY, JSON.stringify(s));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kept landing (consent withdrawn). */
export function forgetLanding(): void {
  try {
    sessionStorage.removeItem(LANDING_KEY);
  } catch {
    /* nothing kept */
  }
}
