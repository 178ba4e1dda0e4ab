// Set when the form endpoint received a request (widgets/common/deliver.ts), for /thank-you to say so. Nothing
// personal is kept: only when. Apart from handoff.ts, so the code that sends pulls in nothing of the forms'.
export const RECEIVED_KEY = 'steel-received';
/** As long as handoff.ts keeps a message: 30 minutes. */
const MAX_AGE_MS = 30 * 60 * 1000;

const store = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // reading the property itself throws when storage is blocked
  }
};

/** Marks a request received; false when storage is unavailable. */
export function saveReceived(now = Date.now()): boolean {
  try {
    store()!.setItem(RECEIVED_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Whether a request was received within the last 30 minutes; the mark is cleared either way. */
export function takeReceived(now = Date.now()): boolean {
  try {
    const at = Number(store()?.getItem(RECEIVED_KEY));
    store()?.removeItem(RECEIVED_KEY);
    return at > 0 && now - at >= 0 && now - at <= MAX_AGE_MS;
  } catch {
    return false;
  }
}
