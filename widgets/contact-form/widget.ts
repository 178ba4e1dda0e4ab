import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ContactFormProps> = { tag: element.tag, Component: ContactForm, css, props: observedProps(element) };
