// For both form widgets' happy-dom tests (quote-form.test.tsx, contact-form.test.tsx): the partner's example
// attributes (each form's named.configured, from interface.ts: docs/widgets.md "Example values") each seen at work.
import { expect, vi } from 'vitest';
import { parseMailto } from '../../shared/mailto.ts';
import { attributeText } from '../../tests/lib/dom-steps.ts';
import { navigation } from './MailForm.tsx';
import { sendForm } from './probes.ts';
import { $, tick } from './test-helpers.ts';

type Mount = (attrs: string) => Promise<{ el: HTMLElement; root: ShadowRoot }>;

/** Heading shown, e-mail and brand in the mailto, the thank-you page reached; last the phone, in the fallback. */
export async function expectConfigured(mount: Mount, configured: Record<string, string>) {
  const { el, root } = await mount(attributeText(configured));
  expect($(root, 'h2').textContent).toBe(configured.heading);
  const mail = parseMailto($<HTMLFormElement>(root, 'form').getAttribute('action')!);
  expect(mail.to).toBe(configured.email);
  expect(mail.subject).toContain(configured.brand);
  await sendForm(root);
  expect(vi.mocked(navigation.go).mock.calls.map((c) => c[0])).toEqual([configured['thank-you-url']]);
  // the phone is shown where the form cannot compose: an unusable address
  vi.spyOn(console, 'error').mockImplementation(() => {});
  el.setAttribute('email', 'not an address');
  await tick();
  expect($(root, '[role=alert]').textContent).toContain(configured.phone);
}
