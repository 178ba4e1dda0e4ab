// @vitest-environment happy-dom
// A test suite that wants one widget imports its entry (package.json "exports": "./<tag>"): that defines
// the one element, and brings no other widget's code.
import { describe, it, expect } from 'vitest';
import { catalog } from '../../widgets/catalog.ts';

describe("import 'steelworks-site/steel-calculator'", () => {
  it('defines steel-calculator and no other steel-* element', async () => {
    await import('steelworks-site/steel-calculator');
    expect(customElements.get('steel-calculator')).toBeTruthy();
    for (const { tag } of catalog.filter((c) => c.tag !== 'steel-calculator'))
      expect(customElements.get(tag), tag).toBeUndefined();
  });
});
