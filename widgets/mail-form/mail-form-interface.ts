import {
  customProperties,
  theme,
  type AttributeDecl,
  type EventDecl,
  type NamedDecl,
} from '../common/element-interface.ts';
import { css } from './styles.ts';

/**
 * What steel-quote-form and steel-contact-form share (both render widgets/mail-form/MailForm.tsx): attributes, events,
 * styles and parts. Each form's interface.ts adds its own words, its `form-type` default and its example heading. The
 * `service` has no example (docs/widgets.md "Example values"): a form's services are the owner's data, and
 * `form-type` none: its default names the form in the partner's reports.
 */
export const mailFormAttributes = <T extends string>(formType: T, heading: string) =>
  [
    {
      name: 'email',
      property: 'email',
      type: 'string',
      default: 'the business e-mail',
      description: 'Address the composed e-mail goes to',
      example: 'quotes@example.org',
    },
    {
      name: 'phone',
      property: 'phone',
      type: 'string',
      default: 'the business phone',
      description: 'Phone number shown in the error fallback',
      example: '01632 960555',
    },
    {
      name: 'brand',
      property: 'brand',
      type: 'string',
      default: 'the business name',
      description: 'Business name used in the e-mail subject',
      example: 'Example Builders Ltd',
    },
    {
      name: 'service',
      property: 'service',
      type: 'string',
      description:
        "Preselected service: a value of the form's service list (e.g. crane-hire) or another widget's value of the same service",
    },
    {
      name: 'thank-you-url',
      property: 'thankYouUrl',
      type: 'string',
      description: 'Where the visitor goes after the e-mail is composed (none: the form shows it)',
      example: 'https://example.com/thank-you',
    },
    {
      name: 'heading',
      property: 'heading',
      type: 'string',
      description: 'Heading shown above the form (none by default: the page supplies one)',
      example: heading,
    },
    {
      name: 'form-type',
      property: 'formType',
      type: 'string',
      default: formType,
      description: 'Reported in analytics as form_type and in the steel-quote-composed detail',
    },
  ] as const satisfies readonly AttributeDecl[];

export const mailFormEvents: EventDecl[] = [
  {
    name: 'steel-quote-composed',
    detail:
      '{ formType: string; href: string; subject: string; body: string; fields: Record<string, string>; truncated: boolean }',
    description:
      'The e-mail was composed: the mailto: link, subject, body, every field by name, and whether the body was shortened. preventDefault(): the form stays and shows it',
    cancelable: true,
  },
  {
    name: 'steel-file-rejected',
    detail: "{ file: string; reason: 'too-large' | 'bad-type' | 'too-many' }",
    description:
      'A chosen file was refused: larger than 10 MB, not an image or document type the form takes, or one too many',
    cancelable: false,
  },
];

export const mailFormCss = customProperties(css, [
  theme.primary,
  theme.accent,
  theme.onAccent,
  theme.text,
  theme.muted,
  theme.surface,
  theme.border,
  theme.focus,
  theme.danger,
  theme.radius,
  theme.fieldBorder,
]);

export const mailFormParts: NamedDecl[] = [
  { name: 'form', description: 'The form' },
  { name: 'submit', description: 'The send button' },
];
