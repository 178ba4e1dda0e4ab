import { definitionOf } from '../common/define.tsx';
import { Gallery } from './Gallery.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';

export const widget = definitionOf(element, Gallery, css);
