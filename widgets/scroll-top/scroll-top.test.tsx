// @vitest-environment happy-dom
import { describe, it, expect, beforeAll, vi } from 'vitest';

// Preact runs effects after a frame; wait long enough for effect and re-render.
const tick = () => new Promise((r) => setTimeout(r, 30));

describe('steel-scroll-top', () => {
  beforeAll(async () => {
    document.body.innerHTML = `<a class="skip-link" href="#main">Skip</a><steel-scroll-top threshold="300"></steel-scroll-top>`;
    await import('./register.ts');
  });
  const button = () => document.querySelector('steel-scroll-top')!.shadowRoot!.querySelector('button')!;
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await tick();
  };

  it('is hidden at the top and appears past 300 px', async () => {
    await scrollTo(0);
    expect(button().hidden).toBe(true);
    await scrollTo(300);
    expect(button().hidden).toBe(true);
    await scrollTo(301);
    expect(button().hidden).toBe(false);
  });

  it('follows the threshold attribute', async () => {
    document.querySelector('steel-scroll-top')!.setAttribute('threshold', '1000');
    await tick();
    await scrollTo(600);
    expect(button().hidden).toBe(true);
  });

  it('scrolls to the top and emits steel-scroll-top', async () => {
    await scrollTo(5000);
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const seen: unknown[] = [];
    document.addEventListener('steel-scroll-top', (e) => seen.push((e as CustomEvent).detail));
    button().click();
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(seen).toHaveLength(1);
  });
});
