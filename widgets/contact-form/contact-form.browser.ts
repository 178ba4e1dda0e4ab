import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../tests/browser/axe.ts';
import { readData } from '../../shared/data/load.ts';
import { business, openPage, pdf, quoteForm, recordComposed } from '../../tests/browser/widget-helpers.ts';
import { serviceValue } from '../../shared/service-choice.ts';

/** The widget at work in Chromium, on the pages of ours that show it (Playwright; playwright.config.ts finds widgets/<folder>/*.browser.ts). */
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
    if (business.formEndpoint) {
      // sent to the form endpoint the data names: /thank-you says it arrived (no message to copy)
      await expect(page.locator('h1')).toContainText('received');
      return;
    }
    await expect(page.locator('[data-composed-body]')).toHaveText(mail.body);
    await expect(page.getByRole('button', { name: 'Copy message' })).toBeVisible();
  });
});
