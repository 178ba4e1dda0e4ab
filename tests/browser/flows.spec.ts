/**
 * Flows that tripped visitors up (each test failed on the build before the fix): file problems beside the file field,
 * the calculator's e-mail button and its no-JavaScript state, the emergency page leading with the call, and the chat
 * button's phone fallback.
 */
import { test, expect } from '@playwright/test';
import { blockThirdParties, openPage, pdf, quoteForm, business } from './widget-helpers.ts';

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 390 px, three bad files give one message beside the file field that covers neither it nor anything else; no toast covers it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/welding-services');
  const field = quoteForm(page).field('files');
  await field.setInputFiles([
    { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
    { name: 'b.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    pdf('huge.pdf', 10 * 1048576),
  ]);
  const problems = page.locator('steel-quote-form #f-files-problems');
  await expect(problems).toContainText('File type not supported');
  await expect(problems).toContainText('huge.pdf is larger than 10MB');
  // one alert for the batch, one line per kind of problem, no toasts
  await expect(page.locator('steel-quote-form [role="alert"]:not(:empty)')).toHaveCount(1);
  await expect(page.locator('steel-quote-form .toasts .toast')).toHaveCount(0);
  await field.scrollIntoViewIfNeeded();
  const f = (await field.boundingBox())!;
  const p = (await problems.boundingBox())!;
  expect(overlap(f, p), 'the message overlaps the file field').toBe(false);
  expect(p.y, 'the message is just below the field').toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(p.y - (f.y + f.height), 'the message is beside the field').toBeLessThan(40);
  // nothing fixed on the page (bars, buttons, toasts) sits over the field
  const covered = await field.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    return points.filter(([x, y]) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot?.elementFromPoint(x, y) && hit.shadowRoot.elementFromPoint(x, y) !== hit)
        hit = hit.shadowRoot.elementFromPoint(x, y);
      return hit !== el;
    }).length;
  });
  expect(covered, 'points of the file field covered by something else').toBe(0);
});

test('the calculator says where its e-mail goes, and "Standard (1-2 weeks)" is not called urgent', async ({ page }) => {
  await openPage(page, '/calculator');
  const calc = page.locator('steel-calculator');
  for (const [name, value] of [
    ['serviceType', 'welding'],
    ['projectSize', 'small'],
    ['material', 'mild-steel'],
    ['complexity', 'basic'],
    ['timeframe', 'standard'],
    ['location', 'kent'],
  ]) {
    await calc.locator(`input[name="${name}"][value="${value}"]`).check();
  }
  await calc.locator('input[name="email"]').fill('jo@example.org');
  await calc.getByRole('button', { name: 'Calculate estimate' }).click();
  await expect(calc.getByRole('button', { name: 'E-mail this estimate to us' })).toBeVisible();
  await expect(calc.getByRole('button', { name: /e-mail me/i })).toHaveCount(0);
  const factors = calc.locator('.factors');
  await expect(factors).toContainText('Faster timeline (×1.2)');
  await expect(calc).not.toContainText(/urgent timeline/i);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the calculator says it needs JavaScript and points to the rates table and the phone, not to choices it cannot use', async ({
    page,
  }) => {
    await page.goto('/calculator');
    const calc = page.locator('steel-calculator');
    const note = calc.locator('.no-script');
    await expect(note).toBeVisible();
    await expect(note).toContainText('needs JavaScript');
    await expect(note.getByRole('link', { name: 'How the estimate works' })).toHaveAttribute('href', '#how-it-works');
    await expect(note.getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    );
    await expect(calc.locator('#calc-hint')).toBeHidden();
    await expect(page.locator('#how-it-works table').first()).toBeVisible();
  });
});

test('with JavaScript on, the no-JavaScript note is hidden and takes no extra room from the hint', async ({ page }) => {
  await openPage(page, '/calculator');
  const calc = page.locator('steel-calculator');
  await expect(calc.locator('.no-script')).toBeHidden();
  await expect(calc.locator('#calc-hint')).toBeVisible();
});

test('the emergency page leads with the call; its form and chat links speak of emergencies', async ({ page }) => {
  await openPage(page, '/emergency-steel-repair');
  const first = page.locator('.hero .btn').first();
  await expect(first).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(first).toContainText(/emergency line/i);
  const intro = page.locator('#get-quote p').first();
  await expect(intro).toContainText(/in an emergency, call/i);
  await expect(intro).toContainText(/answered 24 hours a day/i);
  await expect(intro).not.toContainText(/^Tell us about the job/);
  const greeting = business.emergencyChatGreeting;
  for (const href of await page
    .locator('main a[href^="https://wa.me/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(new URL(href).searchParams.get('text')).toBe(greeting);
  }
  const button = await page.locator('steel-chat-button a').getAttribute('href');
  expect(new URL(button!).searchParams.get('text')).toBe(greeting);
  // other pages keep the general greeting on the chat button
  await openPage(page, '/contact');
  expect(new URL((await page.locator('steel-chat-button a').getAttribute('href'))!).searchParams.get('text')).toBe(
    business.chat.greeting,
  );
});

test.describe('chat button on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36',
  });
  test('opens the web chat only if the page is still in view after the app was tried', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      window.open = ((url: string) => {
        w.__opened.push(url);
        return { opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    // The page's timers run on Playwright's clock: the fallback's delay (1000 ms by default) is stepped through
    // exactly, with no wait of our own.
    await page.clock.install();
    await openPage(page, '/contact');
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // the app "opens": the page is hidden right after the click
    await page.evaluate(() => {
      const host = document.querySelector('steel-chat-button')!;
      const a = host.shadowRoot!.querySelector('a')!;
      a.click();
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(1400);
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([]);
    // no app: the page stays in view, so the web chat opens
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.querySelector('steel-chat-button')!.shadowRoot!.querySelector('a')!.click();
    });
    await page.clock.runFor(1000);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length), { timeout: 3000 })
      .toBe(1);
  });
});

test('the coverage map is readable on a phone: every label inside the picture, at least 12 px, the response times in a text key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/areas-we-serve');
  const map = page.locator('.coverage-map svg');
  await map.scrollIntoViewIfNeeded();
  const labels = await map.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')].map((t) => {
      const r = t.getBoundingClientRect();
      return {
        text: t.textContent,
        inside:
          r.left >= box.left - 0.5 &&
          r.right <= box.right + 0.5 &&
          r.top >= box.top - 0.5 &&
          r.bottom <= box.bottom + 0.5,
        px: r.height,
      };
    });
  });
  expect(labels.length).toBeGreaterThanOrEqual(4);
  expect(
    labels.filter((l) => !l.inside).map((l) => l.text),
    'labels cut off',
  ).toEqual([]);
  expect(
    labels.filter((l) => l.px < 12).map((l) => `${l.text} ${l.px.toFixed(1)}px`),
    'labels too small to read',
  ).toEqual([]);
  const key = page.locator('.map-key');
  for (const text of [/Kent.*same day within 30 miles/i, /London.*24-48 hours/i, /South East.*48 hours/i])
    await expect(key).toContainText(text);
});
