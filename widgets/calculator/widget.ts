import type { WidgetSpec } from '../common/define.tsx';
import { Calculator, type CalculatorProps } from './Calculator.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<CalculatorProps> = {
  tag: 'steel-calculator',
  Component: Calculator,
  css,
  props: { email: 'string', brand: 'string', phone: 'string', service: 'string', heading: 'string' },
};
