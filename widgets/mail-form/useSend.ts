import { useRef, useState } from 'react';
import { emit } from '../common/events.ts';
import type { useToasts } from '../common/Toast.tsx';
import { track } from '../../shared/analytics.ts';
import { composeQuoteMail, type ComposedMail } from '../../shared/quote-mail.ts';
import { saveHandoff } from '../../shared/handoff.ts';
import { defaults } from '../common/defaults.ts';
import { source as sourceNow } from '../common/attribution.ts';

type Deliver = typeof import('../common/deliver.ts');
import { safeUrl } from '../../shared/safe-url.ts';
import type { FieldDef } from './Field.tsx';

/**
 * How a composed request leaves the page: the mail program first, then the thank-you page after
 * `delay` ms. Tests (or an app bundling the widget) replace these functions to stay on the page.
 */
export const navigation = {
  delay: 600,
  open(href: string) {
    location.href = href;
  },
  go(url: string) {
    location.href = url;
  },
};

/**
 * A message composed and shown in the widget; `opened`: the mail program was asked to open it. After a form
 * endpoint's answer (common/deliver.ts): its `title` and `text`, and `received` when it arrived (else the message is
 * offered to send by e-mail).
 */
export interface Shown {
  mail: ComposedMail;
  opened: boolean;
  title?: string;
  text?: string;
  received?: boolean;
}

export interface SendOptions {
  to: string;
  brand: string;
  fields: FieldDef[];
  formType?: string;
  thankYouUrl?: string;
  container?: ShadowRoot | HTMLElement;
  toasts: ReturnType<typeof useToasts>;
  /** the form endpoint's messages for the fields they name */
  refused: (fields: Record<string, string>) => void;
}

const sameOrigin = (url: string) => new URL(url, location.href).origin === location.origin;

/**
 * Sending a valid form (docs/widgets.md, "Sending, errors and the thank-you page" and "Forms on a
 * partner's page"): compose the e-mail, announce it with the cancelable `steel-quote-composed`, then,
 * unless the page prevented it, open the mail program. With a `thank-you-url` (a web address: safeUrl)
 * the visitor moves on there; our own thank-you page gets the message through this tab's storage.
 * Otherwise (no such page, the event prevented, storage blocked) the widget shows the message itself.
 */
export function useSend({ to, brand, fields, formType, thankYouUrl, container, toasts, refused }: SendOptions) {
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [progress, setProgress] = useState<number>();
  const busy = useRef(false); // set at once, so a double click composes one e-mail
  const done = () => setSending((busy.current = false));

  /** `trap`: the honeypot's value (MailForm.tsx HONEYPOT); filled, nothing is sent. */
  const send = (values: Record<string, string>, files: File[], trap?: string) => {
    if (busy.current) return;
    setSending((busy.current = true));
    try {
      const source = sourceNow();
      const mail = composeQuoteMail({ to, brand, fields, values, files, page: location.href, source });
      const go = emit(
        container,
        'steel-quote-composed',
        {
          formType,
          href: mail.href,
          subject: mail.subject,
          body: mail.body,
          fields: values,
          truncated: mail.truncated,
        },
        true,
      );
      try {
        track('form_submission', { form_type: formType! });
        track('quote_request', { service_type: values.service || 'general' });
      } catch {
        /* analytics must never stop a quote */
      }
      const next = go ? safeUrl(thankYouUrl, undefined, 'thank-you-url') : undefined;
      const { endpoint } = defaults;
      if (go && endpoint) {
        // The form endpoint (docs/form-endpoint.md): the code that sends is fetched now, and says how it went (`+ ''`
        // keeps Vite's preload helper out, as in register.ts).
        setShown(null);
        const show = (o?: Partial<Shown>) => setShown({ mail, opened: false, ...o });
        return void (import('../common/deliver.ts' + '') as Promise<Deliver>)
          .then((d) =>
            d.deliver({
              endpoint,
              mail,
              values,
              files,
              trap,
              source,
              form: formType!,
              known: fields.map((f) => f.name),
              progress: setProgress,
              end: (o, found = {}) => {
                refused(found);
                if (!o.received || !d.moveOn(next, navigation.go)) show(o);
              },
            }),
          )
          .catch(() =>
            show({
              title: 'Not sent yet',
              text: 'Your request was not sent: check your connection, then try again or send it by e-mail.',
            }),
          )
          .finally(done);
      }
      // Only a page of this site can read this tab's storage; another site's thank-you page gets nothing personal.
      const moving = !!next && (!sameOrigin(next) || saveHandoff(mail));
      if (go) {
        navigation.open(mail.href);
        toasts.push(
          'Quote Request Composed',
          (files.length
            ? 'Your email client has opened. Please attach your files and send the email to complete your request.'
            : `Your email client has opened a new message to ${to}. Please press send to complete your request.`) +
            (mail.truncated
              ? ` The message was shortened to fit: the full text is ${moving ? 'on the confirmation page' : 'below'} to copy.`
              : ''),
        );
      }
      if (!moving) setShown({ mail, opened: go });
      // Busy a moment longer either way, so a second click does not compose the e-mail again.
      setTimeout(() => {
        try {
          if (moving) navigation.go(next!);
        } finally {
          done();
        }
      }, navigation.delay);
    } catch (err) {
      console.error('[steel form]', err);
      toasts.push('Error', 'There was a problem sending your request. Please try again.', true);
      done();
    }
  };
  return { sending, shown, progress, send };
}
