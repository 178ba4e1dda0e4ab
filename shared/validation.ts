/**
 * The checks every form shares (quote form, contact form, calculator): what counts as given, a
 * well-formed e-mail address and a plausible phone number, and the messages a visitor reads, written
 * once so the three widgets say the same thing (docs/widgets.md, "Sending, errors and the thank-you page").
 * Pure: no DOM, so it is tested on its own (validation.test.ts).
 */

/** Something before and after one @, a dot in the domain, no spaces: what a visitor can be asked to fix, not RFC 5322. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (v: string) => EMAIL.test(v.trim());

/**
 * A phone number as people write it: digits with spaces, brackets, dots, dashes and a leading +, and
 * 7 to 15 digits (15 is the E.164 maximum; 7 lets a short local number through). Anything else is
 * almost certainly a typo in the wrong field.
 */
export const isPhone = (v: string) => /^\+?[\d\s().-]+$/.test(v.trim()) && /^(\D*\d){7,15}\D*$/.test(v);

export const EMAIL_FORMAT = 'Enter an email address in the correct format, like name@example.com';
export const PHONE_FORMAT = 'Enter a phone number, like 01632 960 001 or +44 1632 960 001';

/** What a field needs: `required` is the message shown when it is empty; `type` picks a format check. */
export interface Rule {
  name: string;
  type?: string;
  required?: string;
}

/** The problem with one trimmed value, or undefined: empty and required first, then the format of e-mail and tel fields. */
export function problem(rule: Rule, value: string): string | undefined {
  const v = value.trim();
  if (!v) return rule.required;
  if (rule.type === 'email' && !isEmail(v)) return EMAIL_FORMAT;
  if (rule.type === 'tel' && !isPhone(v)) return PHONE_FORMAT;
}

/** Every problem, by field name, in the order of `rules` (the order the error summary lists them). */
export function validate(rules: Rule[], values: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const r of rules) {
    const p = problem(r, values[r.name] ?? '');
    if (p) found[r.name] = p;
  }
  return found;
}
