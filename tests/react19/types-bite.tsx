/**
 * Type-checked only (tests/react19/tsconfig.json), never run: each line below is an error under the
 * shipped typings, so a typing that let anything through (an `any`, a missing element) fails the check.
 */
import type {} from 'steelworks-site/react';
import type { SteelCalculatorElement } from 'steelworks-site/steel-calculator';

export const wrong = () => (
  <>
    {/* @ts-expect-error not an attribute of the calculator */}
    <steel-calculator colour="red" />
    {/* @ts-expect-error fallbackDelay is a number of milliseconds */}
    <steel-chat-button fallbackDelay="soon" />
    {/* @ts-expect-error the estimate's detail has no `price` */}
    <steel-calculator onsteel-estimate={(e) => e.detail.price} />
    {/* @ts-expect-error not one of our elements */}
    <steel-calendar />
  </>
);

export function listen(el: SteelCalculatorElement) {
  // Typed events on the element and on document (they bubble and are composed).
  el.addEventListener('steel-estimate', (e) => e.detail.result.low.toFixed());
  document.addEventListener('steel-quote-composed', (e) => e.detail.href.startsWith('mailto:'));
  const calc: SteelCalculatorElement | null = document.querySelector('steel-calculator');
  // @ts-expect-error service is text
  if (calc) calc.service = 3;
  // @ts-expect-error no such event on the calculator
  el.addEventListener('steel-estimate', (e) => e.detail.nothing);
}
