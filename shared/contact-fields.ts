import contact from './data/contact-form.json';
import type { FieldDef } from './form-fields.ts';
import { serviceValue } from './service-choice.ts';

/** The contact page form (docs/widgets.md, "Contact form"), in the order the e-mail lists them. */
export const contactFields: FieldDef[] = [
  { name: 'firstName', label: 'First name', required: 'Enter your first name', autocomplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: 'Enter your last name', autocomplete: 'family-name' },
  { name: 'email', label: 'Email address', type: 'email', required: 'Enter your email address', autocomplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', required: 'Enter your phone number', autocomplete: 'tel' },
  { name: 'company', label: 'Company', autocomplete: 'organization' },
  {
    name: 'service',
    label: 'Service',
    type: 'select',
    options: contact.service.map((label) => ({ value: serviceValue(label), label })),
    required: 'Choose the service you need',
  },
  {
    name: 'location',
    label: 'Project location',
    type: 'select',
    options: contact.location,
    required: 'Choose where the project is',
  },
  { name: 'timeline', label: 'Timeline', type: 'select', options: contact.timeline },
  { name: 'budget', label: 'Budget', type: 'select', options: contact.budget },
  { name: 'message', label: 'Project details', type: 'textarea', required: 'Tell us about your project' },
];
