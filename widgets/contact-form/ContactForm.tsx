import type { WidgetProps } from '../common/define.tsx';
import { MailForm, type MailFormProps } from '../mail-form/MailForm.tsx';
import { contactFields } from '../../shared/contact-fields.ts';

export type ContactFormProps = MailFormProps;

/** `steel-contact-form`: the contact page form. It composes the e-mail like the quote form (docs/design.md: "Where we differ from the original site"). */
export const ContactForm = ({ formType = 'contact', ...props }: ContactFormProps & WidgetProps) => (
  <MailForm {...props} formType={formType} fields={contactFields} />
);
