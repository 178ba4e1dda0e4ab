import type { WidgetSpec } from '../common/define.tsx';
import { ChatButton, type ChatButtonProps } from './ChatButton.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ChatButtonProps> = {
  tag: 'steel-chat-button',
  Component: ChatButton,
  css,
  props: { number: 'string', message: 'string', label: 'string', fallbackDelay: 'number' },
};
