import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { QuoteForm, type QuoteFormProps } from './QuoteForm.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<QuoteFormProps> = { tag: element.tag, Component: QuoteForm, css, props: observedProps(element) };
