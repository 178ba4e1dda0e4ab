import { expect } from '@playwright/test';
import { focusFirst, send, sendComplete, type WidgetExample } from '../common/example.ts';
import { recordComposed, stepTo } from '../../tests/browser/widget-helpers.ts';
import { readData } from '../../shared/data/load.ts';

export const example = {
  // a service page: each shows the quote form
  page: '/welding-services',
  states: [focusFirst, send, sendComplete],
  onPartnerPage: async (page, form) => {
    const composed = await recordComposed(page);
    // in the form's order: three fields a screen on a partner's page (docs/widgets.md "One screen on a phone")
    const field = async (name: string) => {
      await stepTo(form, form.locator(`[name="${name}"]`).first());
      return form.locator(`[name="${name}"]`).first();
    };
    for (const [name, value] of Object.entries({ name: 'Jo Partner', phone: '01632 960123', email: 'jo@example.com' }))
      await (await field(name)).fill(value);
    await (await field('service')).selectOption('welding');
    await (await field('location')).selectOption('london');
    await (await field('description')).fill('A new gate');
    await stepTo(form, form.getByRole('button', { name: 'Send Quote Request' }));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => composed.length).toBe(1);
    expect(composed[0].fields).toMatchObject({ name: 'Jo Partner', service: 'welding', location: 'london' });
    expect(composed[0].href).toMatch(/^mailto:/);
  },
  withoutJavaScript: {
    says: 'its fields show and it posts to the mail program, or to the form endpoint the data names',
    check: async (_, host) => {
      const form = host.locator('form');
      await expect(form).toBeVisible();
      const endpoint = readData('business').formEndpoint;
      if (endpoint) expect(await form.getAttribute('action')).toBe(endpoint);
      else expect(await form.getAttribute('action')).toMatch(/^mailto:/);
      await expect(host.locator('input[name="name"]')).toBeVisible();
      await expect(host.locator('textarea[name="description"]')).toBeVisible();
    },
  },
} satisfies WidgetExample;
