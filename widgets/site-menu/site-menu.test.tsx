// @vitest-environment happy-dom
import { describe, it, expect, beforeAll } from 'vitest';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('steel-site-menu', () => {
  beforeAll(async () => {
    document.body.innerHTML = `<steel-site-menu label="Menu"><nav><a href="/about">About</a><a href="#x">X</a></nav></steel-site-menu>`;
    await import('./register.ts');
  });
  const el = () => document.querySelector('steel-site-menu')!;
  const details = () => el().shadowRoot!.querySelector('details')!;

  it('renders a native disclosure with the label and a slot for the links', () => {
    expect(el().shadowRoot!.querySelector('summary')?.textContent).toContain('Menu');
    expect(el().shadowRoot!.querySelector('slot')).toBeTruthy();
    expect(details().open).toBe(false);
  });

  it('reacts to the label attribute', async () => {
    el().setAttribute('label', 'Navigation');
    await tick();
    expect(el().shadowRoot!.querySelector('summary')?.textContent).toContain('Navigation');
  });

  it('emits steel-menu-toggle and closes when a link is chosen', async () => {
    const events: boolean[] = [];
    document.addEventListener('steel-menu-toggle', (e) => events.push((e as CustomEvent).detail.open));
    details().open = true; // the browser fires `toggle`
    await tick();
    expect(events).toEqual([true]);
    el().querySelector<HTMLAnchorElement>('a[href="#x"]')!.click();
    expect(details().open).toBe(false);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    details().open = true;
    el().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details().open).toBe(false);
    expect(el().shadowRoot!.activeElement).toBe(el().shadowRoot!.querySelector('summary'));
  });

  it('loading the bundle twice does not throw', async () => {
    const { defineWidget } = await import('../common/define.tsx');
    const { widget } = await import('./widget.ts');
    expect(() => defineWidget(widget)).not.toThrow();
  });
});
