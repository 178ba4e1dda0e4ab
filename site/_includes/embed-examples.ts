/**
 * The code examples /embed shows partners (React 19, TypeScript without a framework, a happy-dom test), kept
 * apart from the page so the tests can run them as written: tests/tooling/typings.test.ts type-checks the
 * first two against the shipped typings, tests/build/embed-happy-dom.test.ts runs the third.
 */
export const reactExample = `// once, e.g. in main.tsx: defines <steel-quote-form>
import 'steelworks-site/steel-quote-form';
// JSX types for React 19 (use 'steelworks-site/preact' with preact)
import type {} from 'steelworks-site/react';

export function Quote() {
  return (
    <steel-quote-form
      service="welding"
      onsteel-quote-composed={(e) => {
        e.preventDefault(); // stay here: the form shows the message to copy
        console.log(e.detail.subject);
      }}
    />
  );
}`;

export const typesExample = `// HTMLElementTagNameMap and typed events, without a framework
import type {} from 'steelworks-site';

const calc = document.querySelector('steel-calculator')!; // SteelCalculatorElement
calc.addEventListener('steel-estimate', (e) => console.log(e.detail));`;

export const testExample = `// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import 'steelworks-site/steel-faq';

it('shows our FAQ', async () => {
  await customElements.whenDefined('steel-faq');
  const faq = document.createElement('steel-faq');
  document.body.append(faq);
  await new Promise((r) => setTimeout(r));
  expect(faq.shadowRoot!.querySelector('summary')).not.toBeNull();
});`;
