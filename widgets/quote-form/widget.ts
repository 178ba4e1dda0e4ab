import { definitionOf } from '../common/define.tsx';
import { onPartner } from '../common/on-partner.ts';
import { stepsCss } from '../common/Steps.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { element } from './interface.ts';
import { css } from '../mail-form/styles.ts';

// On a partner's page it steps (docs/widgets.md "One screen on a phone"), with the styles of its steps.
export const widget = definitionOf(element, QuoteForm, onPartner ? css + stepsCss : css);

/** Styles of states only the form's code reaches: a pre-rendered form adopts them when its code arrives (lazy.ts). */
export { stateCss } from '../mail-form/styles.ts';
