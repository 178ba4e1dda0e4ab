import type { MailField } from '../../shared/quote-mail.ts';

/** One form control. A field with `required` must be filled; `required` is what the visitor reads when it is empty (shared/validation.ts). */
export interface FieldDef extends MailField {
  required?: string;
  autocomplete?: string;
}

/**
 * One field of a mail form: a radio group in a fieldset, or a label, its inline error and the control.
 * `service` preselects that option of the `service` select in the markup (the pre-rendered default).
 */
export function Field({ f, err, service, hidden }: { f: FieldDef; err?: string; service?: string; hidden?: boolean }) {
  const id = 'f-' + f.name;
  const mark = f.required ? (
    <>
      <span aria-hidden="true"> *</span>
      <span class="sr-only"> (required)</span>
    </>
  ) : (
    ' (optional)'
  );
  if (f.type === 'radio')
    return (
      <fieldset class="field" hidden={hidden}>
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
    required: !!f.required,
    autocomplete: f.autocomplete,
    'aria-invalid': err ? ('true' as const) : undefined,
    'aria-describedby': err ? id + '-error' : undefined,
  };
  return (
    <div class={`field${f.type === 'textarea' ? ' wide' : ''}${err ? ' invalid' : ''}`} hidden={hidden}>
      <label for={id}>
        {f.label}
        {mark}
      </label>
      {err && (
        <p id={id + '-error'} class="error">
          <span class="sr-only">Error: </span>
          {err}
        </p>
      )}
      {f.type === 'select' ? (
        <select {...attrs}>
          <option value="">Please choose</option>
          {f.options!.map((o) => (
            <option key={o.value} value={o.value} selected={f.name === 'service' && o.value === service}>
              {o.label}
            </option>
          ))}
        </select>
      ) : f.type === 'textarea' ? (
        <textarea rows={5} {...attrs} />
      ) : (
        <input type={(f.type || 'text') as 'text'} {...attrs} />
      )}
    </div>
  );
}
