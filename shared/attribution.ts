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
export const SOURCE_LABELS = {
  landing_page: 'Landing page',
  referrer_host: 'Referred by',
  partner_page: 'Partner page',
} as const;

export type SourceField = (typeof CARRIED_PARAMS)[number] | keyof typeof SOURCE_LABELS;
/** Field name to value; a field with nothing to say is absent. */
export type Source = Partial<Record<SourceField, string>>;

const FIELDS: readonly string[] = [...CARRIED_PARAMS, ...Object.keys(SOURCE_LABELS)];

/** One line of at most 200 characters: a value from an address can never start a line of its own in the mail. */
const clean = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** Only the named fields, each cleaned, none empty (also for what is read back from storage). */
export function onlyCarried(o: unknown): Source {
  const s: Record<string, string> = {};
  for (const k of FIELDS) {
    const v = clean((o as Record<string, unknown> | null)?.[k]);
    if (v) s[k] = v;
  }
  return s;
}

const parse = (href: string) => {
  try {
    const u = new URL(href);
    return /^https?:$/.test(u.protocol) ? u : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The landing of a visit as one page sees it: its own parameters, or, when it was opened from a page of the same
 * site whose address carried some (the site's Referrer-Policy keeps same-origin addresses whole), that page's.
 * A referrer on another site gives its host. Nothing to say (no parameter, no other site): empty.
 */
export function landingOf(page: string, referrer = ''): Source {
  const here = parse(page);
  if (!here) return {};
  const from = parse(referrer);
  const inside = from?.origin === here.origin;
  const tags = (u: URL) => onlyCarried(Object.fromEntries(CARRIED_PARAMS.map((k) => [k, u.searchParams.get(k)])));
  const before = inside ? tags(from!) : {};
  const at = Object.keys(before).length ? from! : here;
  const s: Source = { ...tags(at), ...(from && !inside && { referrer_host: from.host }) };
  return Object.keys(s).length ? onlyCarried({ ...s, landing_page: at.pathname }) : {};
}

/**
 * What an enquiry sent from `page` carries: the landing kept for the visit when there is one (our pages, with
 * analytics consent), else the landing this page sees; on a partner's page (`partner`), with that page's host and
 * path as well. Empty when there is nothing to say.
 */
export function sourceOf(page: string, referrer?: string, kept?: unknown, partner?: boolean): Source {
  const k = onlyCarried(kept);
  const s = Object.keys(k).length ? k : landingOf(page, referrer);
  const here = parse(page);
  return partner && here && Object.keys(s).length ? onlyCarried({ ...s, partner_page: here.host + here.pathname }) : s;
}

/** The block at the end of a composed e-mail ("How they found us"), or '' when there is nothing to say. */
export function sourceBlock(s: Source = {}): string {
  const lines = Object.entries(s).map(([k, v]) => `${SOURCE_LABELS[k as keyof typeof SOURCE_LABELS] ?? k}: ${v}`);
  return lines.length ? ['How they found us:', ...lines].join('\n') : '';
}
