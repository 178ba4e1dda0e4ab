import { definitionOf } from '../common/define.tsx';
import { Calculator } from './Calculator.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';

export const widget = definitionOf(element, Calculator, css);
