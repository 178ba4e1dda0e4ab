import type { MailField } from './quote-mail.ts';

/**
 * A field of the mail forms. Their field lists (quote-fields.ts, contact-fields.ts) are facts the forms
 * (widgets/quote-form, widgets/contact-form) render and the mail composition's tests in shared/ read, so they
 * live in the layer both may import. widgets/mail-form/Field.tsx, which renders a field, still declares the same
 * shape itself: editing it renames its partner chunk, which would be a release; it can take this type with its next
 * change.
 *
 * A field with `required` must be filled; `required` is what the visitor reads when it is empty (shared/validation.ts).
 */
export interface FieldDef extends MailField {
  required?: string;
  autocomplete?: string;
}
