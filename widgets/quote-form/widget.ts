import type { WidgetSpec } from '../common/define.tsx';
import { QuoteForm, type QuoteFormProps } from './QuoteForm.tsx';
import { css } from '../mail-form/styles.ts';
import { formProps } from '../mail-form/MailForm.tsx';

export const spec: WidgetSpec<QuoteFormProps> = {
  tag: 'steel-quote-form',
  Component: QuoteForm,
  css,
  props: formProps,
};

/** Styles of states only the form's code reaches: a pre-rendered form adopts them when its code arrives (lazy.ts). */
export { stateCss } from '../mail-form/styles.ts';
