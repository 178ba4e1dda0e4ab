import { test, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { calculatorChoices, otherChoices } from '../lib/calculator-choices.ts';
import { blockThirdParties, business, defined, loadPricing, openPage, quoteForm } from './widget-helpers.ts';

/** Hosts that receive analytics hits or serve analytics scripts. */
const ANALYTICS_HOST =
  /(^|\.)(google-analytics\.com|googletagmanager\.com|analytics\.google\.com|doubleclick\.net|region1\.google-analytics\.com)$/;

type Call = [command: string, name: string, params: Record<string, unknown>];

/**
 * Stands in for consent having been given: a gtag function that records its arguments into
 * window.__events. Each call is also reported to the test, so calls made just before the page
 * moves on (a form going to /thank-you, a link to a map) are not lost with the page.
 */
async function withGtag(page: Page): Promise<Call[]> {
  const calls: Call[] = [];
  await page.exposeFunction('__reportGtag', (args: Call) => calls.push(args));
  await page.addInitScript(() => {
    const w = window as unknown as {
      __events: unknown[][];
      gtag: (...a: unknown[]) => void;
      __reportGtag: (a: unknown[]) => void;
    };
    w.__events = [];
    w.gtag = (...args: unknown[]) => {
      const copy = JSON.parse(JSON.stringify(args));
      w.__events.push(copy);
      w.__reportGtag(copy);
    };
  });
  return calls;
}
const named = (calls: Call[], name: string) => calls.filter((c) => c[0] === 'event' && c[1] === name).map((c) => c[2]);

/** tel: and mailto: links would hand over to another program; stop that after the page's own handlers ran. */
async function keepOnPage(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"], a[href^="mailto:"]')) e.preventDefault();
    }),
  );
}

/** Every request the page makes that leaves 127.0.0.1 (http and https only). */
function offsite(page: Page) {
  const seen: string[] = [];
  const note = (r: Request) => {
    const u = new URL(r.url());
    if (['http:', 'https:'].includes(u.protocol) && u.hostname !== '127.0.0.1') seen.push(r.url());
  };
  page.context().on('request', note);
  return seen;
}

