import { definitionOf } from '../common/define.tsx';
import { onPartner } from '../common/on-partner.ts';
import { stepsCss } from '../common/Steps.tsx';
import { Calculator } from './Calculator.tsx';
import { element } from './interface.ts';
import { css, noScriptCss } from './styles.ts';

// On a partner's page it steps (docs/widgets.md "One screen on a phone"), with the styles of its steps; on ours it has
// the line for when its code never ran.
export const widget = definitionOf(element, Calculator, css + (onPartner ? stepsCss : noScriptCss));
