import { choiceLabels, type ChoiceKey } from '../../shared/pricing.ts';
import { isEmail, isPhone, EMAIL_FORMAT, PHONE_FORMAT } from '../../shared/validation.ts';

/** The six choices plus the free-text fields, by control name. */
export type Values = Record<ChoiceKey | 'additionalDetails' | 'name' | 'email' | 'phone', string>;

export const empty = (): Values => ({
  serviceType: '',
  projectSize: '',
  material: '',
  complexity: '',
  timeframe: '',
  location: '',
  additionalDetails: '',
  name: '',
  email: '',
  phone: '',
});

/** A problem to show: the field's id, what is wrong (a choice, `contact`, `email` or `phone`) and the message. */
export type Problem = [id: string, key: string, text: string];

/** What stops a calculation (`gaps` as shared/pricing.ts `missing` gives them), in the order of the form. */
export function problems(v: Values, gaps: (ChoiceKey | 'contact')[]): Problem[] {
  const out: Problem[] = gaps.map((k) =>
    k === 'contact'
      ? ['f-email', k, 'Enter an email address or a phone number']
      : [`f-${k}`, k, `Select the ${choiceLabels[k].toLowerCase()}`],
  );
  if (v.email.trim() && !isEmail(v.email)) out.push(['f-email', 'email', EMAIL_FORMAT]);
  if (v.phone.trim() && !isPhone(v.phone)) out.push(['f-phone', 'phone', PHONE_FORMAT]);
  return out;
}
