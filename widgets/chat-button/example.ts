import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/',
  states: [focusFirst],
  /** another page of ours that shows it, where its journey looks at it (widgets/chat-button/chat-button.journeys.ts) */
  named: { alsoOn: '/about' },
} satisfies WidgetExample;