test.describe('with analytics consent (a gtag function exists)', () => {
  test.beforeEach(async ({ context }) => {
    await blockThirdParties(context);
  });

  test('a tel: link click sends phone_call with the number and the page path', async ({ page }) => {
    const calls = await withGtag(page);
    await keepOnPage(page);
    await openPage(page, '/about');
    await page.locator('footer a[href^="tel:"]').first().click();
    await expect
      .poll(() => named(calls, 'phone_call'))
      .toEqual([{ phone_number: business.phone.e164, page_path: '/about' }]);
    expect(await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length)).toBe(1);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the gallery call link sends phone_call too', async ({ page }) => {
    const calls = await withGtag(page);
    await keepOnPage(page);
    await openPage(page, '/gallery');
    await page.locator('main a[href^="tel:"]').first().click();
    await expect
      .poll(() => named(calls, 'phone_call'))
      .toEqual([{ phone_number: business.phone.e164, page_path: '/gallery' }]);
  });

  test('the chat button sends whatsapp_click', async ({ page }) => {
    const calls = await withGtag(page);
    await openPage(page, '/reviews');
    await defined(page, 'steel-chat-button');
    const popup = page.waitForEvent('popup');
    const chat = page.context().waitForEvent('request', (r) => new URL(r.url()).hostname === 'wa.me');
    await page.locator('steel-chat-button a').click();
    await popup; // the web chat opens in a new tab (its request is blocked here)
    await chat;
    await expect.poll(() => named(calls, 'whatsapp_click')).toEqual([{ page_path: '/reviews' }]);
  });

  test('a quote request on the welding page sends form_submission (quote) and quote_request (welding)', async ({
    page,
  }) => {
    const calls = await withGtag(page);
    await openPage(page, '/welding-services');
    const form = quoteForm(page);
    await form.field('name').fill('Jo Bloggs');
    await form.field('phone').fill('07700 900123');
    await form.field('email').fill('jo@example.org');
    await form.field('location').selectOption('kent');
    await form.field('description').fill('Railings');
    await form.submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(named(calls, 'form_submission')).toEqual([{ form_type: 'quote' }]);
    expect(named(calls, 'quote_request')).toEqual([{ service_type: 'welding' }]);
  });

  test('a quote request from the home page sends quote_request with the service the visitor chose', async ({
    page,
  }) => {
    const calls = await withGtag(page);
    await openPage(page, '/');
    const form = quoteForm(page);
    await expect(form.field('service'), 'no service chosen in advance on the home page').toHaveValue('');
    await form.field('name').fill('Jo Bloggs');
    await form.field('phone').fill('07700 900123');
    await form.field('email').fill('jo@example.org');
    await form.field('service').selectOption('crane-hire');
    await form.field('location').selectOption('essex');
    await form.field('description').fill('A lift');
    await form.submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(named(calls, 'form_submission')).toEqual([{ form_type: 'quote' }]);
    expect(named(calls, 'quote_request')).toEqual([{ service_type: 'crane-hire' }]);
  });

  test('an incomplete quote form sends nothing', async ({ page }) => {
    const calls = await withGtag(page);
    await openPage(page, '/welding-services');
    await quoteForm(page).submit.click();
    await expect(page.locator('steel-quote-form .summary')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the contact form sends form_submission (contact) and quote_request with its service', async ({ page }) => {
    const calls = await withGtag(page);
    await openPage(page, '/contact');
    const form = quoteForm(page, 'steel-contact-form');
    for (const [name, value] of Object.entries({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam@example.net',
      phone: '01632 960777',
      message: 'Stairs',
    }))
      await form.field(name).fill(value);
    await form.field('service').selectOption('crane-hire');
    await form.field('location').selectOption('london');
    await form.submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(named(calls, 'form_submission')).toEqual([{ form_type: 'contact' }]);
    expect(named(calls, 'quote_request')).toEqual([{ service_type: 'crane-hire' }]);
  });

  for (const provider of ['google', 'waze'] as const) {
    test(`the ${provider} directions link on /contact sends get_directions_click (${provider})`, async ({ page }) => {
      const calls = await withGtag(page);
      await openPage(page, '/contact');
      const link = page.locator(`a[data-directions="${provider}"]`);
      await expect(link).toHaveAttribute(
        'href',
        provider === 'google' ? /^https:\/\/www\.google\.com\/maps\/dir\// : /^https:\/\/waze\.com\/ul\?/,
      );
      const nav = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).hostname !== '127.0.0.1');
      await link.click();
      await nav; // the navigation was attempted and aborted: nothing left 127.0.0.1
      await expect.poll(() => named(calls, 'get_directions_click')).toEqual([{ provider }]);
    });
  }

  test('the calculator sends form_submission, calculator_estimate_calculated, calculator_email_clicked and calculator_site_visit_requested', async ({
    page,
  }) => {
    const { estimate } = await loadPricing();
    const calls = await withGtag(page);
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const choices = otherChoices;
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="phone"]').fill('01632 960123');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    const range = estimate(choices)!.priceRange;
    await expect(calc.locator('.range')).toHaveText(range);

    expect(named(calls, 'form_submission')).toEqual([{ form_type: 'service_calculator' }]);
    expect(named(calls, 'calculator_estimate_calculated')).toEqual([
      { options: Object.values(choices).join(','), has_contact: true, estimate_range: range },
    ]);

    // The mail buttons set location to a mailto: link, which headless Chromium ignores: the page stays. With a form
    // endpoint in the data set they send there instead, and a press while a request is on its way does nothing:
    // the second press waits for the first to end.
    await calc.getByRole('button', { name: 'E-mail this estimate to us' }).click();
    await expect.poll(() => named(calls, 'calculator_email_clicked')).toEqual([{ estimate_range: range }]);
    await expect(calc.locator('.sent-note')).toHaveText(/\S/);
    await expect(calc.locator('.sent-note')).not.toHaveText(/^Sending/);
    await calc.getByRole('button', { name: 'Request a site visit' }).click();
    await expect
      .poll(() => named(calls, 'calculator_site_visit_requested'))
      .toEqual([{ service_type: choices.serviceType }]);
    await expect(page).toHaveURL(/\/calculator$/);
    expect(
      calls.map((c) => c[1]),
      'no other call',
    ).toEqual([
      'form_submission',
      'calculator_estimate_calculated',
      'calculator_email_clicked',
      'calculator_site_visit_requested',
    ]);
  });
});

/*
 * Without consent nothing is sent, whatever the data set says: with no measurement ID (the shipped data) there is
 * no consent script and no banner; with one (the fixture data set) the banner shows and stays unanswered here.
 * Accepting and rejecting are tested in consent.spec.ts, on a build of its own with an ID.
 */
const measurementId = business.analytics.measurementId;
const beforeConsent = measurementId
  ? 'with analytics configured, before the visitor chooses'
  : 'without analytics (no measurement ID, no consent)';
const scriptsTitle = measurementId
  ? 'the built site asks for consent and loads no analytics script'
  : 'the built site has no measurement ID and no consent script';
