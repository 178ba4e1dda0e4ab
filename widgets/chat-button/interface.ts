import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

/** steel-chat-button's public interface (docs/widgets.md#other-widgets). */
export const element = declareElement({
  tag: 'steel-chat-button',
  title: 'Chat button',
  summary:
    'A floating WhatsApp button with a prefilled greeting. Phones try the app first, then the web chat after a second.',
  embeddable: true,
  attributes: [
    {
      name: 'number',
      property: 'number',
      type: 'string',
      default: 'the business chat number',
      description: 'Chat number in E.164 form',
      example: '+447700900555',
    },
    {
      name: 'message',
      property: 'message',
      type: 'string',
      default: 'the business greeting',
      description: 'Prefilled greeting',
      example: 'Hello, I would like a price for a steel staircase.',
    },
    {
      name: 'label',
      property: 'label',
      type: 'string',
      default: 'Chat with us on WhatsApp',
      description: 'Accessible name (visible on wide screens)',
      example: 'Message us on WhatsApp',
    },
    {
      name: 'fallback-delay',
      property: 'fallbackDelay',
      type: 'number',
      default: '1000',
      description: 'Milliseconds before the web link opens on phones',
      // no example: the default is the delay to keep (docs/widgets.md "Example values")
    },
  ],
  properties: [],
  events: [
    {
      name: 'steel-chat-click',
      detail: '{ mobile: boolean; app: string; web: string }',
      description: 'The button was used: whether on a phone, and the app and web links',
      cancelable: false,
    },
  ],
  cssProperties: customProperties(css, [
    { name: '--steel-chat-bg', description: 'Button colour' },
    { name: '--steel-chat-fg', description: 'Icon and text colour' },
    { name: '--steel-chat-right', description: 'Distance from the right edge' },
    { name: '--steel-chat-bottom', description: 'Distance from the bottom edge' },
    theme.focus,
  ]),

  parts: [{ name: 'button', description: 'The link itself' }],
  slots: [],
  // fixed to a corner of the viewport: it takes no space in the page
} as const satisfies ElementInterface);
