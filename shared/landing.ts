/**
 * Campaign landing pages (docs/cms.md "Landing pages", docs/widgets.md "Landing pages"): their address, when they
 * end and where they go then, and the choices a visit makes without storing anything (the headline for an ad's
 * parameter, the A/B variant). Pure: the build (site/) and the page's scripts (site/scripts/landing-choice.ts, landing.ts) use it.
 */

/** Every landing page is under this prefix; the schema's `slug` is the rest. */
export const LANDING_PREFIX = '/offers/';
export const landingUrl = (slug: string) => `${LANDING_PREFIX}${slug}`;

interface Ending {
  slug: string;
  ends: string;
  redirectTo?: string;
  blocks: readonly { kind: string; service?: string }[];
}

let ukDay: Intl.DateTimeFormat | undefined;
// Made on first use: the page's scripts import this module (landing-choice.ts runs inline before the first paint),
// and a formatter for a time zone is costly to create; only the build calls isoDay.
/**
 * A day as `YYYY-MM-DD` on the business's calendar (UK time: an offer's last day ends at midnight in Kent, not at
 * midnight UTC, an hour later in summer), for the build's day; ISO dates compare as strings.
 */
export const isoDay = (d: Date) =>
  (ukDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(d);

/** An offer has ended once its last day (`ends`) is behind `today`. */
export const hasEnded = (p: { ends: string }, today: string) => today > p.ends;

/**
 * Where a page sends visitors once it has ended: its `redirectTo`, else the service of its first quote form or
 * calculator (the service page nearest to the offer). Undefined when neither names one: the build refuses that page
 * once its date has passed (shared/data/rules.ts).
 */
export function endTarget(p: Ending): string | undefined {
  const slug =
    p.redirectTo ?? p.blocks.find((b) => (b.kind === 'quote' || b.kind === 'calculator') && b.service)?.service;
  return slug && `/${slug}`;
}

/**
 * The redirects a build on `today` writes for the pages that have ended: 302, since the marketer may bring an offer
 * back by moving its date, and a browser keeps a 301 for good.
 */
export function endedRedirects(pages: readonly Ending[], today: string) {
  return pages
    .filter((p) => hasEnded(p, today) && endTarget(p))
    .map((p) => ({ from: landingUrl(p.slug), to: endTarget(p)!, status: 302 }));
}

/** The day of `d` where the visitor is, as `YYYY-MM-DD` (their calendar says when an offer is over). */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** One headline or intro a page may show: for a value of the ad's parameter, or for a variant. */
export interface Choice {
  value?: string;
  variant?: string;
}

/**
 * Which of a page's choices a visit shows (their index): the one for the parameter's value when the marketer listed
 * that value, word for word; else the variant's; else the first. The value is only compared, never shown or kept.
 */
export function chosen(choices: readonly Choice[], search: string, param: string | undefined, variant: string): number {
  const value = param ? new URLSearchParams(search).get(param) : null;
  const byValue = value === null ? -1 : choices.findIndex((c) => c.value !== undefined && c.value === value);
  if (byValue >= 0) return byValue;
  const byVariant = choices.findIndex((c) => c.variant === variant);
  return byVariant >= 0 ? byVariant : 0;
}

/** The variant of a visit, chosen at random each load (nothing stored): 'a' or 'b'. */
export const variantOf = (random: number, hasB: boolean): 'a' | 'b' => (hasB && random >= 0.5 ? 'b' : 'a');