test.describe(beforeConsent, () => {
  test(scriptsTitle, async ({ page }) => {
    for (const route of ['/', '/contact', '/calculator', '/privacy-policy']) {
      await openPage(page, route);
      const scripts = await page.evaluate(() => [
        ...[...document.scripts].map((s) => s.src),
        ...(document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ') ?? []),
        ...performance.getEntriesByType('resource').map((e) => e.name),
      ]);
      expect(
        scripts.filter((s) => /gtag|googletagmanager|google-analytics/.test(s)),
        `${route} loads no analytics script`,
      ).toEqual([]);
      expect(
        scripts.some((s) => /\/assets\/consent-/.test(s)),
        `${route} loads the consent script exactly when a measurement ID is set`,
      ).toBe(!!measurementId);
      expect(
        await page.evaluate(
          () => document.querySelector<HTMLMetaElement>('meta[name=steel-analytics-id]')?.content ?? null,
        ),
        `${route} names the measurement ID only when one is set`,
      ).toBe(measurementId || null);
      await expect(page.locator('.consent'), 'the banner asks exactly when analytics is configured').toHaveCount(
        measurementId ? 1 : 0,
      );
      expect(
        scripts.some((s) => /\/assets\/site-/.test(s)),
        'the list of scripts was read',
      ).toBe(true);
    }
  });

  /**
   * What each journey below watches: no analytics function or queue set up, no analytics request, and the
   * requests that leave 127.0.0.1 (only the chat and directions links the visitor clicks, blocked).
   */
  async function watch(page: Page, context: BrowserContext) {
    await blockThirdParties(context);
    await keepOnPage(page);
    // Anything that defines gtag or dataLayer later would be caught here.
    await page.addInitScript(() => {
      const w = window as unknown as { __defined: string[] };
      w.__defined = [];
      for (const name of ['gtag', 'dataLayer', 'ga', 'google_tag_manager']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => undefined,
          set: () => w.__defined.push(name),
        });
      }
    });
    const away = offsite(page);
    const analyticsRequests: string[] = [];
    context.on('request', (r) => {
      const u = new URL(r.url());
      if (ANALYTICS_HOST.test(u.hostname) || /\/(g\/)?collect\b|gtag\/js/.test(u.pathname))
        analyticsRequests.push(r.url());
    });
    /** Nothing was set up or sent, and the only hosts asked for away from 127.0.0.1 are `hosts`. */
    const nothingSent = async (hosts: string[]) => {
      expect(
        await page.evaluate(() => (window as unknown as { __defined: string[] }).__defined),
        'no analytics function or queue was set up',
      ).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"], script[src*="google-analytics"]').count()).toBe(0);
      expect(analyticsRequests, 'requests to analytics').toEqual([]);
      expect(
        away.map((u) => new URL(u).hostname),
        'the only requests away from 127.0.0.1 are the chat and directions links the visitor clicked (and were blocked)',
      ).toEqual(hosts);
    };
    return { away, nothingSent };
  }

  test('a call and a chat send nothing and no request leaves 127.0.0.1', async ({ page, context }) => {
    const { nothingSent } = await watch(page, context);
    await openPage(page, '/about');
    await page.locator('footer a[href^="tel:"]').first().click();
    await defined(page, 'steel-chat-button');
    // The chat link opens wa.me in a new tab: a navigation the visitor asked for, not analytics.
    const popup = page.waitForEvent('popup');
    await page.locator('steel-chat-button a').click();
    await (await popup).close();
    await nothingSent(['wa.me']);
  });

  test('the calculator sends nothing and no request leaves 127.0.0.1', async ({ page, context }) => {
    const { nothingSent } = await watch(page, context);
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(calculatorChoices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toBeVisible();
    await calc.getByRole('button', { name: 'E-mail this estimate to us' }).click();
    await calc.getByRole('button', { name: 'Request a site visit' }).click();
    await nothingSent([]);
  });

  test('a quote request sends nothing and no request leaves 127.0.0.1', async ({ page, context }) => {
    const { nothingSent } = await watch(page, context);
    await openPage(page, '/welding-services');
    const form = quoteForm(page);
    await form.field('name').fill('Jo Bloggs');
    await form.field('phone').fill('07700 900123');
    await form.field('email').fill('jo@example.org');
    await form.field('location').selectOption({ index: 1 });
    await form.field('description').fill('Railings');
    await form.submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await nothingSent([]);
  });

  test('directions send nothing and no request leaves 127.0.0.1', async ({ page, context }) => {
    const { away, nothingSent } = await watch(page, context);
    await openPage(page, '/contact');
    await page.locator('a[data-directions="waze"]').click();
    await expect.poll(() => away.length).toBe(1);
    await nothingSent(['waze.com']);
  });
});
