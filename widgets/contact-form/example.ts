import { expect } from '@playwright/test';
import { focusFirst, send, sendComplete, type WidgetExample } from '../common/example.ts';

export const example = {
  page: '/contact',
  states: [focusFirst, send, sendComplete],
  withoutJavaScript: {
    says: 'its fields show',
    check: async (_, host) => expect(host.locator('input[name="firstName"]')).toBeVisible(),
  },
  /** What a visitor types and chooses in its journeys (widgets/contact-form/contact-form.journeys.ts). */
  named: {
    typed: {
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam@example.net',
      phone: '01632 960777',
      company: 'Sam Builds Ltd',
      message: 'Steel stair for a two-storey office.',
    },
    /** typed before sending an incomplete form */
    partly: ['firstName', 'company'],
    /** the option chosen in each list of contact-form.json: the last but one, whatever today's are */
    choice: -2,
    file: { name: 'site.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' },
    refused: { name: 'run.exe', type: 'application/octet-stream', text: 'MZ' },
  },
} satisfies WidgetExample;
