/**
 * Sending an enquiry to a form endpoint (docs/form-endpoint.md): the protocol Formspree documents for posts from
 * scripts, which Basin, Getform and a receiver of one's own accept too. A multipart/form-data POST with
 * `Accept: application/json`: the form's fields by their names, the files under the file input's name, and the
 * envelope below. A 2xx answer means delivered; any other carries `{ "errors": [{ "field"?, "message" }] }`.
 * Pure: the request itself is widgets/common/post.ts.
 */
import type { Source } from './attribution.ts';

export interface Envelope {
  /** which form sent it: quote, contact, calculator-estimate, calculator-site-visit */
  form: string;
  /** the subject line of the e-mail the service sends on */
  subject: string;
  /** the visitor's e-mail address, if given: the service's "reply to" */
  replyTo?: string;
  /** the address of the page the form is on */
  page: string;
  /** where the visitor came from (shared/attribution.ts): one field each, only those with something to say */
  source?: Source;
}

/** The protocol's own fields, sent beside the form's, then where the visitor came from. */
export const envelope = ({ form, subject, replyTo, page, source }: Envelope): [string, string][] => [
  ['_subject', subject],
  ...(replyTo ? [['_replyto', replyTo] as [string, string]] : []),
  ['_form', form],
  ['_page', page],
  ...(Object.entries(source ?? {}) as [string, string][]),
];

/** Why an enquiry was not delivered: messages for the fields they name, and one for the visitor to read. */
export interface Refusal {
  fields: Record<string, string>;
  message: string;
}

export const TRY_AGAIN = 'Nothing you typed is lost: try again, or send it by e-mail instead.';
export const OFFLINE = `Your request was not sent: this device is offline. ${TRY_AGAIN}`;
export const UNREACHABLE = `Your request was not sent: the connection failed. ${TRY_AGAIN}`;
export const TIMED_OUT = `Your request was not sent: the server did not answer in time. ${TRY_AGAIN}`;

/**
 * What an answer other than 2xx says. The errors that name one of `known` (the form's fields) are shown beside
 * that field; the others, and a general line when there are none, make the message.
 */
export function refusal(status: number, body: string, known: readonly string[]): Refusal {
  let errors: unknown;
  try {
    errors = (JSON.parse(body) as { errors?: unknown })?.errors;
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of Array.isArray(errors) ? errors : []) {
    const message = typeof e?.message === 'string' ? e.message.trim() : '';
    if (!message) continue;
    if (typeof e.field === 'string' && known.includes(e.field)) fields[e.field] ??= message;
    else general.push(message);
  }
  // A service's own words for a refusal (4xx) are for the visitor; a server's error (5xx) is not theirs to read.
  const why =
    status >= 500
      ? `The form service had a problem (error ${status}).`
      : general.length
        ? general.map((m) => (/[.!?]$/.test(m) ? m : m + '.')).join(' ')
        : Object.keys(fields).length
          ? 'Please correct the fields marked.'
          : `The form service refused it (error ${status}).`;
  return { fields, message: `Your request was not sent. ${why} ${TRY_AGAIN}` };
}

/** The origin a policy must allow for `endpoint` (form-action, connect-src); none when it is empty. */
export const endpointOrigin = (endpoint: string | undefined): string => (endpoint ? new URL(endpoint).origin : '');
