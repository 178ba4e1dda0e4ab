// @vitest-environment happy-dom
// What another developer's test suite does: import our package's ES module entry (package.json
// "exports"), put our tags in a page, and test it in happy-dom.
import { describe, it, expect, beforeAll } from 'vitest';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('the package entry registers every element for a happy-dom test suite', () => {
  beforeAll(async () => {
    document.body.innerHTML = `
      <h1>A partner's landing page</h1>
      <steel-calculator service="welding"></steel-calculator>
      <steel-quote-form service="crane-hire"></steel-quote-form>
      <steel-chat-button message="Hello from a partner"></steel-chat-button>`;
    await import('steelworks-site');
    await tick(20);
  });

  it('defines all the steel-* elements', () => {
    for (const tag of ['steel-calculator', 'steel-quote-form', 'steel-contact-form', 'steel-chat-button', 'steel-faq', 'steel-gallery', 'steel-site-menu', 'steel-scroll-top']) {
      expect(customElements.get(tag), tag).toBeTruthy();
    }
  });

  it('renders the calculator with the service preselected', () => {
    const root = document.querySelector('steel-calculator')!.shadowRoot!;
    expect(root.querySelector<HTMLInputElement>('input[name="serviceType"][value="welding"]')?.checked).toBe(true);
  });

  it('renders the quote form with the service preselected', () => {
    const root = document.querySelector('steel-quote-form')!.shadowRoot!;
    expect(root.querySelector<HTMLSelectElement>('select[name="service"]')?.value).toBe('crane-hire');
  });

  it('renders the chat button with the partner greeting', () => {
    const a = document.querySelector('steel-chat-button')!.shadowRoot!.querySelector('a')!;
    expect(new URL(a.href).searchParams.get('text')).toBe('Hello from a partner');
  });
});
