import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults } from '../common/defaults.ts';
import { useToasts, Toasts } from '../common/Toast.tsx';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import { plainAddress } from '../../shared/mailto.ts';
import { validate } from '../../shared/validation.ts';
import { chooseService } from '../../shared/service-choice.ts';
import { sameService } from '../../shared/data/service-names.json';
import { Field, type FieldDef } from './Field.tsx';
import { FileField, useFiles } from './FileField.tsx';
import { Confirmation } from './Confirmation.tsx';
import { useSend } from './useSend.ts';
import { useSteps, Progress, Back } from '../common/Steps.tsx';
import { onPartner } from '../common/on-partner.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { mailFormAttributes } from './mail-form-interface.ts';

/** A field a person never fills (hidden from view and assistive technology): filled, a robot sent the form. */
export const HONEYPOT = '_gotcha';

export type { FieldDef } from './Field.tsx';
export { navigation } from './useSend.ts';

/** The submit button; stepping, it is Next until the last step (Enter in a field goes on). */
const Submit = ({ label }: { label: string }) => (
  <button type="submit" class="btn btn-accent submit" part="submit">
    {label}
  </button>
);

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
  steps: stepped,
}: MailFormProps & WidgetProps & { fields: FieldDef[]; steps?: boolean }) {
  // Only the partner release steps (common/on-partner.ts): folded, so our pages carry none of it.
  const steps = onPartner && !!stepped;
  // A bad address would also end up in the form's action: show the fallback instead.
  plainAddress(email, 'steel form');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tries, setTries] = useState(0);
  const files = useFiles(container);
  const toasts = useToasts();
  const form = useRef<HTMLFormElement>(null);
  /*
   * With `steps` (the quote form on a partner's page: docs/widgets.md "One screen on a phone"): three fields a screen, then the files and
   * the submit button; the step of a field is its place in the list.
   */
  const [at, go] = useSteps(form);
  const last = Math.ceil(fields.length / 3);
  const stepOf = (name: string) => Math.floor(fields.findIndex((f) => f.name == name) / 3);
  /** Shows `found` (a step shows the first step's with a problem) and moves the focus to the summary. */
  const refused = (found: Record<string, string>) => {
    const names = Object.keys(found);
    if (steps && names.length) go(Math.min(...names.map(stepOf)), false);
    setErrors(found);
    if (names.length) setTries((t) => t + 1);
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
    let found = validate(fields, values);
    if (steps) {
      // The first step up to this one with a problem shows its problems; else the next step, or sending from the last.
      const bad = Math.min(...Object.keys(found).map(stepOf));
      found = Object.fromEntries(Object.entries(found).filter(([k]) => stepOf(k) == bad && bad <= at));
      if (bad > at && at < last) return (setErrors(found), go(at + 1));
    }
    refused(found);
    if (Object.keys(found).length) return;
    send(values, files.latest.current, String(data.get(HONEYPOT) ?? ''));
  };

  const problems = Object.entries(errors);
  const submit = (
    <Submit label={steps && at < last ? 'Next' : sending ? 'Sending Quote Request...' : 'Send Quote Request'} />
  );
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
        hidden={steps && !!shown && !problems.length}
      >
        {/* inside the form, whose floor a partner's page reserves (interface.ts reserve.part) */}
        {steps && <Progress at={at} of={last + 1} />}
        <ErrorSummary problems={problems.map(([name, text]) => ['f-' + name, text])} tries={tries} />
        <div class="grid">
          {fields.map((f, i) => (
            <Field
              key={f.name}
              f={f}
              err={errors[f.name]}
              service={service}
              hidden={steps && at != Math.floor(i / 3)}
            />
          ))}
          <FileField {...files} hidden={steps && at != last} />
        </div>
        {steps ? (
          <div class="nav">
            {at > 0 && <Back at={at} go={go} />}
            {submit}
          </div>
        ) : (
          submit
        )}
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
