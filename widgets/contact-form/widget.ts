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

/** Styles of states only the form's code reaches: a pre-rendered form adopts them when its code arrives (lazy.ts). */
export { stateCss } from '../mail-form/styles.ts';
