import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { ChatButton, type ChatButtonProps } from './ChatButton.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<ChatButtonProps> = {
  tag: element.tag,
  Component: ChatButton,
  css,
  props: observedProps(element),
};
