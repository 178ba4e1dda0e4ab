import { definitionOf } from '../common/define.tsx';
import { ScrollTop } from './ScrollTop.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';

export const widget = definitionOf(element, ScrollTop, css);
