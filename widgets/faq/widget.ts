import { h } from 'preact';
import type { WidgetProps, WidgetSpec } from '../common/define.tsx';
import { Faq, props, tag, type FaqProps } from './Faq.tsx';
import { css } from './styles.ts';
import faq from '../../shared/data/faq.json';

/**
 * The FAQ with shared/data/faq.json as its default: for the build's pre-rendering, the all-widgets
 * module and the partner embed (embed.ts). Our pages load register.ts instead, which takes the text
 * from the pre-rendered HTML (see there).
 */
export const spec: WidgetSpec<FaqProps> = {
  tag,
  Component: (p: FaqProps & WidgetProps) => h(Faq, { fallback: faq, ...p }),
  css,
  props,
};
