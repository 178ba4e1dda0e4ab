import { describe, it, expect, afterEach, vi } from 'vitest';
import { saveHandoff, loadHandoff, clearHandoff, HANDOFF_KEY, MAX_AGE_MS, type Handoff } from './handoff.ts';

const message: Handoff = {
  to: 'enquiries@example.com',
  subject: 'New Quote Request - Anvil & Arc Steelworks',
  body: 'Full name: Jo "&" Co 😀\nline two',
  truncated: true,
  href: 'mailto:enquiries@example.com?subject=New&body=Full',
};

/** A minimal in-memory Storage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('handoff to /thank-you', () => {
  it('saves and loads the last composed message under one key', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(saveHandoff({ ...message, extra: 'dropped' } as Handoff)).toBe(true);
    expect(storage.length).toBe(1);
    expect(JSON.parse(storage.getItem(HANDOFF_KEY)!)).toEqual({ ...message, savedAt: expect.any(Number) });
    expect(loadHandoff()).toEqual(message);
    saveHandoff({ ...message, body: 'newer', truncated: false });
    expect(loadHandoff()).toMatchObject({ body: 'newer', truncated: false });
    clearHandoff();
    expect(loadHandoff()).toBeNull();
  });

  it('works without storage (private mode, blocked storage, full quota)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(saveHandoff(message)).toBe(false);
    expect(loadHandoff()).toBeNull();
    expect(() => clearHandoff()).not.toThrow();

    // Reading window.sessionStorage itself throws when the browser blocks storage.
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(saveHandoff(message)).toBe(false);
    expect(loadHandoff()).toBeNull();
    expect(() => clearHandoff()).not.toThrow();
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;

    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', full);
    expect(saveHandoff(message)).toBe(false);
  });

  it('is kept at most 30 minutes: an older message is never shown and is cleared when read', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const t = Date.UTC(2026, 0, 1, 12);
    saveHandoff(message, t);
    expect(loadHandoff(t + MAX_AGE_MS)).toEqual(message);
    expect(storage.length).toBe(1);
    expect(loadHandoff(t + MAX_AGE_MS + 1)).toBeNull();
    expect(storage.length, 'cleared').toBe(0);
    // a message from the future (clock changed) or without a time is not trusted either
    saveHandoff(message, t);
    expect(loadHandoff(t - 60_000)).toBeNull();
    storage.setItem(HANDOFF_KEY, JSON.stringify(message));
    expect(loadHandoff()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('ignores a stored value that is not a message', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const now = Date.now();
    for (const bad of [
      'not json',
      'null',
      '"text"',
      '{}',
      JSON.stringify({ ...message, savedAt: now, truncated: 'yes' }),
      JSON.stringify({ ...message, savedAt: now, href: 'javascript:alert(1)' }),
    ]) {
      storage.setItem(HANDOFF_KEY, bad);
      expect(loadHandoff(), bad).toBeNull();
    }
  });
});
