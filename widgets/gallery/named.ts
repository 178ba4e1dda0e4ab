/**
 * The gallery's named examples, fed to its happy-dom tests (gallery.test.tsx), its browser tests and its journeys in
 * three engines (gallery.journeys.ts): places in gallery.json (from 0), never today's photos. Test code only, and
 * pure: no Playwright, no DOM.
 */
export const named = {
  /** the photo opened and walked from with the arrow keys */
  walkedFrom: 0,
  /** the photo opened, then closed with Close */
  closedWithTheButton: 3,
} as const;
