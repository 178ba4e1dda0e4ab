import { vi } from 'vitest';
import { $, detailsOf, settle, tick, type Root, type WidgetProbes } from '../common/probes.ts';
import { choose, file, setValue } from './test-helpers.ts';
import { navigation } from './MailForm.tsx';

/** Fills every field of a form widget validly and sends it. */
export async function sendForm(root: Root) {
  for (const c of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=file]):not([type=radio]), textarea',
  )) {
    setValue(c, c.type === 'email' ? 'visitor@example.com' : '01632 960123');
  }
  for (const s of root.querySelectorAll('select')) setValue(s, s.options[1].value);
  await tick();
  $(root, '[part=submit]').click();
  await settle();
  await tick(navigation.delay + 10);
}

/** The error fallback's text, reached with a bad e-mail address. */
const fallbackText = async (el: HTMLElement, root: Root) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  el.setAttribute('email', 'not an address');
  await settle();
  return $(root, '[role=alert]').textContent;
};

/** Both form widgets (steel-quote-form, steel-contact-form): their shared attributes and events. */
export const mailFormProbes: WidgetProbes = {
  before: () => {
    navigation.delay = 0;
    navigation.open = vi.fn();
    navigation.go = vi.fn();
  },
  attributes: {
    email: {},
    phone: { observe: fallbackText },
    brand: {},
    service: {
      value: 'crane-hire',
      observe: async (_, root) => $<HTMLSelectElement>(root, 'select[name=service]').value,
    },
    'thank-you-url': {
      observe: async (_, root) => {
        vi.mocked(navigation.go).mockClear();
        await sendForm(root);
        return vi.mocked(navigation.go).mock.calls.map((c) => c[0]);
      },
    },
    heading: {},
    'form-type': { value: 'partner-landing', observe: detailsOf('steel-quote-composed', sendForm, (d) => d.formType) },
  },
  events: {
    'steel-quote-composed': sendForm,
    'steel-file-rejected': async (root) => (
      choose(root, [file('virus.exe', 10, 'application/x-msdownload')]),
      settle()
    ),
  },
};
