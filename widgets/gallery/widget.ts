import { widget } from '../common/define.tsx';
import { Gallery } from './Gallery.tsx';
import { element } from './spec.ts';
import { css } from './styles.ts';

export const spec = widget(element, Gallery, css);
