import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

/** steel-scroll-top's public interface (docs/widgets.md#other-widgets): our pages only. */
export const element = declareElement({
  tag: 'steel-scroll-top',
  title: 'Back to top',
  summary: 'A button that appears once the page is scrolled past the threshold.',
  embeddable: false,
  attributes: [
    {
      name: 'threshold',
      property: 'threshold',
      type: 'number',
      default: '300',
      description: 'Pixels scrolled before it shows',
    },
    { name: 'label', property: 'label', type: 'string', default: 'Back to top', description: 'Accessible name' },
  ],
  properties: [],
  events: [
    {
      name: 'steel-scroll-top',
      detail: '{ from: number }',
      description: 'The button was used: how far down the page was',
      cancelable: false,
    },
  ],
  cssProperties: customProperties(css, [
    theme.primary,
    theme.onPrimary,
    theme.focus,
    { name: '--steel-scroll-top-right', description: 'Distance from the right edge' },
    { name: '--steel-scroll-top-bottom', description: 'Distance from the bottom edge' },
  ]),

  parts: [{ name: 'button', description: 'The button' }],
  slots: [],
} as const satisfies ElementInterface);
