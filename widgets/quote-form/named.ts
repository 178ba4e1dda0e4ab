import { examplesOf } from '../common/element-interface.ts';
import { element } from './interface.ts';

/**
 * What a visitor types and chooses in the quote form: its named examples, fed to its happy-dom tests
 * (quote-form.test.tsx), its browser tests and its journeys in three engines (quote-form.journeys.ts); choices are
 * places in quote-form.json. Test code only, and pure: no Playwright, no DOM.
 */
export const named = {
  /** the attributes a partner sets, each its example in interface.ts, as /embed's configurator offers them */
  configured: examplesOf(element),
  typed: {
    name: 'Jo Bloggs',
    phone: '07700 900123',
    email: 'jo@example.org',
    description: 'A galvanised side gate.',
  },
  /** the option of each select and radio group chosen (from 0), in quote-form.json's order */
  choices: { location: 0, timeline: 0, contactMethod: 1 },
  /** files as the file picker gives them (a PDF is allowed, a text file refused) */
  pdf: (name: string, size?: number) => ({ name, type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n', size }),
  refused: { name: 'notes.txt', type: 'text/plain', text: 'hello' },
  badEmail: 'not-an-address',
} as const;
