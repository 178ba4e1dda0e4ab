import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults } from '../common/defaults.ts';
import { emit } from '../common/events.ts';
import { useToasts, Toasts } from '../common/Toast.tsx';
import { track } from '../../shared/analytics.ts';
import { ACCEPT, addFiles, removeFile, formatSize, MAX_FILES, MAX_BYTES, type Rejection } from '../../shared/attachments.ts';
import { composeQuoteMail, type MailField } from '../../shared/quote-mail.ts';
import { isPlainAddress } from '../../shared/mailto.ts';
import { saveHandoff } from '../../shared/handoff.ts';

/** One form control. A field with an `error` is required; the error is what the visitor reads when it is empty. */
export interface FieldDef extends MailField {
  error?: string;
  autocomplete?: string;
}

/** Attributes shared by steel-quote-form and steel-contact-form. */
export interface MailFormProps {
  /** preselects the service select, e.g. "welding" */
  service?: string;
  email?: string;
  phone?: string;
  brand?: string;
  thankYouUrl?: string;
  /** optional visible heading (none by default: the page supplies one) */
  heading?: string;
  /** form_type for analytics and the event detail */
  formType?: string;
}

/** Attributes both form widgets observe. */
export const formProps = {
  service: 'string',
  email: 'string',
  phone: 'string',
  brand: 'string',
  thankYouUrl: 'string',
  heading: 'string',
  formType: 'string',
} as const;

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The quote request form both widgets render from their field list. Without JavaScript it is a plain
 * mailto: form. With it, it checks the fields (error summary and inline errors, nothing typed is
 * lost), composes the e-mail, keeps it for /thank-you, opens the mail program and moves on.
 */
