import type { WidgetProps } from '../common/define.tsx';
import { MailForm, type MailFormProps } from '../mail-form/MailForm.tsx';
import { quoteFields } from '../../shared/quote-fields.ts';
import { onPartner } from '../common/on-partner.ts';

export type QuoteFormProps = MailFormProps;

/** `steel-quote-form`: the quote form of the home and service pages; on a partner's page, in steps (MailForm.tsx). */
export const QuoteForm = ({ formType = 'quote', ...props }: QuoteFormProps & WidgetProps) => (
  <MailForm {...props} formType={formType} fields={quoteFields} steps={onPartner} />
);
