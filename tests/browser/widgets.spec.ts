import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { readData } from '../../shared/data/load.ts';
import {
  business,
  defined,
  deepFocus,
  loadPricing,
  openPage,
  pdf,
  quoteForm,
  recordComposed,
} from './widget-helpers.ts';
import { calculatorChoices as choices } from '../lib/calculator-choices.ts';
import { serviceValue } from '../../shared/service-choice.ts';

test.describe('FAQ', () => {
  test('a question opens to show its answer, a second category can be chosen, and axe finds nothing in either state', async ({
    page,
  }) => {
    await openPage(page, '/faq');
    await defined(page, 'steel-faq');
    const cats = page.locator('steel-faq details.cat');
    await expect(cats).toHaveCount(readData('faq').length);
    await expect(cats.first()).toHaveAttribute('open', '');

    const q = cats.first().locator('details.q').first();
    const answer = q.locator('.answer');
    await expect(answer).toBeHidden();
    await q.locator('summary').click();
    await expect(q).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    expect((await answer.innerText()).length, 'answer text').toBeGreaterThan(20);
    await expectNoAxeViolations(page, 'FAQ with a question open');

    const second = cats.nth(1);
    await expect(second.locator('summary').first()).toContainText(readData('faq')[1].category);
    await second.locator('summary').first().click();
    await expect(second).toHaveAttribute('open', '');
    await expect(cats.first()).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
    const q2 = second.locator('details.q').nth(1);
    await q2.locator('summary').click();
    await expect(q2.locator('.answer')).toBeVisible();
    // One question open at a time; an open one closes again.
    const q3 = second.locator('details.q').nth(2);
    await q3.locator('summary').click();
    await expect(q3).toHaveAttribute('open', '');
    await expect(q2).not.toHaveAttribute('open', '');
    await q3.locator('summary').click();
    await expect(q3).not.toHaveAttribute('open', '');
    await q2.locator('summary').click();
    await expectNoAxeViolations(page, 'FAQ, second category chosen and a question open');
  });

  test('clicking the open category again keeps it open (one category always chosen)', async ({ page }) => {
    await openPage(page, '/faq');
    await defined(page, 'steel-faq');
    const first = page.locator('steel-faq details.cat').first();
    await first.locator('summary').first().click();
    await expect(first).toHaveAttribute('open', '');
  });
});

