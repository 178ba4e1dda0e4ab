import { choiceLabels, type ChoiceKey } from '../../shared/pricing.ts';

const and = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs[0]);

/** The line under Calculate (its aria-describedby): what is still missing, or that it is ready. `gaps` as shared/pricing.ts `missing` gives them. */
export function hint(gaps: (ChoiceKey | 'contact')[]): string {
  if (!gaps.length) return 'Ready: press Calculate estimate.';
  const todo = gaps.filter((k): k is ChoiceKey => k !== 'contact').map((k) => choiceLabels[k].toLowerCase());
  return `To calculate, ${[todo.length ? `choose the ${and(todo)}` : '', gaps.includes('contact') ? 'give an email address or a phone number' : ''].filter(Boolean).join(', and ')}.`;
}
