// @vitest-environment happy-dom
import { describe, it, expect, beforeAll, vi, afterEach } from 'vitest';
import business from '../../shared/data/business.json';
import { attributeText } from '../../tests/lib/dom-steps.ts';
import { named } from './named.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('steel-chat-button', () => {
  beforeAll(async () => {
    document.body.innerHTML = `<steel-chat-button></steel-chat-button>`;
    await import('./register.ts');
  });
  afterEach(() => vi.restoreAllMocks());
  const link = () => document.querySelector('steel-chat-button')!.shadowRoot!.querySelector('a')!;

  it('links to the web chat with the business number and greeting by default', () => {
    const url = new URL(link().href);
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${business.chat.e164.slice(1)}`);
    expect(url.searchParams.get('text')).toBe(business.chat.greeting);
    expect(link().target).toBe('_blank');
  });

  it('takes its number and message from attributes', async () => {
    const el = document.querySelector('steel-chat-button')!;
    el.setAttribute('number', '+447700900999');
    el.setAttribute('message', 'Hi & hello?');
    await tick();
    const url = new URL(link().href);
    expect(url.pathname).toBe('/447700900999');
    expect(url.searchParams.get('text')).toBe('Hi & hello?');
  });

  it('on a phone: tries the app, then opens the web link after the delay if the page is still in view, and emits steel-chat-click', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    );
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const seen: any[] = [];
    document.addEventListener('steel-chat-click', (e) => seen.push((e as CustomEvent).detail));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen[0].mobile).toBe(true);
    expect(seen[0].app).toMatch(/^whatsapp:\/\/send\?phone=447700900999/);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(open).toHaveBeenCalledWith(seen[0].web, '_blank');
    expect(tab.opener).toBeNull();
    vi.useRealTimers();
  });

  it('on a phone: no web fallback when the app took over (the page was hidden)', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile');
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible'); // back from the app before the delay is over
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('on a desktop: lets the link open the web chat in a new tab', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/156');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().addEventListener('click', (e) => e.preventDefault(), { once: true }); // keep happy-dom from navigating
    const spy = vi.spyOn(window, 'open');
    link().dispatchEvent(click);
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows each of a partner's example attributes (named.configured, interface.ts): number, greeting and label", async () => {
    const { configured } = named;
    document.body.insertAdjacentHTML('beforeend', `<steel-chat-button id="configured" ${attributeText(configured)}>`);
    await tick();
    const el = document.getElementById('configured')!;
    const a = el.shadowRoot!.querySelector('a')!;
    const url = new URL(a.href);
    expect(url.pathname).toBe(`/${configured.number.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toBe(configured.message);
    expect(a.querySelector('.label')!.textContent).toBe(configured.label);
    el.remove();
  });
});
