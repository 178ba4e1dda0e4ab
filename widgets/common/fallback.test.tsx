// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { definitions } from '../definitions.ts';
import { defineWidget } from './define.tsx';
import business from '../../shared/data/business.json';

const tick = () => new Promise((r) => setTimeout(r, 30));

/**
 * Every element, registered under its real tag through the real defineWidget, with a component that
 * throws while rendering: each shows the fallback of docs/requirements.md#fallback inside its own shadow root, logs the error,
 * and leaves the page and the other widgets alone.
 */
describe('each widget shows its fallback in its own box when its component throws', () => {
  afterEach(() => vi.restoreAllMocks());

  for (const definition of definitions) {
    it(`${definition.tag}`, async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = `<p id="before">Before</p><${definition.tag}></${definition.tag}><p id="after">After</p>`;
      defineWidget({
        ...definition,
        Component: () => {
          throw new Error(`${definition.tag} broke`);
        },
      });
      await tick();
      const root = document.querySelector(definition.tag)!.shadowRoot!;
      const alert = root.querySelector('[role="alert"]')!;
      expect(alert.querySelector('h2')!.textContent).toBe('Something went wrong');
      expect(alert.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.textContent).toBe(
        `Call us: ${business.phone.display}`,
      );
      expect(error).toHaveBeenCalledWith(
        '[steel widget]',
        expect.objectContaining({ message: `${definition.tag} broke` }),
      );
      // The page around it is untouched: the fallback is only in the element's shadow root.
      expect(document.getElementById('before')!.textContent).toBe('Before');
      expect(document.getElementById('after')!.textContent).toBe('After');
      expect(document.body.querySelector('[role="alert"]')).toBeNull();
    });
  }
});

describe('a widget recovers from its fallback when its input is fixed', () => {
  afterEach(() => vi.restoreAllMocks());
  const calculator = definitions.find((s) => s.tag === 'steel-calculator')!;

  it('bad e-mail attribute, then a good one: the calculator is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = 'steel-calculator-recovers';
    document.body.innerHTML = `<${tag} email="not an email"></${tag}>`;
    defineWidget({ ...calculator, tag });
    await tick();
    const el = document.querySelector(tag)!;
    const root = el.shadowRoot!;
    expect(root.querySelector('[role="alert"] h2')!.textContent).toBe('Something went wrong');
    expect(root.querySelector('form')).toBeNull();
    el.setAttribute('email', 'quotes@example.com');
    await tick();
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('the same through a property, as a framework sets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = 'steel-calculator-recovers-prop';
    defineWidget({ ...calculator, tag });
    const el = document.createElement(tag) as HTMLElement & { email?: string };
    el.email = 'still not an email';
    document.body.replaceChildren(el);
    await tick();
    expect(el.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull();
    el.email = 'quotes@example.com';
    await tick();
    expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
    expect(el.shadowRoot!.querySelector('form')).not.toBeNull();
  });
});
