/**
 * Where an enquiry came from (docs/widgets.md "Where an enquiry came from"): the campaign parameters and ad click
 * identifiers of the page the visitor landed on, that page's path, the referring site's host and, on a partner's
 * page, that page. Only the parameters named in CARRIED_PARAMS are ever read: no other part of an address, nothing
 * personal. Pure: the widgets pass the page's address, its referrer and the landing kept for the visit
 * (widgets/common/attribution.ts); the same names are the form endpoint's fields (docs/form-endpoint.md).
 */

/** The query parameters an enquiry carries, and the only ones: campaign tags, then ad click identifiers. */
export const CARRIED_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
] as const;

/** Beside the parameters: the landing page's path, the referring site's host, a partner page's host and path. */
const PLACES = ['landing_page', 'referrer_host', 'partner_page'] as const;

/**
 * On a campaign landing page of ours (docs/widgets.md "Landing pages"): its campaign's name, its path and the A/B
 * variant the visit was shown. Our pages only: the partner release never reads them.
 */
export const CAMPAIGN_FIELDS = ['campaign', 'campaign_page', 'variant'] as const;

export type SourceField = (typeof CARRIED_PARAMS)[number] | (typeof PLACES)[number] | (typeof CAMPAIGN_FIELDS)[number];
/** Field name to value, in the order of SOURCE_FIELDS; a field with nothing to say is absent. */
export type Source = Partial<Record<SourceField, string>>;

/** Every field an enquiry can carry: the form endpoint's field names (docs/form-endpoint.md). */
export const SOURCE_FIELDS: readonly SourceField[] = [...CARRIED_PARAMS, ...PLACES];

/** `keys` of `o`, each on one line of at most 200 characters (a value from an address never starts a mail line), none empty. */
const pick = (o: unknown, keys: readonly string[]): Source =>
  Object.fromEntries(
    keys
      .map((k) => [
        k,
        String((o as Record<string, unknown> | null)?.[k] ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 200),
      ])
      .filter((e) => e[1]),
  );

/** Only the fields an enquiry carries (also for what is read back from storage). */
export const onlyCarried = (o: unknown) => pick(o, SOURCE_FIELDS);

const parse = (href: string) => {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
};
const some = (s: Source) => Object.keys(s).length > 0;

/**
 * The landing of a visit as one page sees it: its own parameters, or, when it was opened from a page of the same
 * site whose address carried some (the site's Referrer-Policy keeps same-origin addresses whole), that page's.
 * A referrer on another site gives its host. Nothing to say (no parameter, no other site): empty.
 */
export function landingOf(page: string, referrer = ''): Source {
  const here = parse(page);
  const from = parse(referrer);
  const inside = from?.origin === here?.origin;
  const tags = (u?: URL) => pick(u && Object.fromEntries(u.searchParams), CARRIED_PARAMS);
  const at = inside && some(tags(from)) ? from : here;
  const s: Source = { ...tags(at), ...(!inside && { referrer_host: from?.host }) };
  return some(onlyCarried(s)) ? onlyCarried({ ...s, landing_page: at?.pathname }) : {};
}

/**
 * What an enquiry sent from `page` carries: the landing kept for the visit when there is one (our pages, with
 * analytics consent), else the landing this page sees; on a partner's page (`partner`), with that page's host and
 * path as well. Empty when there is nothing to say.
 */
export function sourceOf(page: string, referrer?: string, kept?: unknown, partner?: boolean): Source {
  const k = onlyCarried(kept);
  const s = some(k) ? k : landingOf(page, referrer);
  const here = parse(page);
  return partner && some(s) ? onlyCarried({ ...s, partner_page: here && here.host + here.pathname }) : s;
}

/** A landing page's campaign fields (CAMPAIGN_FIELDS), each on one line of at most 200 characters; empty without a campaign. */
export const campaignOf = (
  campaign: string | null | undefined,
  page: string,
  variant: string | null | undefined,
): Source => (campaign ? pick({ campaign, campaign_page: page, variant: variant || 'a' }, CAMPAIGN_FIELDS) : {});

/** The block at the end of a composed e-mail ("How they found us"), or '' when there is nothing to say. */
export function sourceBlock(s: Source = {}): string {
  // utm_source and gclid as marketers know them; "landing page", "referrer host", "partner page" in words.
  const lines = Object.entries(s).map(([k, v]) => `${k.replace(/_(?=page|host)/, ' ')}: ${v}`);
  return lines.length ? ['How they found us:', ...lines].join('\n') : '';
}
