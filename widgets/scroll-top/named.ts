/**
 * The scroll-to-top button's named examples, fed to its browser tests and its journeys in three engines
 * (scroll-top.journeys.ts). Test code only, and pure: no Playwright, no DOM.
 */
export const named = {
  /** a page long enough to scroll past its threshold, where its journey uses it */
  page: '/about',
} as const;
