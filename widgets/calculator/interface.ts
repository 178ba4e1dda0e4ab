import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

// Detail types, written once for the three events that carry an estimate (shared/pricing.ts).
const options = "Record<'serviceType' | 'projectSize' | 'material' | 'complexity' | 'timeframe' | 'location', string>";
const result =
  '{ basePrice: number; totalPrice: number; low: number; high: number; priceRange: string; factors: string[] }';
const mail = `{ href: string; subject: string; body: string; truncated: boolean; options: ${options}; result: ${result} }`;

/** steel-calculator's public interface (docs/widgets.md#calculator). */
export const element = declareElement({
  tag: 'steel-calculator',
  title: 'Cost calculator',
  summary:
    'Indicative price range for a steel job from six choices, with buttons to e-mail the estimate or ask for a site visit.',
  embeddable: true,
  attributes: [
    {
      name: 'email',
      property: 'email',
      type: 'string',
      default: 'the business e-mail',
      description: 'Address the composed e-mails go to',
      example: 'estimates@example.com',
    },
    {
      name: 'phone',
      property: 'phone',
      type: 'string',
      default: 'the business phone',
      description: 'Phone number shown in "Prefer to talk?" and the error fallback',
      example: '01632 960555',
    },
    {
      name: 'brand',
      property: 'brand',
      type: 'string',
      default: 'the business name',
      description: 'Business name used in the e-mail subjects',
      example: 'Example Builders Ltd',
    },
    {
      name: 'service',
      property: 'service',
      type: 'string',
      description:
        "Preselected service type: steel-fabrication, welding, structural-steel, steel-beams, staircases, platforms, architectural or emergency, or a form's value of the same service (others: a console warning)",
      // from the fixed list above, so every data set's calculator has it
      example: 'staircases',
    },
    {
      name: 'heading',
      property: 'heading',
      type: 'string',
      description: 'Heading shown above the form (none by default: the page supplies one)',
      example: 'What will your steel job cost?',
    },
  ],
  properties: [],
  events: [
    {
      name: 'steel-estimate',
      detail: `{ options: ${options}; result: ${result} }`,
      description: 'Calculate gave a range: the six choices and the estimate',
      cancelable: false,
    },
    {
      name: 'steel-calculator-email',
      detail: mail,
      description:
        '"E-mail this estimate to us": the composed e-mail and the estimate. preventDefault(): no mail program opens',
      cancelable: true,
    },
    {
      name: 'steel-calculator-site-visit',
      detail: mail,
      description:
        '"Request a site visit": the composed e-mail and the estimate. preventDefault(): no mail program opens',
      cancelable: true,
    },
  ],
  cssProperties: customProperties(css, [
    theme.primary,
    theme.accent,
    theme.onAccent,
    theme.text,
    theme.muted,
    theme.surface,
    theme.border,
    theme.link,
    theme.focus,
    theme.danger,
    theme.radius,
    theme.fieldBorder,
    { name: '--steel-selected', description: 'Background of a chosen option' },
    { name: '--steel-result-bg', description: 'Background of the result panel' },
    {
      name: '--steel-disabled',
      description: 'Colour of the Calculate button before every choice is made',
    },
  ]),

  parts: [
    { name: 'calculator', description: 'The whole widget' },
    { name: 'form', description: 'The form with the six choices and the contact fields' },
    { name: 'calculate', description: 'The Calculate button' },
    { name: 'reset', description: 'The Reset button' },
    { name: 'result', description: 'The result area' },
    { name: 'email', description: 'The "E-mail this estimate to us" button (once there is a result)' },
    { name: 'site-visit', description: 'The "Request a site visit" button (once there is a result)' },
  ],
  slots: [],
  reserve: { part: 'calculator' },
  fallback: { page: 'calculator', text: 'Work out a price on our steel cost calculator' },
} as const satisfies ElementInterface);
