import { examplesOf } from '../common/element-interface.ts';
import { element } from './interface.ts';

/**
 * What a visitor types and chooses in the contact form: its named examples, fed to its happy-dom tests
 * (contact-form.test.tsx), its browser tests and its journeys in three engines (contact-form.journeys.ts). Test code
 * only, and pure: no Playwright, no DOM.
 */
export const named = {
  /** the attributes a partner sets, each its example in interface.ts, as /embed's configurator offers them */
  configured: examplesOf(element),
  typed: {
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sam@example.net',
    phone: '01632 960777',
    company: 'Sam Builds Ltd',
    message: 'Steel stair for a two-storey office.',
  },
  /** typed before sending an incomplete form */
  partly: ['firstName', 'company'] as readonly string[],
  /** the option chosen in each list of contact-form.json: the last but one, whatever today's are */
  choice: -2,
  file: { name: 'site.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' },
  refused: { name: 'run.exe', type: 'application/octet-stream', text: 'MZ' },
} as const;
