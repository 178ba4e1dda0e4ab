import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults } from '../common/defaults.ts';
import { useToasts, Toasts } from '../common/Toast.tsx';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import { isPlainAddress } from '../../shared/mailto.ts';
import { validate } from '../../shared/validation.ts';
import { chooseService } from '../../shared/service-choice.ts';
import { sameService } from '../../shared/data/service-names.json';
import { Field, type FieldDef } from './Field.tsx';
import { FileField, useFiles } from './FileField.tsx';
import { Confirmation } from './Confirmation.tsx';
import { useSend } from './useSend.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { mailFormAttributes } from './mail-form-interface.ts';

/** A field a person never fills (hidden from view and assistive technology): filled, a robot sent the form. */
export const HONEYPOT = '_gotcha';

export type { FieldDef } from './Field.tsx';
export { navigation } from './useSend.ts';

/** Attributes shared by steel-quote-form and steel-contact-form. */
/** Attributes shared by steel-quote-form and steel-contact-form (mail-form-interface.ts). */
export type MailFormProps = PropsOf<{ attributes: ReturnType<typeof mailFormAttributes> }>;

/**
 * The quote request form both widgets render from their field list. Without JavaScript it is a plain
 * mailto: form. With it, it checks the fields (error summary and inline errors, nothing typed is
 * lost) and sends (useSend.ts: the mail program, then the thank-you page or its own confirmation).
 */
export function MailForm({
  fields,
  formType,
  service: wanted,
  email = defaults.email,
  brand = defaults.brand,
  thankYouUrl,
  heading,
  container,
}: MailFormProps & WidgetProps & { fields: FieldDef[] }) {
  // A bad address would also end up in the form's action: show the fallback instead.
  if (!isPlainAddress(email)) throw new Error(`steel form: email="${email}" is not a plain e-mail address`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tries, setTries] = useState(0);
  const files = useFiles(container);
  const toasts = useToasts();
  const refused = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.keys(found).length) setTries((t) => t + 1);
  };
  const { sending, shown, progress, send } = useSend({
    to: email,
    brand,
    fields,
    formType,
    thankYouUrl,
    container,
    toasts,
    refused,
  });
  const { endpoint } = defaults;
  const form = useRef<HTMLFormElement>(null);
  // The calculator's or the other form's value of the same service works too (docs/widgets.md, "Preselecting a service").
  const service = useMemo(() => {
    const values = fields.find((f) => f.name === 'service')?.options?.map((o) => o.value) ?? [];
    return chooseService(wanted, values, sameService, container?.host.localName);
  }, [wanted, fields, container]);

  useLayoutEffect(() => {
    const f = form.current!;
    f.noValidate = true; // from now on our own checks show the errors
    // The preselected service, also when the attribute changes later (the markup's `selected` is only a default).
    if (service) (f.elements.namedItem('service') as HTMLSelectElement).value = service;
  }, [service]);

  const onSubmit = (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const values = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()]));
    const found = validate(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return setTries(tries + 1);
    send(values, files.latest.current, String(data.get(HONEYPOT) ?? ''));
  };

  return (
    <>
      {heading && <h2 class="title">{heading}</h2>}
      {/* Without JavaScript the browser posts it: to the form endpoint with the files (the build adds the protocol's
          envelope, site/_includes/components/Widget.tsx), else to the mail program. */}
      <form
        part="form"
        action={endpoint || `mailto:${email}?subject=${encodeURIComponent('New Quote Request - ' + brand)}`}
        method="post"
        enctype={endpoint ? 'multipart/form-data' : 'text/plain'}
        aria-busy={sending ? 'true' : undefined}
        ref={form}
        onSubmit={onSubmit}
      >
        <ErrorSummary problems={Object.entries(errors).map(([name, text]) => ['f-' + name, text])} tries={tries} />
        <div class="grid">
          {fields.map((f) => (
            <Field key={f.name} f={f} err={errors[f.name]} service={service} />
          ))}
          <FileField {...files} />
        </div>
        <button type="submit" class="btn btn-accent submit" part="submit">
          {sending ? 'Sending Quote Request...' : 'Send Quote Request'}
        </button>
        {progress !== undefined && <progress value={progress} aria-label="Sending" />}
        {endpoint && <input name={HONEYPOT} hidden tabIndex={-1} autoComplete="off" aria-label="Leave this empty" />}
        {sending && (
          <div class="skeleton" aria-hidden="true">
            <i />
            <i />
            <i />
            <i />
            <i />
          </div>
        )}
      </form>
      {shown && <Confirmation shown={shown} to={email} />}
      <Toasts {...toasts} />
    </>
  );
}
