// The last composed message, kept for /thank-you: a visitor whose device opened no mail program (or
// whose link was shortened) can still copy the full text there. It holds personal data (name, phone,
// e-mail, description), so it is kept no longer than needed: /thank-you clears it once shown, and a
// message older than MAX_AGE_MS is never shown and is cleared when read. sessionStorage can be missing
// or refuse writes (private mode, storage disabled, quota), so every call is guarded.
export interface Handoff {
  to: string;
  subject: string;
  body: string;
  truncated: boolean;
  href: string;
}

export const HANDOFF_KEY = 'steel-composed-message';
/** 30 minutes: long enough to reach /thank-you from a slow mail program, short enough not to linger. */
export const MAX_AGE_MS = 30 * 60 * 1000;

const store = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // reading the property itself throws when storage is blocked
  }
};

/** Keeps `m`; false when storage is unavailable. */
export function saveHandoff(m: Handoff, now = Date.now()): boolean {
  try {
    const { to, subject, body, truncated, href } = m;
    store()!.setItem(HANDOFF_KEY, JSON.stringify({ to, subject, body, truncated, href, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

/** The kept message, or null when there is none, it is older than MAX_AGE_MS (then it is cleared), storage is unavailable or the value is not one. */
export function loadHandoff(now = Date.now()): Handoff | null {
  try {
    const m = JSON.parse(store()?.getItem(HANDOFF_KEY) ?? 'null');
    if (m && !(typeof m.savedAt === 'number' && now - m.savedAt >= 0 && now - m.savedAt <= MAX_AGE_MS)) {
      clearHandoff();
      return null;
    }
    const ok =
      m &&
      ['to', 'subject', 'body', 'href'].every((k) => typeof m[k] === 'string') &&
      typeof m.truncated === 'boolean' &&
      /^mailto:/i.test(m.href);
    return ok ? { to: m.to, subject: m.subject, body: m.body, truncated: m.truncated, href: m.href } : null;
  } catch {
    return null;
  }
}

export function clearHandoff(): void {
  try {
    store()?.removeItem(HANDOFF_KEY);
  } catch {
    /* nothing kept, nothing to clear */
  }
}
