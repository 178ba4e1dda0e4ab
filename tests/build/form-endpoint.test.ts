/**
 * The pages follow business.json `formEndpoint` (docs/form-endpoint.md): the privacy policy says where enquiries go,
 * the note under each mail form says what a post without JavaScript does, and the pre-rendered forms carry the
 * protocol's envelope for it. Runs on the shipped data (empty: the e-mail program) and the fixture's (set).
 */
import { describe, expect, it } from 'vitest';
import { page } from './built-site.ts';
import { readData } from '../../shared/data/load.ts';

const { formEndpoint = '' } = readData('business') as { formEndpoint?: string };
const host = formEndpoint && new URL(formEndpoint).host;
const legal = readData('legal') as { privacy: { paragraphs: string[]; paragraphsWithFormEndpoint?: string[] }[] };

describe(`the pages with formEndpoint ${formEndpoint ? 'set' : 'empty'}`, () => {
  it('the privacy policy names where enquiries go, in the words the owner wrote for the setting', () => {
    const text = page('/privacy-policy').querySelector('main')!.textContent!.replace(/\s+/g, ' ');
    for (const s of legal.privacy) {
      const shown = formEndpoint && s.paragraphsWithFormEndpoint ? s.paragraphsWithFormEndpoint : s.paragraphs;
      for (const p of shown) expect(text).toContain(p.replace('{formEndpointHost}', host).replace(/\s+/g, ' '));
    }
    if (formEndpoint) {
      expect(text).toContain(host);
      expect(
        legal.privacy.some((s) => s.paragraphsWithFormEndpoint),
        'a section written for the setting',
      ).toBe(true);
    }
  });

  it('each pre-rendered mail form posts where the setting says, with the envelope for a post without JavaScript', () => {
    const doc = page('/contact');
    const template = doc.querySelector('steel-contact-form template')!;
    const form = template.innerHTML;
    const note = doc.querySelector('steel-contact-form + noscript')?.textContent ?? '';
    if (formEndpoint) {
      expect(form).toContain(`action="${formEndpoint}"`);
      expect(form).toContain('enctype="multipart/form-data"');
      for (const name of ['_subject', '_form', '_page']) expect(form, name).toContain(`name="${name}"`);
      expect(form).toMatch(/name="_page" value="[^"]*\/contact"/);
      expect(form).toContain('name="_gotcha"');
      expect(note).toContain(host);
    } else {
      expect(form).toMatch(/action="mailto:/);
      expect(form).not.toContain('_gotcha');
      expect(form).not.toContain('_subject');
      expect(note).toMatch(/e-mail program/);
    }
  });
});
