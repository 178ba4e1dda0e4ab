import { h } from 'preact';
import { definitionOf, type WidgetProps } from '../common/define.tsx';
import { Faq, type FaqProps } from './Faq.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';
import faq from '../../shared/data/faq.json';

/**
 * The FAQ with shared/data/faq.json as its default: for the build's pre-rendering, the all-widgets
 * module and the partner release (partner.ts). Our pages load register.ts instead, which takes the text
 * from the pre-rendered HTML (see there).
 */
export const widget = definitionOf(element, (p: FaqProps & WidgetProps) => h(Faq, { fallback: faq, ...p }), css);
