// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import { defineWidget, type WidgetDefinition } from './define.tsx';
import { renderShadow } from './ssr.tsx';
import { widget as menu } from '../site-menu/widget.ts';
import { widget as calculator } from '../calculator/widget.ts';

const tick = () => new Promise((r) => setTimeout(r, 30));
let n = 0;

/**
 * An element as the build leaves it: its first state pre-rendered in a shadow root. happy-dom does not
 * parse Declarative Shadow DOM, so the root is attached by hand (attachShadow would empty a declarative
 * root, as browsers do: the widget must not call it).
 */
function prerendered<P extends object>(definition: WidgetDefinition<P>, light = '') {
  const tag = `${definition.tag}-t${++n}` as `steel-${string}`;
  const el = document.createElement(tag);
  el.innerHTML = light;
  const root = el.attachShadow({ mode: 'open' });
  root.innerHTML = renderShadow(definition);
  el.attachShadow = () => (root.replaceChildren(), root);
  document.body.append(el);
  return { el, root, define: () => defineWidget({ ...definition, tag }) };
}

describe('what a visitor did before the widget upgraded is still there after', () => {
  it('a menu opened before its script ran stays open, and the widget knows it', async () => {
    const { el, root, define } = prerendered(menu, '<nav><a href="/about">About</a></nav>');
    const toggles: boolean[] = [];
    el.addEventListener('steel-menu-toggle', (e) => toggles.push((e as CustomEvent).detail.open));
    root.querySelector('details')!.open = true;
    const before = root.querySelector('details');
    define();
    await tick();
    const after = root.querySelector('details')!;
    expect(after).toBe(before); // the very node: nothing was replaced
    expect(after.open).toBe(true);
    expect(toggles).toEqual([true]);
    expect(root.querySelector('summary')!.getAttribute('aria-label')).toBe('Close menu');
  });

  it('calculator choices and a typed e-mail made before the upgrade are kept and counted, focus too', async () => {
    const { root, define } = prerendered(calculator);
    const pick = (name: string, value: string) =>
      root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
    pick('serviceType', 'welding').checked = true;
    pick('projectSize', 'large').checked = true;
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'jo@example.com';
    email.focus();
    define();
    await tick();
    expect(pick('serviceType', 'welding').checked).toBe(true);
    expect(pick('projectSize', 'large').checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('jo@example.com');
    expect(root.activeElement?.getAttribute('name')).toBe('email');
    // the component's own state has them: its hint no longer asks for the service, the size or a contact
    const hint = root.textContent!;
    expect(hint).toMatch(/To calculate, choose the material/);
    expect(hint).not.toMatch(/choose the service|project size|give an email address/);
  });

  it('an untouched widget keeps its nodes and reports nothing', async () => {
    const { el, root, define } = prerendered(menu);
    const toggled = vi.fn();
    el.addEventListener('steel-menu-toggle', toggled);
    const before = [...root.querySelectorAll('*')];
    define();
    await tick();
    expect([...root.querySelectorAll('*')]).toEqual(before);
    expect(root.querySelector('details')!.open).toBe(false);
    expect(toggled).not.toHaveBeenCalled();
  });
});
