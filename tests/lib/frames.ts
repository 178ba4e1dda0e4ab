import type { Page } from '@playwright/test';

/**
 * Resolves once the page's fonts are ready and two more frames have been rendered: whatever the page changed before
 * the call has then been laid out and painted, and its layout shifts have been recorded (an observer may still be
 * told of them a task later: read them with its `takeRecords()`, as the specs' shift recorders do). Used where a fixed
 * pause stood for "what was started has happened".
 */
export const rendered = (page: Page) =>
  page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
  );
