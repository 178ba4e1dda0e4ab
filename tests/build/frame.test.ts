import { describe, it, expect } from 'vitest';
import { allRoutes, page } from './built-site.ts';
import { readData } from '../../shared/data/load.ts';

const business = readData('business');
const services = readData('services');
const tel = `tel:${business.phone.e164}`;

describe('the shared frame is in the HTML of every page', () => {
  for (const route of allRoutes) {
    it(`${route}: top bar, menus, calls to action, footer`, () => {
      const doc = page(route);
      const header = doc.querySelector('header.site-header')!;
      expect(header.querySelector(`.topbar a[href="${tel}"]`)?.textContent).toContain(business.phone.display);
      expect(header.querySelector(`.topbar a[href="mailto:${business.email}"]`)).toBeTruthy();
      const open = business.hours.find((h) => h.opens)!;
      expect(header.querySelector('.topbar')?.textContent).toContain(`${open.opens}-${open.closes}`);
      // Services dropdown works without JavaScript: a <details> with all five groups and every service.
      const dropdown = header.querySelector('nav[aria-label="Main"] details')!;
      expect(dropdown.querySelector('summary')?.textContent).toContain('Services');
      for (const g of ['Core', 'Specialized', 'Technical', 'Architectural', 'Construction'])
        expect(dropdown.textContent).toContain(`${g} services`);
      expect(dropdown.querySelectorAll('a').length).toBe(services.length);
      expect([...header.querySelectorAll('.header-actions a')].map((a) => a.textContent?.trim())).toEqual([
        'Call Now',
        'Get Quote',
      ]);
      expect(header.querySelector('.header-actions a[href="/contact"]')).toBeTruthy();
      // The small-screen menu lists every link, every service and the call and quote buttons.
      const mobile = header.querySelector('steel-site-menu nav')!;
      expect(mobile.querySelectorAll('a[href^="/"]').length).toBeGreaterThanOrEqual(services.length + 8);
      expect(mobile.querySelector(`a[href="${tel}"]`)).toBeTruthy();
      expect(mobile.querySelector('a[href="/contact"]')).toBeTruthy();
      // Footer exactly as docs/requirements.md#footer lists it.
      const footer = doc.querySelector('footer.site-footer')!;
      expect(footer.querySelector('a[href="/contact"]')?.textContent).toContain('Get Free Quote');
      expect([...footer.querySelectorAll('.footer-areas li')].map((li) => li.textContent)).toEqual(
        business.footerAreas,
      );
      expect(
        footer.querySelectorAll('section[aria-labelledby="footer-services"] a').length,
        'the footer links six services (docs/requirements.md#footer)',
      ).toBe(6);
      for (const href of ['/reviews', '/privacy-policy', '/terms-of-service', '/sitemap'])
        expect(footer.querySelector(`a[href="${href}"]`), href).toBeTruthy();
      expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    });
  }
});

describe('breadcrumbs', () => {
  it('the home page has none', () => {
    expect(page('/').querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
  });
  for (const route of allRoutes.filter((r) => r !== '/')) {
    it(`${route}: Home, then the page, the last crumb not a link and marked current`, () => {
      const items = [...page(route).querySelectorAll('nav[aria-label="Breadcrumb"] li')];
      expect(items, 'Home, then this page (every route is one segment deep)').toHaveLength(2);
      expect(items[0].querySelector('a')?.getAttribute('href')).toBe('/');
      expect(items[1].querySelector('a')).toBeNull();
      expect(items[1].querySelector('[aria-current="page"]')?.textContent?.length).toBeGreaterThan(2);
    });
  }
  it('labels come from the label map (FAQ), not only title-casing', () => {
    expect(page('/faq').querySelector('nav[aria-label="Breadcrumb"] [aria-current]')?.textContent).toBe('FAQ');
    expect(
      page('/3d-modeling-services').querySelector('nav[aria-label="Breadcrumb"] [aria-current]')?.textContent,
    ).toBe('3D Modelling & CAD');
  });
});
