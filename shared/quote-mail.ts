// The quote request e-mail both forms compose (docs/widgets.md, "Quote form": every field the
// visitor filled is in it, see docs/design.md "Where we differ from the original site"). Pure: no DOM; the caller passes the page address.
import { composeMailto, MAX_MAILTO_LENGTH, oneLineSubject, pageAddress } from './mailto.ts';
import { formatSize, type FileLike } from './attachments.ts';
import { sourceBlock, type Source } from './attribution.ts';

export interface Option {
  value: string;
  label: string;
}
/** What the e-mail needs to know about a form field. */
export interface MailField {
  /** the control's `name` */
  name: string;
  label: string;
  /** the control: an input type, 'select', 'radio' or 'textarea' (written as a block) */
  type?: string;
  /** for select and radio: the value's label goes into the e-mail */
  options?: readonly Option[];
}

export interface QuoteMailInput {
  to: string;
  brand: string;
  fields: readonly MailField[];
  /** submitted values by field name; empty ones are left out */
  values: Readonly<Record<string, string>>;
  files?: readonly FileLike[];
  /** address of the page the form was sent from */
  page?: string;
  /** where the visitor came from (shared/attribution.ts): the last block, when there is anything to say */
  source?: Source;
}

export interface ComposedMail {
  to: string;
  subject: string;
  /** the full text (the link's copy may be shortened, see `truncated`) */
  body: string;
  href: string;
  /** true when the link carries a shortened body; the full one is `body` */
  truncated: boolean;
}

export const FILES_NOTE =
  'These files are not sent with this message: please attach them to this e-mail before you send it.';

/** The e-mail's text: one line per filled field, text areas as blocks after them, the files, the page, the source. */
export function quoteBody({ fields, values, files = [], page, source }: Omit<QuoteMailInput, 'to' | 'brand'>): string {
  const lines: string[] = [];
  const blocks = ['New quote request from the website'];
  for (const f of fields) {
    const v = values[f.name];
    if (!v) continue;
    const shown = f.options?.find((o) => o.value === v)?.label ?? v;
    if (f.type === 'textarea') blocks.push(`${f.label}:\n${shown}`);
    else lines.push(`${f.label}: ${shown}`);
  }
  blocks.splice(1, 0, lines.join('\n'));
  if (files.length)
    blocks.push(
      [
        `Attached files (${files.length}):`,
        ...files.map((f) => `- ${f.name} (${formatSize(f.size)})`),
        FILES_NOTE,
      ].join('\n'),
    );
  const from = pageAddress(page);
  if (from) blocks.push(`Sent from: ${from}`);
  blocks.push(sourceBlock(source));
  return blocks.filter(Boolean).join('\n\n');
}

/** The subject line of a quote or contact request: in the e-mail, and posted to a form endpoint without JavaScript. */
export const quoteSubject = (brand: string) => oneLineSubject('New Quote Request - ' + brand);

/** Subject, body and mailto link (throws if `to` is not a plain address). */
export function composeQuoteMail(input: QuoteMailInput, max = MAX_MAILTO_LENGTH): ComposedMail {
  const mail = { to: input.to, subject: quoteSubject(input.brand), body: quoteBody(input) };
  return { ...mail, ...composeMailto(mail, max) };
}
