import { definitionOf } from '../common/define.tsx';
import { ContactForm } from './ContactForm.tsx';
import { element } from './interface.ts';
import { css } from '../mail-form/styles.ts';

export const widget = definitionOf(element, ContactForm, css);

/** Styles of states only the form's code reaches: a pre-rendered form adopts them when its code arrives (lazy.ts). */
export { stateCss } from '../mail-form/styles.ts';
