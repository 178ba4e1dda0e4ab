import { focusFirst, type WidgetExample } from '../common/example.ts';

export const example: WidgetExample = { page: '/', states: [focusFirst] };
