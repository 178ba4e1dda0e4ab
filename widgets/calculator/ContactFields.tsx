/**
 * The visitor's contact: an e-mail address or a phone number, or both, and an optional name. One error
 * line for the group (nothing given, or a malformed address or number), pointed to by the fields it is about.
 */
export function ContactFields({
  v,
  error,
  emailInvalid,
  phoneInvalid,
}: {
  v: Record<'name' | 'email' | 'phone', string>;
  error?: string;
  emailInvalid: boolean;
  phoneInvalid: boolean;
}) {
  const described = (bad: boolean) => (bad ? 'contact-hint e-contact' : 'contact-hint');
  return (
    <fieldset class={error ? 'group invalid' : 'group'}>
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
