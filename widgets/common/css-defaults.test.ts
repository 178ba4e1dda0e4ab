import { describe, expect, it } from 'vitest';
import { defaultOf, fallbacks } from './css-defaults.ts';

describe('custom property defaults read from the styles', () => {
  const css =
    ':host{--_muted:var(--steel-muted,#52606d)}a{color:var(--steel-link,#0b4f8a)}' +
    '.f{border:1px solid var(--steel-field-border,var(--steel-border,var(--_muted)))}.p{border-color:var(--steel-border,#9aa5b1)}';

  it('takes the fallback of each var(), with balanced parentheses', () => {
    expect(defaultOf(css, '--steel-link')).toBe('#0b4f8a');
    expect(defaultOf(css, '--steel-field-border')).toBe('var(--steel-border,var(--steel-muted))');
  });

  it("leaves out a var() in another's fallback, and shows an internal alias as its public property", () => {
    expect(fallbacks(css).get('--steel-border')).toEqual(['#9aa5b1']);
    expect(defaultOf(css, '--steel-border')).toBe('#9aa5b1');
  });

  it('refuses a property read with two defaults, or never with one', () => {
    expect(() => defaultOf(css + 'b{color:var(--steel-link,red)}', '--steel-link')).toThrow(/different defaults/);
    expect(() => defaultOf(css, '--steel-accent')).toThrow(/never read it with a default/);
  });
});