test.describe('gallery', () => {
  test('a photo opens in a large view with its caption and focus inside; arrows move; Escape closes and focus returns to the thumbnail', async ({
    page,
  }) => {
    await openPage(page, '/gallery');
    await defined(page, 'steel-gallery');
    const thumbs = page.locator('steel-gallery a.thumb');
    const n = readData('gallery').length;
    await expect(thumbs).toHaveCount(n);
    const captions = await page.locator('steel-gallery figcaption').allInnerTexts();
    const dialog = page.locator('steel-gallery dialog');
    const caption = dialog.locator('#lb-caption');

    await thumbs.first().click();
    await expect(dialog).toBeVisible();
    await expect(page, 'the page stays put (the large view is not a navigation)').toHaveURL(/\/gallery$/);
    await expect(caption).toBeVisible();
    await expect(caption).toHaveText(captions[0]);
    await expect(dialog.locator('img')).toBeVisible();
    expect((await deepFocus(page))?.inDialog, 'focus is inside the dialog').toBe(true);
    await expectNoAxeViolations(page, 'gallery with the large view open');

    await page.keyboard.press('ArrowRight');
    await expect(caption).toHaveText(captions[1]);
    await expect(dialog).toContainText(`2 of ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toHaveText(captions[n - 1]);
    await expect(dialog).toContainText(`${n} of ${n}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(
      await thumbs.first().evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a),
      'focus back on the thumbnail that opened it',
    ).toBe(true);
  });

  test('the Close button closes the large view', async ({ page }) => {
    await openPage(page, '/gallery');
    await defined(page, 'steel-gallery');
    await page.locator('steel-gallery a.thumb').nth(3).click();
    const dialog = page.locator('steel-gallery dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('calculator', () => {
  test('with all six options and an e-mail, Calculate shows the range shared/pricing.ts computes; axe finds nothing', async ({
    page,
  }) => {
    const { estimate } = await loadPricing();
    const expected = estimate(choices)!;
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    await expect(calc.locator('#calc-hint')).toHaveText('Ready: press Calculate estimate.');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toHaveText(expected.priceRange);
    await expect(calc.locator('.figures')).toContainText(`£${expected.totalPrice.toLocaleString('en-GB')}`);
    await expect(calc.locator('.factors li')).toHaveText(expected.factors);
    await expect(calc.getByRole('button', { name: 'E-mail this estimate to us' })).toBeVisible();
    await expect(calc.getByRole('button', { name: 'Request a site visit' })).toBeVisible();
    await expectNoAxeViolations(page, 'calculator with a result');
  });

  test('Reset clears the options, the contact details and the result', async ({ page }) => {
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="name"]').fill('Jo');
    await calc.locator('input[name="phone"]').fill('01632 960001');
    await calc.locator('textarea[name="additionalDetails"]').fill('Side gate');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toBeVisible();

    await calc.getByRole('button', { name: 'Reset' }).click();
    await expect(calc.locator('.range')).toHaveCount(0);
    await expect(calc.locator('input[type="radio"]:checked')).toHaveCount(0);
    for (const name of ['name', 'email', 'phone', 'additionalDetails'])
      await expect(calc.locator(`[name="${name}"]`)).toHaveValue('');
    await expect(calc.getByRole('button', { name: 'E-mail this estimate to us' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'calculator after Reset');
  });

  test('pressing Calculate with choices missing lists what is missing and gives no estimate', async ({ page }) => {
    await openPage(page, '/calculator');
    await defined(page, 'steel-calculator');
    const calc = page.locator('steel-calculator');
    await calc.locator('input[name="serviceType"][value="welding"]').check();
    // Calculate is aria-disabled until everything is given, but stays pressable so it can explain why.
    await expect(calc.getByRole('button', { name: 'Calculate estimate' })).toHaveAttribute('aria-disabled', 'true');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click({ force: true });
    await expect(calc.locator('.summary')).toContainText('Select the project size');
    await expect(calc.locator('.summary')).toContainText('Enter an email address or a phone number');
    await expect(calc.locator('.range')).toHaveCount(0);
    await expectNoAxeViolations(page, 'calculator with errors');
  });
});

test.describe('quote form', () => {
  test('a chosen PDF is listed with its size, can be removed, and axe finds nothing with the list showing', async ({
    page,
  }) => {
    await openPage(page, '/welding-services');
    const form = quoteForm(page);
    await form.field('files').setInputFiles(pdf('drawing.pdf'));
    const list = page.locator('steel-quote-form ul[aria-label="Chosen files"] li');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('drawing.pdf (0.00 MB)');
    await expectNoAxeViolations(page, 'quote form with a file listed');
    await form.field('files').setInputFiles(pdf('plan.pdf', 2 * 1048576));
    await expect(list).toHaveCount(2);
    await expect(list.nth(1)).toContainText('plan.pdf (2.00 MB)');
    await page.getByRole('button', { name: 'Remove drawing.pdf' }).click();
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('plan.pdf');
  });

  // File problems are shown beside the file field, as one alert per batch (they were toasts over the field).
  test('a file of the wrong type is refused with the "File type not supported" message beside the field; the next good batch clears it', async ({
    page,
  }) => {
    await openPage(page, '/welding-services');
    await quoteForm(page)
      .field('files')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const problems = page.locator('steel-quote-form #f-files-problems[role="alert"]');
    await expect(problems).toContainText('File type not supported');
    await expect(problems).toContainText(
      'notes.txt is not a supported file type. Please upload images (JPG, PNG, WEBP) or documents (PDF, DOC, DOCX).',
    );
    await expect(page.locator('steel-quote-form .toasts .toast')).toHaveCount(0);
    await expect(page.locator('steel-quote-form ul[aria-label="Chosen files"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'quote form with a file problem');
    await quoteForm(page).field('files').setInputFiles(pdf('plan.pdf'));
    await expect(problems).toBeEmpty();
  });

  test('a file over 10 MB is refused with the "File too large" message; the valid file beside it is kept', async ({
    page,
  }) => {
    await openPage(page, '/welding-services');
    await quoteForm(page)
      .field('files')
      .setInputFiles([pdf('huge.pdf', 10 * 1048576), pdf('small.pdf')]);
    const problems = page.locator('steel-quote-form #f-files-problems');
    await expect(problems).toContainText('File too large');
    await expect(problems).toContainText('huge.pdf is larger than 10MB. Please choose a smaller file.');
    const list = page.locator('steel-quote-form ul[aria-label="Chosen files"] li');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('small.pdf');
  });

  test('a sixth file is refused with the "Too many files" message and none of that selection is added', async ({
    page,
  }) => {
    await openPage(page, '/welding-services');
    const files = quoteForm(page).field('files');
    await files.setInputFiles([1, 2, 3, 4].map((i) => pdf(`p${i}.pdf`)));
    const list = page.locator('steel-quote-form ul[aria-label="Chosen files"] li');
    await expect(list).toHaveCount(4);
    await files.setInputFiles([pdf('p5.pdf'), pdf('p6.pdf')]);
    await expect(page.locator('steel-quote-form #f-files-problems')).toContainText(
      'Too many files You can upload a maximum of 5 files.',
    );
    await expect(list).toHaveCount(4);
  });

  test('submitted empty on the home page: every required field is listed in the error summary; fixing some keeps what was typed', async ({
    page,
  }) => {
    await openPage(page, '/');
    const form = quoteForm(page);
    await form.submit.click();
    const summary = page.locator('steel-quote-form .summary');
    await expect(summary.locator('li')).toHaveText([
      'Enter your name',
      'Enter your phone number',
      'Enter your email address',
      'Choose the service you need',
      'Choose where the project is',
      'Describe your project',
    ]);
    await expect(page.locator('steel-quote-form [aria-invalid="true"]')).toHaveCount(6);
    await expect(page.locator('steel-quote-form p.error')).toHaveCount(6);
    await expectNoAxeViolations(page, 'home quote form submitted empty');

    await form.field('name').fill('Jo Bloggs');
    await form.field('description').fill('Steel canopy\nover the back door');
    await form.field('email').fill('not-an-address');
    await form.submit.click();
    await expect(summary.locator('li')).toHaveText([
      'Enter your phone number',
      'Enter an email address in the correct format, like name@example.com',
      'Choose the service you need',
      'Choose where the project is',
    ]);
    await expect(form.field('name')).toHaveValue('Jo Bloggs');
    await expect(form.field('description')).toHaveValue('Steel canopy\nover the back door');
    await expect(form.field('email')).toHaveValue('not-an-address');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('submitted with fields missing: error summary and inline errors, focus on the summary, typed text kept; axe finds nothing', async ({
    page,
  }) => {
    await openPage(page, '/welding-services');
    const form = quoteForm(page);
    await form.field('name').fill('Jo Bloggs');
    await form.submit.click();
    const summary = page.locator('steel-quote-form .summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('heading')).toHaveText('There is a problem');
    await expect(summary.locator('li')).toHaveText([
      'Enter your phone number',
      'Enter your email address',
      'Choose where the project is',
      'Describe your project',
    ]);
    for (const [name, text] of [
      ['phone', 'Enter your phone number'],
      ['email', 'Enter your email address'],
      ['location', 'Choose where the project is'],
      ['description', 'Describe your project'],
    ]) {
      await expect(form.field(name)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`steel-quote-form #f-${name}-error`)).toHaveText(`Error: ${text}`);
    }
    await expect(form.field('name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('name')).toHaveValue('Jo Bloggs');
    await expect(form.field('service'), 'the page service stays chosen').toHaveValue('welding');
    expect((await deepFocus(page))?.tag, 'focus moves to the error summary').toBe('div');
    await expect(page).toHaveURL(/\/welding-services$/);
    await expectNoAxeViolations(page, 'quote form with errors');
    // The summary links take you to the field.
    await summary.getByRole('link', { name: 'Describe your project' }).click();
    expect((await deepFocus(page))?.name).toBe('description');
  });

  test('a full submission composes the e-mail with every field and the file, then /thank-you shows the message with a copy button', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/welding-services');
    const composed = await recordComposed(page);
    const form = quoteForm(page);
    const typed = {
      name: 'Jo Bloggs',
      phone: '07700 900123',
      email: 'jo@example.org',
      description: 'A galvanised side gate, 1.2 m wide.',
    };
    for (const [name, value] of Object.entries(typed)) await form.field(name).fill(value);
    await form.field('location').selectOption('london');
    await form.field('timeline').selectOption('1-month');
    await page.locator('steel-quote-form input[name="contactMethod"][value="whatsapp"]').check();
    await form.field('files').setInputFiles(pdf('gate.pdf'));
    await expect(page.locator('steel-quote-form ul[aria-label="Chosen files"] li')).toHaveCount(1);
    await form.submit.click();

    await expect(page).toHaveURL(/\/thank-you$/);
    expect(composed).toHaveLength(1);
    const mail = composed[0];
    expect(mail.subject).toBe('New Quote Request - ' + business.brand);
    expect(mail.href).toMatch(new RegExp(`^mailto:${business.email.replace('.', '\\.')}\\?subject=`));
    expect(decodeURIComponent(mail.href)).toContain('New Quote Request - ' + business.brand);
    for (const value of Object.values(typed)) expect(mail.body, `the e-mail carries "${value}"`).toContain(value);
    for (const shown of [
      'Service: Welding',
      'Project location: London',
      'Timeline: Within 1 month',
      'Preferred contact method: WhatsApp',
      'gate.pdf (0.00 MB)',
    ])
      expect(mail.body).toContain(shown);
    expect(mail.body).toContain('Sent from: http://127.0.0.1');

    const section = page.locator('[data-composed]');
    await expect(section).toBeVisible();
    await expect(section.locator('[data-composed-subject]')).toHaveText(mail.subject);
    await expect(section.locator('[data-composed-body]')).toHaveText(mail.body);
    await expect(section.locator('[data-composed-link]')).toHaveAttribute('href', mail.href);
    const copy = section.getByRole('button', { name: 'Copy message' });
    await copy.click();
    await expect(section.locator('[data-copy-status]')).toHaveText('Message copied. Paste it into a new e-mail.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(mail.body);
    await expectNoAxeViolations(page, '/thank-you with the composed message');
  });
});

test.describe('contact form', () => {
  test('submitted with required fields missing: error summary and inline errors, typed text kept; axe finds nothing', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    const form = quoteForm(page, 'steel-contact-form');
    await form.field('firstName').fill('Sam');
    await form.field('company').fill('Sam Builds Ltd');
    await form.submit.click();
    const summary = page.locator('steel-contact-form .summary');
    await expect(summary).toBeVisible();
    await expect(summary.locator('li')).toHaveText([
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Choose the service you need',
      'Choose where the project is',
      'Tell us about your project',
    ]);
    await expect(form.field('lastName')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('steel-contact-form #f-message-error')).toHaveText('Error: Tell us about your project');
    await expect(form.field('firstName')).toHaveValue('Sam');
    await expect(form.field('company')).toHaveValue('Sam Builds Ltd');
    await expectNoAxeViolations(page, 'contact form with errors');
  });

  test('a file is listed and a bad one refused with its message beside the field', async ({ page }) => {
    await openPage(page, '/contact');
    await quoteForm(page, 'steel-contact-form')
      .field('files')
      .setInputFiles([
        pdf('site.pdf'),
        { name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ]);
    await expect(page.locator('steel-contact-form ul[aria-label="Chosen files"] li')).toHaveText([
      /site\.pdf \(0\.00 MB\)/,
    ]);
    await expect(page.locator('steel-contact-form #f-files-problems[role="alert"]')).toContainText(
      'File type not supported run.exe is not a supported file type.',
    );
    await expectNoAxeViolations(page, 'contact form with a file and a file problem');
  });

  test('a full submission composes the e-mail with every field, then /thank-you shows it', async ({ page }) => {
    await openPage(page, '/contact');
    const composed = await recordComposed(page);
    const form = quoteForm(page, 'steel-contact-form');
    const typed = {
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam@example.net',
      phone: '01632 960777',
      company: 'Sam Builds Ltd',
      message: 'Steel stair for a two-storey office.',
    };
    for (const [name, value] of Object.entries(typed)) await form.field(name).fill(value);
    // Options from the data set (contact-form.json): the last but one of each list, whatever today's are.
    const options = readData('contact-form');
    const service = options.service.at(-2)!;
    const chosen = {
      location: options.location.at(-2)!,
      timeline: options.timeline.at(-2)!,
      budget: options.budget.at(-2)!,
    };
    await form.field('service').selectOption(serviceValue(service));
    for (const [name, option] of Object.entries(chosen)) await form.field(name).selectOption(option.value);
    await form.submit.click();

    await expect(page).toHaveURL(/\/thank-you$/);
    expect(composed).toHaveLength(1);
    const mail = composed[0];
    expect(mail.subject).toBe('New Quote Request - ' + business.brand);
    for (const value of Object.values(typed)) expect(mail.body, `the e-mail carries "${value}"`).toContain(value);
    for (const shown of [
      `Service: ${service}`,
      `Project location: ${chosen.location.label}`,
      `Timeline: ${chosen.timeline.label}`,
      `Budget: ${chosen.budget.label}`,
    ])
      expect(mail.body).toContain(shown);
    await expect(page.locator('[data-composed-body]')).toHaveText(mail.body);
    await expect(page.getByRole('button', { name: 'Copy message' })).toBeVisible();
  });
});

test.describe('scroll-to-top and chat buttons', () => {
  test('the back-to-top button appears only past 300 px and takes you to the top', async ({ page }) => {
    await openPage(page, '/about');
    await defined(page, 'steel-scroll-top');
    const button = page.locator('steel-scroll-top button');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY === 250);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // scroll events delivered
    await expect(button, 'hidden at 250 px').toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button, 'shown at 320 px').toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toHaveAccessibleName('Back to top');
    await expectNoAxeViolations(page, 'page with the back-to-top button showing');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the chat button links to wa.me with the greeting, in a new tab', async ({ page }) => {
    await openPage(page, '/about');
    await defined(page, 'steel-chat-button');
    const link = page.locator('steel-chat-button a');
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName('Chat with us on WhatsApp');
    const digits = business.chat.e164.replace(/\D/g, '');
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${digits}?text=${encodeURIComponent(business.chat.greeting)}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toBe(business.chat.greeting);
  });
});

test.describe('used before its script arrives (slow phone): the upgrade keeps what the visitor did', () => {
  /** Holds every script request until `release()`, so the page is used as pre-rendered HTML first. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  test('the small-screen menu opened before the upgrade stays open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/about');
    const menu = page.locator('steel-site-menu');
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
    release();
    await defined(page, 'steel-site-menu');
    await expect(menu.locator('summary')).toHaveAttribute('aria-label', 'Close menu'); // rendered by the upgraded widget
    await expect(menu.locator('details')).toHaveJSProperty('open', true);
    await expect(menu.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  });

  test('calculator choices and an e-mail given before the upgrade count once it arrives', async ({ page }) => {
    const { estimate } = await loadPricing();
    const choices = {
      serviceType: 'staircases',
      projectSize: 'small',
      material: 'aluminum',
      complexity: 'complex',
      timeframe: 'standard',
      location: 'essex',
    };
    const release = await holdScripts(page);
    await page.goto('/calculator');
    const calc = page.locator('steel-calculator');
    for (const [name, value] of Object.entries(choices))
      await calc.locator(`input[name="${name}"][value="${value}"]`).check();
    await calc.locator('input[name="email"]').fill('jo@example.org');
    release();
    await defined(page, 'steel-calculator');
    await expect(calc.locator('#calc-hint')).toHaveText('Ready: press Calculate estimate.');
    await expect(calc.locator('input[name="email"]')).toHaveValue('jo@example.org');
    await calc.getByRole('button', { name: 'Calculate estimate' }).click();
    await expect(calc.locator('.range')).toHaveText(estimate(choices)!.priceRange);
  });
});
