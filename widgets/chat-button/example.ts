import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/',
  states: [focusFirst],
} satisfies WidgetExample;
