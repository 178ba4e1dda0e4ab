// @vitest-environment happy-dom
import { describe, it, expect, beforeEach } from 'vitest';
import { start } from './consent.ts';
import { track } from '../../shared/analytics.ts';

type W = Window & { gtag?: unknown; dataLayer?: unknown[] };
const w = window as W;
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

describe('consent-first analytics', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<a href="/privacy-policy" data-consent-reset>Change</a>';
    localStorage.clear();
    delete w.gtag;
    delete w.dataLayer;
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

  it('the privacy page link asks again', () => {
    localStorage.setItem('steel-analytics-consent', 'denied');
    start('G-TEST123');
    expect(document.querySelector('.consent')).toBeNull();
    document.querySelector<HTMLAnchorElement>('[data-consent-reset]')!.click();
    expect(document.querySelector('.consent')).toBeTruthy();
  });

  it('works when storage is unavailable (private mode): asks, never assumes consent', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { get: () => { throw new Error('SecurityError'); }, configurable: true });
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
