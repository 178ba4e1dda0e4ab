/**
 * The visitor's contact: an e-mail address or a phone number, or both, and an optional name. One error
 * line for the group (nothing given, or a malformed address or number), pointed to by the fields it is about.
 */
export function ContactFields({
  v,
  error,
  emailInvalid,
  phoneInvalid,
  hidden,
}: {
  v: Record<'name' | 'email' | 'phone', string>;
  error?: string;
  emailInvalid: boolean;
  phoneInvalid: boolean;
  hidden: boolean;
}) {
  const described = (bad: boolean) => (bad ? 'contact-hint e-contact' : 'contact-hint');
  return (
    <fieldset class={error ? 'group invalid' : 'group'} hidden={hidden}>
      <legend>Your contact details</legend>
      <p class="hint" id="contact-hint">
        Give an email address or a phone number, or both, so we can reply. Your name is optional.
      </p>
      {error && (
        <p class="error" id="e-contact">
          <span class="sr-only">Error: </span>
          {error}
        </p>
      )}
      <div class="row">
        <div class="field">
          <label for="f-name">Name (optional)</label>
          <input id="f-name" name="name" autocomplete="name" value={v.name} />
        </div>
        <div class="field">
          <label for="f-email">Email address</label>
          <input
            id="f-email"
            type="email"
            name="email"
            autocomplete="email"
            spellcheck={false}
            aria-invalid={emailInvalid ? 'true' : undefined}
            aria-describedby={described(emailInvalid)}
            value={v.email}
          />
        </div>
        <div class="field">
          <label for="f-phone">Phone number</label>
          <input
            id="f-phone"
            type="tel"
            name="phone"
            autocomplete="tel"
            aria-invalid={phoneInvalid ? 'true' : undefined}
            aria-describedby={described(phoneInvalid)}
            value={v.phone}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The optional details: a textarea with its hint. */
export const Details = ({ value, hidden }: { value: string; hidden: boolean }) => (
  <div class="field" hidden={hidden}>
    <label for="f-additionalDetails">Additional details (optional)</label>
    <p class="hint" id="details-hint">
      For example measurements, access to the site or a finish you have in mind.
    </p>
    <textarea
      id="f-additionalDetails"
      name="additionalDetails"
      rows={4}
      aria-describedby="details-hint"
      value={value}
    />
  </div>
);
