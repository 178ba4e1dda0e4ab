import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openPage } from './widget-helpers.ts';

// Every page as it loads, at 1280 and 390 px: every-page.spec.ts (axe.ts pageAccessibilityProblems).
test('the 404 page passes WCAG 2.2 A and AA checks', async ({ page }) => {
  await page.goto('/missing');
  await expectNoAxeViolations(page, '404');
});

test.describe('menus by keyboard', () => {
  test('services dropdown: opens with Enter, shows its links, closes with Escape and keeps focus on its button', async ({
    page,
  }) => {
    await openPage(page, '/about');
    const summary = page.locator('nav[aria-label="Main"] summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const serviceLinks = page.locator('nav[aria-label="Main"] .dropdown-panel a');
    await expect(serviceLinks.first()).toBeVisible();
    await expectNoAxeViolations(page, 'services dropdown open');
    await page.keyboard.press('Tab');
    await expect(page.locator('nav[aria-label="Main"] .dropdown-panel a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(serviceLinks.first()).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('mobile menu: opens by keyboard, Escape closes it and returns focus, choosing a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/');
    const toggle = page.locator('steel-site-menu summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    // a page of the menu other than this one: which pages the menu holds is data (pages.json mainNav)
    const link = page.locator('steel-site-menu nav a[href^="/"]:not([href="/"])').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('every Tab stop of the home page, its widgets included, shows where focus is, at 1280 and 390 px', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/');
      const stops: string[] = [];
      const unseen: string[] = [];
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          if (!el || el === document.body) return null;
          const cs = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          const shows = (colour: string) => colour !== 'transparent' && !/^rgba\(.*, 0\)$/.test(colour);
          // The focus indicator: the element matches :focus-visible (Tab focus shows) and draws an outline, or a ring
          // with a box shadow, in a colour that shows.
          const ring =
            el.matches(':focus-visible') &&
            ((cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1 && shows(cs.outlineColor)) ||
              (cs.boxShadow !== 'none' && shows(/^(rgba?\([^)]*\)|\S+)/.exec(cs.boxShadow)![1])));
          const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim();
          return {
            id: `<${el.localName}> "${name.slice(0, 40)}" at ${Math.round(r.left)},${Math.round(r.top + scrollY)}`,
            visible: ring && r.width > 0 && r.height > 0,
          };
        });
        if (!stop) continue;
        if (stops[0] === stop.id) break; // round again to the first stop
        stops.push(stop.id);
        if (!stop.visible) unseen.push(stop.id);
      }
      expect(stops.length, `Tab stops visited at ${width} px`).toBeGreaterThan(10);
      expect(unseen, `Tab stops with no visible focus at ${width} px`).toEqual([]);
    }
  });
});
