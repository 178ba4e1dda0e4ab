import { expect, type Page } from '@playwright/test';
import { srcsetUrls } from '../lib/links.ts';

/**
 * Images as #6 asks: the image that is the largest paint (where it is an image) loads eagerly at high priority,
 * every other image is lazy, and an image the layout hides (the hero photo on a phone) is never fetched.
 */

/** Notes the page's largest contentful paint element; call before the page is loaded. */
export const observeLargestPaint = (page: Page) =>
  page.addInitScript(() => {
    new PerformanceObserver((list) => {
      (window as unknown as { lcp: Element | null }).lcp = (
        list.getEntries().at(-1) as unknown as { element: Element | null }
      ).element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** Checks the page just loaded (observeLargestPaint before it, the network settled); `at` names the page and width. */
export async function expectImagesInOrder(page: Page, at: string) {
  // the observer is told of the paint a moment after it, later than the network settles on a busy machine; a page
  // whose largest paint is never reported fails here, named
  await expect
    .poll(() => page.evaluate(() => 'lcp' in window), {
      message: `${at}: the browser reports a largest contentful paint within 10 s`,
      timeout: 10_000,
    })
    .toBe(true);
  const found = await page.evaluate(() => {
    const lcp = (window as unknown as { lcp: Element | null }).lcp;
    const fetched = performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname);
    return {
      lcp: lcp
        ? {
            tag: lcp.localName,
            html: lcp.outerHTML.slice(0, 120),
            lazy: (lcp as HTMLImageElement).loading === 'lazy',
            priority: lcp.getAttribute('fetchpriority'),
          }
        : null,
      images: [...document.images].map((img) => ({
        html: img.outerHTML.slice(0, 120),
        isLcp: img === lcp,
        lazy: img.loading === 'lazy',
        priority: img.getAttribute('fetchpriority'),
        hidden: img.getClientRects().length === 0,
        sources: [img.srcset, ...[...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.srcset)],
        src: img.getAttribute('src'),
      })),
      fetched,
    };
  });
  const requested = (img: { src: string | null; sources: string[] }) =>
    [img.src ?? '', ...img.sources.flatMap(srcsetUrls)].filter((u) => found.fetched.includes(u));
  expect.soft(found.lcp, `${at}: a largest contentful paint`).not.toBeNull();
  if (found.lcp?.tag === 'img') {
    expect.soft(found.lcp!.lazy, `${at}: the LCP image is not lazy: ${found.lcp!.html}`).toBe(false);
    expect.soft(found.lcp!.priority, `${at}: the LCP image has fetchpriority=high: ${found.lcp!.html}`).toBe('high');
  }
  // High priority for one photo only: the largest paint where it is a photo. Where an owner's text paints larger
  // (the build cannot know how long it renders), the page's first photo, which the layout puts in the first screen.
  const firstShown = found.images.find((i) => !i.hidden);
  for (const img of found.images.filter((i) => i.priority === 'high' && !i.hidden))
    expect
      .soft(
        img.isLcp || (found.lcp?.tag !== 'img' && img === firstShown),
        `${at}: a high-priority image that is not the largest paint: ${img.html}`,
      )
      .toBe(true);
  for (const img of found.images.filter((i) => !i.isLcp && i.priority !== 'high'))
    expect.soft(img.lazy, `${at}: lazy: ${img.html}`).toBe(true);
  for (const img of found.images.filter((i) => i.hidden))
    expect.soft(requested(img), `${at}: a hidden image was fetched: ${img.html}`).toEqual([]);
}
