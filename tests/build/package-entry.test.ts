// @vitest-environment happy-dom
// What another developer's test suite does: import our package's ES module entry (package.json
// "exports"), put our tags in a page, and test it in happy-dom. The entry is the loader, which defines
// each tag when it appears (docs/widgets.md "Loader"), so a suite awaits customElements.whenDefined.
import { describe, it, expect, beforeAll } from 'vitest';
import { catalog } from '../../widgets/catalog.ts';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const embeddable = catalog.filter((c) => c.embeddable).map((c) => c.tag);
/** Resolves when the tag is defined, or rejects after `ms`, so a tag the loader misses fails instead of hanging. */
const defined = (tag: string, ms = 5000) =>
  Promise.race([
    customElements.whenDefined(tag),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${tag} was not defined`)), ms)),
  ]);

describe('the package entry (the loader) defines every partner element in a happy-dom test suite', () => {
  beforeAll(async () => {
    document.body.innerHTML = `
      <h1>A partner's landing page</h1>
      <steel-calculator service="welding"></steel-calculator>
      <steel-quote-form service="crane-hire"></steel-quote-form>`;
    await import('steelworks-site');
    // Tags added later are found too: the loader watches the document.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<steel-chat-button message="Hello from a partner"></steel-chat-button>',
    );
    await Promise.all(['steel-calculator', 'steel-quote-form', 'steel-chat-button'].map((t) => defined(t)));
    await tick(20);
  });

  it('defines the tags in the page, and the others as soon as they appear', async () => {
    for (const tag of embeddable.filter((t) => !customElements.get(t)))
      document.body.append(document.createElement(tag));
    for (const tag of embeddable) await expect(defined(tag), tag).resolves.toBeUndefined();
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
