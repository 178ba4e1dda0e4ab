import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

/** steel-faq's public interface (docs/widgets.md#other-widgets). */
export const element = declareElement({
  tag: 'steel-faq',
  title: 'FAQ',
  summary:
    'Questions in five categories; one category and one answer open at a time. Native <details>, so it works without JavaScript.',
  embeddable: true,
  attributes: [
    {
      name: 'items',
      property: 'items',
      type: 'json',
      tsType: 'string | Array<{ category: string; questions: Array<{ question: string; answer: string }> }>',
      default: 'the business FAQ',
      description: 'JSON array of { category, questions: [{ question, answer }] } (the property also takes the array)',
    },
    {
      name: 'heading-level',
      property: 'headingLevel',
      type: 'number',
      default: '2',
      description: 'Heading level of the category titles (1 to 5); questions are one level below',
      // under a partner's own h2
      example: '3',
    },
  ],
  properties: [],
  events: [
    {
      name: 'steel-faq-category',
      detail: '{ category: string }',
      description: 'A category was opened',
      cancelable: false,
    },
    {
      name: 'steel-faq-toggle',
      detail: '{ category: string; question: string; open: boolean }',
      description: 'A question was opened or closed',
      cancelable: false,
    },
  ],
  cssProperties: customProperties(css, [
    theme.primary,
    theme.onPrimary,
    theme.text,
    theme.surface,
    theme.border,
    theme.focus,
    theme.radius,
    { name: '--steel-faq-hover', description: 'Background of a hovered category' },
  ]),

  parts: [
    { name: 'faq', description: 'The whole list' },
    { name: 'category', description: 'Each category (a <details>)' },
    { name: 'category-button', description: "Each category's title" },
    { name: 'question', description: 'Each question (a <details>)' },
    { name: 'question-button', description: 'Each question' },
    { name: 'answer', description: 'Each answer' },
  ],
  slots: [],
  reserve: { part: 'faq' },
  fallback: { page: 'faq', text: 'Read the answers to common questions' },
} as const satisfies ElementInterface);
