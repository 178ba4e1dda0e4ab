import { describe, expect, it } from 'vitest';
import { envelope, endpointOrigin, refusal, TRY_AGAIN } from './form-endpoint.ts';

describe('the form endpoint protocol (docs/form-endpoint.md)', () => {
  it('sends the subject, reply-to, form and page beside the fields; no reply-to without an address', () => {
    const about = { form: 'quote', subject: 'New Quote Request - Acme', page: 'https://example.com/' };
    expect(Object.fromEntries(envelope({ ...about, replyTo: 'jo@example.org' }))).toEqual({
      _subject: about.subject,
      _replyto: 'jo@example.org',
      _form: 'quote',
      _page: about.page,
    });
    expect(envelope(about).map(([name]) => name)).toEqual(['_subject', '_form', '_page']);
  });

  it("shows a service's messages beside the fields they name and the others in the message", () => {
    const body = JSON.stringify({
      errors: [
        { field: 'email', message: 'should be an email' },
        { field: 'email', message: 'a second one is not shown' },
        { field: 'unknown', message: 'Form not found' },
        { message: 'Too many submissions!' },
        { message: 42 },
      ],
    });
    const r = refusal(422, body, ['name', 'email']);
    expect(r.fields).toEqual({ email: 'should be an email' });
    expect(r.message).toBe(`Your request was not sent. Form not found. Too many submissions! ${TRY_AGAIN}`);
  });

  it('asks to correct the fields when every message names one', () => {
    const r = refusal(422, JSON.stringify({ errors: [{ field: 'name', message: 'required' }] }), ['name']);
    expect(r).toEqual({ fields: { name: 'required' }, message: expect.stringContaining('correct the fields marked') });
  });

  it("says what went wrong by the status when the answer is not the protocol's JSON, and never shows a server's own words", () => {
    expect(refusal(502, '<html>Bad gateway</html>', []).message).toContain('had a problem (error 502)');
    expect(refusal(500, JSON.stringify({ errors: [{ message: 'stack trace' }] }), []).message).not.toContain(
      'stack trace',
    );
    expect(refusal(403, '', []).message).toContain('refused it (error 403)');
    expect(refusal(403, 'null', []).fields).toEqual({});
  });

  it('names the origin a policy must allow, none when the setting is empty', () => {
    expect(endpointOrigin('https://formspree.io/f/abc')).toBe('https://formspree.io');
    expect(endpointOrigin('')).toBe('');
    expect(endpointOrigin(undefined)).toBe('');
  });
});
