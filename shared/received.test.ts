// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { saveReceived, takeReceived, RECEIVED_KEY } from './received.ts';

describe('the "received" mark for /thank-you', () => {
  beforeEach(() => sessionStorage.clear());
  it('is read once, and only within 30 minutes', () => {
    expect(saveReceived(1_000)).toBe(true);
    expect(takeReceived(1_000 + 60_000)).toBe(true);
    expect(takeReceived(1_000 + 60_000)).toBe(false);
    saveReceived(1_000);
    expect(takeReceived(1_000 + 31 * 60_000)).toBe(false);
    expect(sessionStorage.getItem(RECEIVED_KEY)).toBeNull();
  });
  it('is nothing when none was set or the value is not a time', () => {
    expect(takeReceived()).toBe(false);
    sessionStorage.setItem(RECEIVED_KEY, 'yes');
    expect(takeReceived()).toBe(false);
  });
});
