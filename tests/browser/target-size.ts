import type { Page } from '@playwright/test';

/**
 * Tap targets at 390 px (docs/design.md: at least 44 x 44 px), checked on every page's 390 px load in
 * every-page.spec.ts, before the Tab walk scrolls. A target smaller than that passes only with 44 px of clear space: a
 * 44 x 44 px square centred on it overlaps no other target, nor the 44 x 44 px square of another small target (WCAG
 * 2.5.8's spacing rule, with 44 px instead of 24). Exceptions WCAG 2.5.8 allows, listed here:
 *  - inline: a link inside a sentence or a line of text (its size is set by the line height of the text);
 *  - user-agent controls the site does not restyle (none at present).
 */
/** The page's targets that break those rules, each named with `route`, its size and its text. */
export const targetSizeProblems = (page: Page, route: string) =>
  page.evaluate((route) => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const e of roots[i].querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot);
    const targets = roots
      .flatMap((r) => [
        ...r.querySelectorAll<HTMLElement>(
          'a[href], button, summary, input:not([type=hidden]), select, textarea, [role=button]',
        ),
      ])
      .filter((el) => {
        if (el.closest('[inert], .sr-only')) return false;
        // Not rendered: hidden, display: none, visibility: hidden, or inside a closed <details> (the site menu's
        // links). A closed <details>' content is skipped by layout, so its boxes are stale: with an owner's long page
        // names they have been seen lying over the footer's links.
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1;
      });
    /** WCAG 2.5.8 "inline" exception: a link that sits in a line of text, with words before or after it. */
    const inline = (el: HTMLElement) => {
      if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
      const block = el.parentElement!;
      const own = (el.textContent ?? '').trim();
      return (
        (block.textContent ?? '').replace(/\s+/g, ' ').trim().length > own.length + 3 &&
        /^(P|LI|DD|TD|SPAN|SMALL|LABEL|FIGCAPTION|ADDRESS|EM|STRONG)$/.test(block.tagName)
      );
    };
    const rects = targets.map((t) => t.getBoundingClientRect());
    /** the 44 x 44 px square centred on a target, or its own box where that is larger */
    const square = (r: DOMRect) => {
      const cx = r.left + r.width / 2,
        cy = r.top + r.height / 2,
        hw = Math.max(22, r.width / 2),
        hh = Math.max(22, r.height / 2);
      return { l: cx - hw, r: cx + hw, t: cy - hh, b: cy + hh };
    };
    const out: string[] = [];
    targets.forEach((t, i) => {
      const r = rects[i];
      if (r.width >= 43.5 && r.height >= 43.5) return;
      if (inline(t)) return;
      const sq = square(r);
      const crowded = rects.some((o, j) => {
        if (j === i || targets[j].contains(t) || t.contains(targets[j])) return false;
        const other =
          o.width >= 43.5 && o.height >= 43.5 ? { l: o.left, r: o.right, t: o.top, b: o.bottom } : square(o);
        return other.l < sq.r - 0.5 && other.r > sq.l + 0.5 && other.t < sq.b - 0.5 && other.b > sq.t + 0.5;
      });
      if (crowded)
        out.push(
          `${route}: ${t.tagName.toLowerCase()} "${(t.textContent || t.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    });
    return out;
  }, route);
