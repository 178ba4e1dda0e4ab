import { describe, it, expect } from 'vitest';
import { isEmail, isPhone, problem, validate, EMAIL_FORMAT, PHONE_FORMAT } from './validation.ts';

describe('validation', () => {
  it('accepts e-mail addresses a visitor would type and refuses the usual slips', () => {
    for (const ok of ['jo@example.com', ' jo.bloggs+quotes@mail.example.co.uk ']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['jo at example', 'jo@example', '@example.com', 'jo@@example.com', 'jo @example.com', ''])
      expect(isEmail(bad), bad).toBe(false);
  });

  it('accepts phone numbers as people write them and refuses text or too few digits', () => {
    for (const ok of ['01632 960000', '07700 900123', '+44 (0)1632 960-001', '01632.960.001', '1234567'])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['call me', 'jo@example.com', '12345', '0163296000012345678', '01632 960000 ext 2', ''])
      expect(isPhone(bad), bad).toBe(false);
  });

  it('reports an empty required field with its own message, then the format of e-mail and tel fields', () => {
    expect(problem({ name: 'name', required: 'Enter your name' }, '  ')).toBe('Enter your name');
    expect(problem({ name: 'timeline' }, '')).toBeUndefined();
    expect(problem({ name: 'email', type: 'email' }, 'jo at example')).toBe(EMAIL_FORMAT);
    expect(problem({ name: 'phone', type: 'tel', required: 'Enter your phone number' }, 'soon')).toBe(PHONE_FORMAT);
    expect(problem({ name: 'phone', type: 'tel' }, '')).toBeUndefined(); // optional and empty is fine
  });

  it('lists every problem by name, in the order of the rules', () => {
    const rules = [
      { name: 'name', required: 'Enter your name' },
      { name: 'email', type: 'email', required: 'Enter your email address' },
      { name: 'phone', type: 'tel' },
    ];
    expect(Object.entries(validate(rules, { email: 'x', phone: '0' }))).toEqual([
      ['name', 'Enter your name'],
      ['email', EMAIL_FORMAT],
      ['phone', PHONE_FORMAT],
    ]);
    expect(validate(rules, { name: 'Jo', email: 'jo@example.com' })).toEqual({});
  });
});
