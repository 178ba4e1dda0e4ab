import { describe, expect, it } from 'vitest';
import { telHref } from './tel.ts';
import { readData } from './data/load.ts';

describe('telHref', () => {
  it('makes the same link from the displayed and the E.164 form of the business phone', () => {
    const { phone } = readData('business');
    expect(telHref(phone.e164)).toBe(`tel:${phone.e164}`);
    expect(telHref(phone.display)).toBe(`tel:${phone.e164}`);
  });
  it('reads a UK number with spaces, dashes or brackets, and keeps an international one', () => {
    expect(telHref('01632 960 418')).toBe('tel:+441632960418');
    expect(telHref('(01632) 960-418')).toBe('tel:+441632960418');
    expect(telHref('07700 900123')).toBe('tel:+447700900123');
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
  });
});
