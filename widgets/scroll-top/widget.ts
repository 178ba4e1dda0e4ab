import type { WidgetSpec } from '../common/define.tsx';
import { ScrollTop, type ScrollTopProps } from './ScrollTop.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ScrollTopProps> = {
  tag: 'steel-scroll-top',
  Component: ScrollTop,
  css,
  props: { threshold: 'number', label: 'string' },
};
