import type { WidgetSpec } from '../common/define.tsx';
import { formProps } from '../quote-form/MailForm.tsx';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ContactFormProps> = { tag: 'steel-contact-form', Component: ContactForm, css, props: formProps };
