import { widget } from '../common/define.tsx';
import { ScrollTop } from './ScrollTop.tsx';
import { element } from './spec.ts';
import { css } from './styles.ts';

export const spec = widget(element, ScrollTop, css);
