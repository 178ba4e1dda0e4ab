import { definitionOf } from '../common/define.tsx';
import { ChatButton } from './ChatButton.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';

export const widget = definitionOf(element, ChatButton, css);
