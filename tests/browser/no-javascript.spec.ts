import { test, expect } from '@playwright/test';
import { allRoutes } from './routes.ts';
import { readData } from '../../shared/data/load.ts';

test.use({ javaScriptEnabled: false });

test.describe('every page works with JavaScript off', () => {
  for (const route of allRoutes) {
    test(`${route}: heading, content, navigation, call and e-mail links are there`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('main').innerText()).length, 'main content').toBeGreaterThan(200);
      await expect(page.locator('footer a[href^="tel:"]')).toBeVisible();
      await expect(page.locator('footer a[href^="mailto:"]')).toBeVisible();
      await expect(page.locator('footer a[href="/contact"]')).toBeVisible();
      await expect(page.locator('nav[aria-label="Main"] a[href="/about"]')).toBeVisible();
    });
  }

  test('the small-screen menu opens and lists every service without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('steel-site-menu summary').click();
    await expect(page.locator('steel-site-menu nav a[href="/welding-services"]')).toBeVisible();
  });

  test('the 404 page offers only what works: home and call, not the script-driven Go back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeHidden();
  });

  test('the services dropdown opens without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page.locator('nav[aria-label="Main"] summary').click();
    await expect(page.locator('nav[aria-label="Main"] a[href="/crane-hire-services"]')).toBeVisible();
  });

  test('quote form fields show without JavaScript and post to the mail program', async ({ page }) => {
    await page.goto('/welding-services');
    const form = page.locator('steel-quote-form form');
    await expect(form).toBeVisible();
    expect(await form.getAttribute('action')).toMatch(/^mailto:/);
    await expect(page.locator('steel-quote-form input[name="name"]')).toBeVisible();
    await expect(page.locator('steel-quote-form textarea[name="description"]')).toBeVisible();
  });

  test('contact form fields show without JavaScript', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('steel-contact-form input[name="firstName"]')).toBeVisible();
  });

  test('FAQ answers are in the page and open without JavaScript', async ({ page }) => {
    await page.goto('/faq');
    const categories = page.locator('steel-faq details[name="steel-faq-category"]');
    await expect(categories).toHaveCount(readData('faq').length);
    const second = categories.nth(1);
    await second.locator('summary').first().click();
    const q = second.locator('details').first();
    await q.locator('summary').click();
    await expect(q).toHaveAttribute('open', '');
  });

  test('all gallery photos are there and link to the large image', async ({ page }) => {
    await page.goto('/gallery');
    const n = readData('gallery').length;
    await expect(page.locator('steel-gallery img')).toHaveCount(n);
    await expect(page.locator('steel-gallery a[href^="/img/"]')).toHaveCount(n);
  });
});
