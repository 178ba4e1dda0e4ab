// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { start as startConsent } from './consent.ts';
import { track } from '../../shared/analytics.ts';

type W = Window & { gtag?: unknown; dataLayer?: unknown[] };
const w = window as W;
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

/** Each test's banner listens only while that test runs. */
let stops: (() => void)[] = [];
const start = (...args: Parameters<typeof startConsent>) => {
  const stop = startConsent(...args);
  stops.push(stop);
  return stop;
};
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('consent-first analytics', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<a href="/privacy-policy" data-consent-reset>Change</a>';
    localStorage.clear();
    delete w.gtag;
    delete w.dataLayer;
    delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'];
    for (const c of document.cookie.split(';'))
      if (c.trim()) document.cookie = `${c.split('=')[0].trim()}=; Max-Age=0; path=/`;
  });

  it('links the privacy page at the address the page gives it (pages.json, through the meta tag)', () => {
    start('G-TEST123', { privacyUrl: '/our-privacy' });
    expect(document.querySelector('.consent a')?.getAttribute('href')).toBe('/our-privacy');
  });

  it('asks first and loads nothing, sets nothing, sends nothing before the visitor answers', () => {
    start('G-TEST123');
    expect(document.querySelector('.consent')).toBeTruthy();
    expect(gtagScripts()).toHaveLength(0);
    expect(w.gtag).toBeUndefined();
    expect(document.cookie).toBe('');
    expect(track('phone_call', { phone_number: '+441632960418', page_path: '/' })).toBe(false);
  });

  it('rejecting loads nothing and is remembered', () => {
    start('G-TEST123');
    document.querySelector<HTMLButtonElement>('[data-choice="denied"]')!.click();
    expect(document.querySelector('.consent')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
    expect(w.gtag).toBeUndefined();
    document.body.innerHTML = '';
    start('G-TEST123');
    expect(document.querySelector('.consent')).toBeNull();
  });

  it('accepting loads the analytics script, sends the page view and then every event with its parameters', () => {
    start('G-TEST123');
    document.querySelector<HTMLButtonElement>('[data-choice="granted"]')!.click();
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0].getAttribute('src')).toContain('id=G-TEST123');
    const calls = () => w.dataLayer!.map((a) => [...(a as IArguments)]);
    expect(calls().some((c) => c[0] === 'config' && c[1] === 'G-TEST123')).toBe(true);
    expect(track('quote_request', { service_type: 'welding' })).toBe(true);
    expect(calls().at(-1)).toEqual(['event', 'quote_request', { service_type: 'welding' }]);
  });

  it('on a landing page, the page view names its campaign and the variant shown; elsewhere it names none', () => {
    const configOf = () =>
      w.dataLayer!.map((a) => [...(a as IArguments)]).find((c) => c[0] === 'config')?.[2] as Record<string, unknown>;
    start('G-TEST123');
    document.querySelector<HTMLButtonElement>('[data-choice="granted"]')!.click();
    expect(configOf()).not.toHaveProperty('campaign');
    stops.forEach((stop) => stop());
    delete w.gtag;
    delete w.dataLayer;
    localStorage.clear();
    document.head.innerHTML = '<meta name="steel-campaign" content="Test campaign" data-variant="b">';
    start('G-TEST123');
    document.querySelector<HTMLButtonElement>('[data-choice="granted"]')!.click();
    expect(configOf()).toMatchObject({ campaign: 'Test campaign', campaign_page: location.pathname, variant: 'b' });
  });

  it('the privacy page link asks again', () => {
    localStorage.setItem('steel-analytics-consent', 'denied');
    start('G-TEST123');
    expect(document.querySelector('.consent')).toBeNull();
    document.querySelector<HTMLAnchorElement>('[data-consent-reset]')!.click();
    expect(document.querySelector('.consent')).toBeTruthy();
  });

  it("the privacy page's link clicked before the script ran (its address ends #cookie-settings) asks once it runs, and the fragment goes", () => {
    localStorage.setItem('steel-analytics-consent', 'granted');
    history.replaceState(null, '', '/privacy-policy#cookie-settings');
    start('G-TEST123');
    expect(document.querySelector('.consent')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-choice')).toBe('granted');
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/privacy-policy');
  });

  it('withdrawing after accepting stops every send at once, deletes the analytics cookies and reloads', () => {
    const reload = vi.fn();
    start('G-TEST123', { reload });
    document.querySelector<HTMLButtonElement>('[data-choice="granted"]')!.click();
    expect(track('phone_call', { phone_number: '+441632960418', page_path: '/' })).toBe(true);
    // what gtag.js would have set
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST123=GS1.1.456; path=/';
    document.cookie = 'other=kept; path=/';
    document.querySelector<HTMLAnchorElement>('[data-consent-reset]')!.click();
    document.querySelector<HTMLButtonElement>('[data-choice="denied"]')!.click();
    expect(w.gtag).toBeUndefined();
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'], "gtag.js's own opt-out flag").toBe(
      true,
    );
    expect(track('phone_call', { phone_number: '+441632960418', page_path: '/' })).toBe(false);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('other=kept');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('steel-analytics-consent')).toBe('denied');
  });

  it('a visitor who had accepted on an earlier visit can withdraw too (reload even before gtag is defined again)', () => {
    localStorage.setItem('steel-analytics-consent', 'granted');
    const reload = vi.fn();
    start('G-TEST123', { reload });
    expect(w.gtag).toBeDefined();
    document.querySelector<HTMLAnchorElement>('[data-consent-reset]')!.click();
    expect(document.activeElement?.getAttribute('data-choice'), 'the banner takes focus when asked for').toBe(
      'granted',
    );
    document.querySelector<HTMLButtonElement>('[data-choice="denied"]')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(w.gtag).toBeUndefined();
  });

  it('is a labelled region early in the tab order (right after the skip link); Escape rejects', () => {
    document.body.innerHTML =
      '<nav><a class="skip-link" href="#main">Skip</a></nav><header><a href="/">Home</a></header><main id="main"></main>';
    const reload = vi.fn();
    start('G-TEST123', { reload, privacyUrl: '/privacy' });
    const banner = document.querySelector('.consent')!;
    expect(banner.localName).toBe('section');
    expect(document.getElementById(banner.getAttribute('aria-labelledby')!)?.textContent).toBe('Analytics cookies');
    expect(banner.previousElementSibling?.className).toBe('skip-link');
    const order = [...document.querySelectorAll('a, button')].map((e) => e.textContent);
    expect(order.slice(0, 4)).toEqual(['Skip', 'Privacy policy', 'Accept analytics', 'Reject analytics']);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('.consent')).toBeNull();
    expect(localStorage.getItem('steel-analytics-consent')).toBe('denied');
    expect(gtagScripts()).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('works when storage is unavailable (private mode): asks, never assumes consent', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new Error('SecurityError');
      },
      configurable: true,
    });
    try {
      expect(() => start('G-TEST123')).not.toThrow();
      expect(document.querySelector('.consent')).toBeTruthy();
      document.querySelector<HTMLButtonElement>('[data-choice="granted"]')!.click();
      expect(gtagScripts()).toHaveLength(1);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
