import { widget } from '../common/define.tsx';
import { Calculator } from './Calculator.tsx';
import { element } from './spec.ts';
import { css } from './styles.ts';

export const spec = widget(element, Calculator, css);
