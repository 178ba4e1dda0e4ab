import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { Calculator, type CalculatorProps } from './Calculator.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<CalculatorProps> = {
  tag: element.tag,
  Component: Calculator,
  css,
  props: observedProps(element),
};
