import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeUrl } from './safe-url.ts';

describe('safeUrl keeps web addresses and drops the rest with a warning', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    '/thank-you',
    'thank-you',
    '../done?x=1#top',
    'https://example.com/a',
    'http://example.com',
    '//cdn.example.com/p.jpg',
  ])('keeps %s', (v) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrl(v, 'https://partner.example/page')).toBe(v);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'mailto:a@example.com',
    'blob:https://x/1',
  ])('drops %s', (v) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrl(v, 'https://partner.example/page', 'thank-you-url')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('thank-you-url'));
  });

  it('treats missing and blank as unset, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl('  ')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
