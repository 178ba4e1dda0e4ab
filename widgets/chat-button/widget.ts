import { widget } from '../common/define.tsx';
import { ChatButton } from './ChatButton.tsx';
import { element } from './spec.ts';
import { css } from './styles.ts';

export const spec = widget(element, ChatButton, css);
