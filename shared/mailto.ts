/**
 * mailto: links that nothing a visitor types can break or extend. Every part is percent-encoded with
 * encodeURIComponent, so `?`, `&`, `#`, `=`, `%` and line breaks in a field can never add a header
 * (cc, bcc) or end the body early. Line breaks are sent as CRLF, as RFC 6068 asks.
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Longest mailto URL we hand to the operating system. Browsers accept far longer URLs, but some mail
 * programs and OS URL handlers (notably Outlook on Windows) truncate or refuse links over about 2,000
 * characters, so past this the body is shortened and the visitor is told; the full text is kept on
 * /thank-you to copy.
 */
export const MAX_MAILTO_LENGTH = 2000;

/** Half an emoji (a lone surrogate, e.g. from a bad paste) would make encodeURIComponent throw: replace it. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const enc = (s: string) => encodeURIComponent(wellFormed(s).replace(/\r\n|\r|\n/g, '\r\n'));

/** An address is only ever a plain address: anything that could smuggle in a query is refused. */
export function isPlainAddress(to: string): boolean {
  return /^[^\s@?&#%,;:<>"()[\]\\]+@[^\s@?&#%,;:<>"()[\]\\]+\.[a-z]{2,}$/i.test(to);
}

/** A subject is one line: each run of CR and LF (from a `brand` attribute, say) becomes a space. */
export const oneLineSubject = (subject: string) => subject.replace(/[\r\n]+/g, ' ');

/**
 * The address of a page without its query and fragment: ad click IDs and partner tokens in the URL
 * are nobody's business in an e-mail. Anything that does not parse as a URL is left out.
 */
export function pageAddress(href: string | undefined): string {
  if (!href) return '';
  try {
    const u = new URL(href);
    return /^https?:$/.test(u.protocol) ? `${u.origin}${u.pathname}` : '';
  } catch {
    return '';
  }
}

/** `to` when it is a plain address, else an error naming `who` (a widget, by its tag) and the address. */
export function plainAddress(to: string, who: string): string {
  if (!isPlainAddress(to)) throw new Error(`${who}: email="${to}" is not a plain e-mail address`);
  return to;
}

export function mailtoHref({ to, subject, body }: Mail): string {
  plainAddress(to, 'mailto');
  return `mailto:${to}?subject=${enc(oneLineSubject(subject))}&body=${enc(body)}`;
}

export const TRUNCATION_NOTE =
  '\n\n[Message shortened to fit your e-mail program. The full text is on the confirmation page to copy.]';

/**
 * The mailto link for `mail`, with the body shortened if the link would pass `max` characters.
 * Never cuts inside a percent-escape or a character (a flag or family emoji stays whole), since it
 * cuts the text between graphemes before encoding.
 */
export function composeMailto(mail: Mail, max = MAX_MAILTO_LENGTH): { href: string; truncated: boolean } {
  const full = mailtoHref(mail);
  if (full.length <= max) return { href: full, truncated: false };
  // Only a prefix no longer than `max` can ever fit, so only that much is split.
  const chars = graphemes(mail.body.slice(0, max + 32));
  let lo = 0;
  let hi = chars.length;
  // Binary search for the longest prefix (in whole code points) that fits with the note.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mailtoHref({ ...mail, body: chars.slice(0, mid).join('') + TRUNCATION_NOTE }).length <= max) lo = mid;
    else hi = mid - 1;
  }
  return { href: mailtoHref({ ...mail, body: chars.slice(0, lo).join('') + TRUNCATION_NOTE }), truncated: true };
}

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** Reads a mailto link back into its parts (used by tests and the thank-you page). */
export function parseMailto(href: string): Mail {
  const url = new URL(href);
  const text = (name: string) => (url.searchParams.get(name) ?? '').replace(/\r\n/g, '\n');
  return { to: decodeURIComponent(url.pathname), subject: text('subject'), body: text('body') };
}
