import type { WidgetSpec } from '../common/define.tsx';
import { formProps } from '../mail-form/MailForm.tsx';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { css } from '../mail-form/styles.ts';

export const spec: WidgetSpec<ContactFormProps> = {
  tag: 'steel-contact-form',
  Component: ContactForm,
  css,
  props: formProps,
};
