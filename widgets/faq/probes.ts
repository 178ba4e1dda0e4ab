import { $, click, type WidgetProbes } from '../common/probes.ts';

export const probes: WidgetProbes = {
  attributes: {
    items: {
      value: JSON.stringify([{ category: 'Partners', questions: [{ question: 'Can I embed this?', answer: 'Yes.' }] }]),
    },
    'heading-level': {},
  },
  events: {
    'steel-faq-category': async (root) => click($(root, '[part=category]:nth-of-type(2) > [part=category-button]')),
    'steel-faq-toggle': async (root) => click($(root, '[part=question-button]')),
  },
};
