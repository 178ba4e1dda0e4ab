import quote from './data/quote-form.json';
import type { FieldDef } from './form-fields.ts';

/** The home and service-page quote form (docs/widgets.md, "Quote form"), in the order the e-mail lists them. */
export const quoteFields: FieldDef[] = [
  { name: 'name', label: 'Full name', required: 'Enter your name', autocomplete: 'name' },
  { name: 'phone', label: 'Phone number', type: 'tel', required: 'Enter your phone number', autocomplete: 'tel' },
  { name: 'email', label: 'Email address', type: 'email', required: 'Enter your email address', autocomplete: 'email' },
  {
    name: 'service',
    label: 'Service',
    type: 'select',
    options: quote.service,
    required: 'Choose the service you need',
  },
  {
    name: 'location',
    label: 'Project location',
    type: 'select',
    options: quote.location,
    required: 'Choose where the project is',
  },
  { name: 'timeline', label: 'Timeline', type: 'select', options: quote.timeline },
  { name: 'contactMethod', label: 'Preferred contact method', type: 'radio', options: quote.contactMethod },
  { name: 'description', label: 'Project description', type: 'textarea', required: 'Describe your project' },
];
