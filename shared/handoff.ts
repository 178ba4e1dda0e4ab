// The last composed message, kept for /thank-you: a visitor whose device opened no mail program (or
// whose link was shortened) can still copy the full text there. sessionStorage can be missing or
// refuse writes (private mode, storage disabled, quota), so every call is guarded.
export interface Handoff {
  to: string;
  subject: string;
  body: string;
  truncated: boolean;
  href: string;
}

export const HANDOFF_KEY = 'steel-composed-message';

const store = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // reading the property itself throws when storage is blocked
  }
};

/** Keeps `m`; false when storage is unavailable. */
export function saveHandoff(m: Handoff): boolean {
  try {
    const { to, subject, body, truncated, href } = m;
    store()!.setItem(HANDOFF_KEY, JSON.stringify({ to, subject, body, truncated, href }));
    return true;
  } catch {
    return false;
  }
}

/** The kept message, or null when there is none, storage is unavailable or the value is not one. */
export function loadHandoff(): Handoff | null {
  try {
    const m = JSON.parse(store()?.getItem(HANDOFF_KEY) ?? 'null');
    const ok = m && ['to', 'subject', 'body', 'href'].every((k) => typeof m[k] == 'string') && typeof m.truncated == 'boolean' && /^mailto:/i.test(m.href);
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
