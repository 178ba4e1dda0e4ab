import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { business, deepFocus, openPage, pdf, quoteForm, recordComposed } from '../../tests/browser/widget-helpers.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
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

  test('a full submission composes the e-mail with every field and the file, then /thank-you shows the message with a copy button (with a form endpoint: that it was received)', async ({
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
    if (business.formEndpoint) {
      // sent to the form endpoint the data names (its files too: form-endpoint.spec): /thank-you says it arrived
      await expect(page.locator('h1')).toContainText('received');
      return;
    }

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
