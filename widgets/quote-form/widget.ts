import type { WidgetSpec } from '../common/define.tsx';
import { QuoteForm, type QuoteFormProps } from './QuoteForm.tsx';
import { css } from './styles.ts';
import { formProps } from './MailForm.tsx';

export const spec: WidgetSpec<QuoteFormProps> = { tag: 'steel-quote-form', Component: QuoteForm, css, props: formProps };