export function MailForm({
  fields,
  formType,
  service,
  email = defaults.email,
  brand = defaults.brand,
  thankYouUrl = defaults.thankYouUrl,
  heading,
  container,
}: MailFormProps & WidgetProps & { fields: FieldDef[] }) {
  // A bad address would also end up in the form's action: show the fallback instead.
  if (!isPlainAddress(email)) throw new Error(`steel form: email="${email}" is not a plain e-mail address`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tries, setTries] = useState(0);
  const [sending, setSending] = useState(false);
  /** The composed message when storage is blocked: /thank-you could not show it, so it is shown here. */
  const [unkept, setUnkept] = useState<{ subject: string; body: string } | null>(null);
  const unkeptRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => unkeptRef.current?.focus(), [unkept]);
  const busy = useRef(false); // set at once, so a double click composes one e-mail
  const [files, setFiles] = useState<File[]>([]);
  const toasts = useToasts();
  const summary = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const subject = 'New Quote Request - ' + brand;

  useEffect(() => {
    if (tries) summary.current?.focus();
  }, [tries]);
  useLayoutEffect(() => {
    const f = form.current!;
    f.noValidate = true; // from now on our own checks show the errors
    // The preselected service, also when the attribute changes later (the markup's `selected` is only a default).
    if (service) (f.elements.namedItem('service') as HTMLSelectElement).value = service;
  }, [service]);

  const latest = useRef(files);
  latest.current = files;
  /** Problems with the last batch of chosen files, shown beside the file field (not as toasts over it): one message per batch. */
  const [fileProblems, setFileProblems] = useState<Rejection[]>([]);
  const choose = (chosen?: FileList | null) => {
    if (!chosen?.length) return;
    const result = addFiles(latest.current, [...chosen]);
    setFiles((latest.current = result.files));
    for (const r of result.rejections) emit(container, 'steel-file-rejected', { file: r.file, reason: r.reason });
    // the same message once (a batch over the limit is refused whole, file by file, with one text)
    setFileProblems(result.rejections.filter((r, i, all) => r.text != all[i - 1]?.text));
  };
  const onFiles = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    choose(input.files);
    input.value = ''; // the same file can be chosen again after removing it
  };

  const onSubmit = (e: Event) => {
    e.preventDefault();
    if (busy.current) return;
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const values: Record<string, string> = {};
    const found: Record<string, string> = {};
    for (const f of fields) {
      const v = (values[f.name] = String(data.get(f.name) ?? '').trim());
      if (f.error && !v) found[f.name] = f.error;
      else if (f.type === 'email' && v && !EMAIL.test(v)) found[f.name] = 'Enter an email address in the correct format, like name@example.com';
    }
    setErrors(found);
    if (Object.keys(found).length) return setTries(tries + 1);
    const done = () => setSending((busy.current = false));
    setSending((busy.current = true));
    try {
      const chosen = latest.current;
      const mail = composeQuoteMail({ to: email, brand, fields, values, files: chosen, page: location.href });
      const kept = saveHandoff(mail);
      emit(container, 'steel-quote-composed', { formType, href: mail.href, subject: mail.subject, body: mail.body, fields: values, truncated: mail.truncated });
      try {
        track('form_submission', { form_type: formType! });
        track('quote_request', { service_type: values.service || 'general' });
      } catch {
        /* analytics must never stop a quote */
      }
      navigation.open(mail.href);
      toasts.push(
        'Quote Request Composed',
        (chosen.length
          ? 'Your email client has opened. Please attach your files and send the email to complete your request.'
          : `Your email client has opened a new message to ${email}. Please press send to complete your request.`) +
          (mail.truncated ? ' The message was shortened to fit: the full text is on the confirmation page to copy.' : ''),
      );
      // Storage blocked: the thank-you page could not show the message, so stay and show it here to copy.
      if (!kept) {
        setUnkept({ subject: mail.subject, body: mail.body });
        return done();
      }
      setTimeout(() => {
        try {
          navigation.go(thankYouUrl);
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

  const jump = (e: Event) => {
    e.preventDefault(); // fragment links do not reach into a shadow root
    ((e.currentTarget as Element).getRootNode() as ShadowRoot).getElementById((e.currentTarget as HTMLAnchorElement).hash.slice(1))?.focus();
  };

  const errorList = Object.entries(errors);
  return (
    <>
      {heading && <h2 class="title">{heading}</h2>}
      <form
        part="form"
        action={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
        method="post"
        enctype="text/plain"
        aria-busy={sending ? 'true' : undefined}
        ref={form}
        onSubmit={onSubmit}
      >
        {errorList.length > 0 && (
          <div class="summary" role="alert" tabIndex={-1} ref={summary}>
            <h3>There is a problem</h3>
            <ul>
              {errorList.map(([name, text]) => (
                <li key={name}><a href={`#f-${name}`} onClick={jump}>{text}</a></li>
              ))}
            </ul>
          </div>
        )}
        <div class="grid">
          {fields.map((f) => {
            const id = 'f-' + f.name;
            const err = errors[f.name];
            const mark = f.error ? <><span aria-hidden="true"> *</span><span class="sr-only"> (required)</span></> : ' (optional)';
            if (f.type === 'radio')
              return (
                <fieldset key={id} class="field">
                  <legend>{f.label}</legend>
                  {f.options!.map((o, i) => (
                    <label class="choice" key={o.value}>
                      <input type="radio" name={f.name} value={o.value} defaultChecked={!i} /> {o.label}
                    </label>
                  ))}
                </fieldset>
              );
            const attrs = {
              id,
              name: f.name,
              required: !!f.error,
              autocomplete: f.autocomplete,
              'aria-invalid': err ? ('true' as const) : undefined,
              'aria-describedby': err ? id + '-error' : undefined,
            };
            return (
              <div key={id} class={`field${f.type === 'textarea' ? ' wide' : ''}${err ? ' invalid' : ''}`}>
                <label for={id}>{f.label}{mark}</label>
                {err && <p id={id + '-error'} class="error"><span class="sr-only">Error: </span>{err}</p>}
                {f.type === 'select' ? (
                  <select {...attrs}>
                    <option value="">Please choose</option>
                    {f.options!.map((o) => (
                      <option key={o.value} value={o.value} selected={f.name === 'service' && o.value === service}>{o.label}</option>
                    ))}
                  </select>
                ) : f.type === 'textarea' ? (
                  <textarea rows={5} {...attrs} />
                ) : (
                  <input type={(f.type || 'text') as 'text'} {...attrs} />
                )}
              </div>
            );
          })}
          <div class="field wide">
            <label for="f-files">Photos, drawings or documents (optional)</label>
            <p id="f-files-hint" class="hint">
              Up to {MAX_FILES} files, {MAX_BYTES / 1048576} MB each: JPG, PNG, WEBP, PDF, DOC or DOCX. Files are not sent by this form:
              attach them to the e-mail that opens before you send it.
            </p>
            <input
              ref={fileInput} id="f-files" type="file" name="files" multiple accept={ACCEPT}
              aria-describedby="f-files-hint f-files-problems" onChange={onFiles}
            />
            {/* announced as one alert per batch; in the first render (empty), so screen readers hear what is added */}
            <div id="f-files-problems" role="alert">
              {fileProblems.map((p) => <p><strong>{p.title}</strong> {p.text}</p>)}
            </div>
            {files.length > 0 && (
              <ul class="files" aria-label="Chosen files">
                {files.map((file, i) => (
                  <li key={file.name + i}>
                    <span>{file.name} ({formatSize(file.size)})</span>
                    <button
                      type="button"
                      class="btn btn-outline"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => {
                        setFiles(removeFile(files, i));
                        fileInput.current?.focus();
                      }}
                    >Remove</button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <button type="submit" class="btn btn-accent submit" part="submit">{sending ? 'Sending Quote Request...' : 'Send Quote Request'}</button>
        {sending && <div class="skeleton" aria-hidden="true"><i /><i /><i /><i /><i /></div>}
        {unkept && (
          <div class="field wide">
            <label for="f-composed">Your message: if no e-mail program opened, copy it and send it to {email}</label>
            <textarea id="f-composed" readOnly rows={10} ref={unkeptRef} value={`Subject: ${unkept.subject}\n\n${unkept.body}`} />
          </div>
        )}
      </form>
      <Toasts {...toasts} />
    </>
  );
}
