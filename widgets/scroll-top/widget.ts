import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { ScrollTop, type ScrollTopProps } from './ScrollTop.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ScrollTopProps> = { tag: element.tag, Component: ScrollTop, css, props: observedProps(element) };
