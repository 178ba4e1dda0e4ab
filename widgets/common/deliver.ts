/**
 * Sending a composed enquiry to the form endpoint (docs/form-endpoint.md), for the quote and contact forms and the
 * calculator: the request (post.ts), its progress, and what the visitor reads after it. Loaded only when a visitor
 * sends while `formEndpoint` is set, so the widgets' own code carries no more than the call.
 */
import { post } from './post.ts';
import type { Refusal } from '../../shared/form-endpoint.ts';
import type { Source } from '../../shared/attribution.ts';

/** What the widget shows after a try: a heading and a line; `received`, the request arrived (no copy to offer). */
export interface Outcome {
  title: string;
  text: string;
  received?: boolean;
}

export interface Request {
  endpoint: string;
  /** the composed e-mail: its subject goes with the request, its text is the fallback */
  mail: { subject: string; body: string };
  values: Record<string, string>;
  files: File[];
  /** which form: quote, contact, calculator-estimate, calculator-site-visit */
  form: string;
  /** the form's field names: the service's errors that name one are shown beside it */
  known: string[];
  /** the honeypot's value: filled, nothing is sent and the robot is told it worked */
  trap?: string;
  /** where the visitor came from, as in the composed e-mail: a field each (docs/form-endpoint.md) */
  source?: Source;
  progress: (share?: number) => void;
  /** how it ended (the widget shows it); `fields`: the service's messages by field */
  end: (outcome: Outcome, fields?: Refusal['fields']) => void;
}

export const RECEIVED = 'Thank you: we have received your request';
/** The thank-you page's address ends with `#received` after a delivered request. */
export const RECEIVED_MARK = 'received';
const REPLY = 'We will reply as soon as we can.';

/** Sends `r` and tells the widget how it went, `_page` without its query (only the carried parameters leave). Never rejects. */
export async function deliver(r: Request): Promise<void> {
  r.progress(0);
  const refused = r.trap
    ? null
    : await post(
        r.endpoint,
        r.values,
        r.files,
        {
          form: r.form,
          subject: r.mail.subject,
          replyTo: r.values.email,
          page: location.origin + location.pathname,
          source: r.source,
        },
        r.known,
        r.progress,
      );
  r.progress(undefined);
  if (refused) r.end({ title: 'Not sent yet', text: refused.message }, refused.fields);
  else r.end({ title: RECEIVED, text: REPLY, received: true });
}

/**
 * After a form's request arrived: its thank-you page, marked `#received` so that ours says so (site/scripts/thank-you.ts;
 * a mark in the address, not in storage: nothing personal, and it works where storage is blocked). False when the
 * form has no thank-you page to go to.
 */
export function moveOn(next: string | undefined, go: (url: string) => void): boolean {
  if (!next) return false;
  const url = new URL(next, location.href);
  url.hash = RECEIVED_MARK;
  go(url.origin === location.origin ? url.pathname + url.search + url.hash : url.href);
  return true;
}
