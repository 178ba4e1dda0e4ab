import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

/** steel-site-menu's public interface (docs/widgets.md#other-widgets): our pages only. */
export const element = declareElement({
  tag: 'steel-site-menu',
  title: 'Small-screen menu',
  summary:
    "Our pages' menu toggle: a native disclosure around the links you put inside it; closes on a link or Escape.",
  embeddable: false,
  attributes: [
    { name: 'label', property: 'label', type: 'string', default: 'Menu', description: 'Text of the toggle' },
  ],
  properties: [],
  events: [
    {
      name: 'steel-menu-toggle',
      detail: '{ open: boolean }',
      description: 'The menu was opened or closed',
      cancelable: false,
    },
  ],
  cssProperties: customProperties(css, [theme.primary, theme.text, theme.surface, theme.focus, theme.radius]),
  parts: [
    { name: 'toggle', description: 'The menu button' },
    { name: 'menu', description: 'The disclosure' },
  ],
  slots: [{ name: '', description: 'The links' }],
} as const satisfies ElementInterface);
