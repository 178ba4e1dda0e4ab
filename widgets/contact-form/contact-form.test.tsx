// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import contact from '../../shared/data/contact-form.json';
import { brand, email as businessEmail } from '../../shared/data/business.json';
import { parseMailto } from '../../shared/mailto.ts';
import { HANDOFF_KEY } from '../../shared/handoff.ts';
import { navigation } from '../mail-form/MailForm.tsx';
import { renderMarkup } from '../common/ssr.tsx';
import {
  tick,
  canonical,
  $,
  setValue,
  submit,
  choose,
  file,
  isolateEachTest,
  mount as mountForm,
} from '../mail-form/test-helpers.ts';
import { widget } from './widget.ts';
import { named } from './named.ts';
import { expectConfigured } from '../mail-form/configured-check.ts';

const { typed } = named;

const mount = (attrs = '') => mountForm('steel-contact-form', () => import('./register.ts'), attrs);

const required = ['firstName', 'lastName', 'email', 'phone', 'service', 'location', 'message'];
const optional = ['company', 'timeline', 'budget', 'files'];

function fill(root: ShadowRoot) {
  setValue($(root, '[name=firstName]'), typed.firstName);
  setValue($(root, '[name=lastName]'), "O'Brien & Sons");
  setValue($(root, '[name=email]'), typed.email);
  setValue($(root, '[name=phone]'), typed.phone);
  setValue($<HTMLSelectElement>(root, '[name=service]'), 'architectural-metalwork');
  setValue($<HTMLSelectElement>(root, '[name=location]'), 'london');
  setValue($<HTMLTextAreaElement>(root, '[name=message]'), 'Railings #3?\n= 100% 😀');
}

isolateEachTest();

describe('steel-contact-form', () => {
  it('renders the contact page fields with their names and values', async () => {
    const { root } = await mount();
    const names = [...$<HTMLFormElement>(root, 'form').elements]
      .map((e) => (e as HTMLInputElement).name)
      .filter(Boolean);
    expect(names).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'service',
      'location',
      'timeline',
      'budget',
      'message',
      'files',
    ]);
    const values = (name: string) =>
      [...root.querySelectorAll<HTMLOptionElement>(`[name=${name}] option`)].map((o) => o.value).filter(Boolean);
    expect(values('service')).toEqual([
      'steel-fabrication',
      'structural-steel-work',
      'welding-services',
      'steel-construction',
      'onsite-fabrication',
      'emergency-repairs',
      '3d-modeling',
      'crane-hire',
      'architectural-metalwork',
      'industrial-platforms',
      'steel-staircases',
      'building-extensions',
      'other',
    ]);
    expect([...root.querySelectorAll('[name=service] option')].slice(1).map((o) => o.textContent)).toEqual(
      contact.service,
    );
    expect(values('location')).toEqual(contact.location.map((o) => o.value));
    expect(values('timeline')).toEqual(['urgent', 'month', 'quarter', 'flexible']);
    expect(values('budget')).toEqual(['under-5k', '5k-15k', '15k-50k', 'over-50k', 'discuss']);
    expect($(root, '[name=email]').type).toBe('email');
    expect($(root, '[name=phone]').type).toBe('tel');
    expect($(root, '[name=message]').localName).toBe('textarea');
  });

  it('marks required fields with an asterisk and "(required)" for screen readers, and tells the truth about optional ones', async () => {
    const { root } = await mount();
    for (const name of required) {
      const control = $(root, `[name=${name}]`);
      expect(control.required, name).toBe(true);
      const label = root.querySelector(`label[for="${control.id}"]`)!;
      expect(label.querySelector('[aria-hidden=true]')?.textContent, name).toBe(' *');
      expect(label.querySelector('.sr-only')?.textContent, name).toBe(' (required)');
    }
    for (const name of optional) {
      const control = $(root, `[name=${name}]`);
      expect(control.required, name).toBe(false);
      expect(root.querySelector(`label[for="${control.id}"]`)!.textContent, name).toMatch(/\(optional\)$/);
    }
  });

  it('the first client render equals the pre-rendered HTML; `service` preselects', async () => {
    const { root } = await mount('service="crane-hire"');
    expect(canonical(root)).toBe(canonical(renderMarkup(widget, { service: 'crane-hire' })));
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('crane-hire');
  });

  it("`service` accepts the quote form's or the calculator's value of the same service, and says when none matches", async () => {
    const { el, root } = await mount('service="welding"');
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('welding-services');
    el.setAttribute('service', 'staircases');
    await vi.waitFor(() => expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('steel-staircases'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    el.setAttribute('service', 'no-such-service');
    await vi.waitFor(() =>
      expect(warn.mock.calls.flat().join(' ')).toContain('[steel-contact-form] service="no-such-service"'),
    );
    warn.mockRestore();
  });

  it('submitting empty shows the error summary and inline errors and keeps typed values', async () => {
    const { root } = await mount();
    setValue($(root, '[name=company]'), 'Acme');
    setValue($(root, '[name=lastName]'), 'Smith');
    await submit(root);
    const links = [...root.querySelectorAll('.summary a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#f-firstName', '#f-email', '#f-phone', '#f-service', '#f-location', '#f-message']);
    expect($(root, '[name=firstName]').getAttribute('aria-invalid')).toBe('true');
    expect(root.getElementById('f-firstName-error')?.textContent).toBe('Error: Enter your first name');
    expect($(root, '[name=company]').value).toBe('Acme');
    expect($(root, '[name=lastName]').value).toBe('Smith');
    expect(navigation.open).not.toHaveBeenCalled();
  });

  it('a valid submit composes the e-mail like the quote form, with form_type "contact", and goes to /thank-you', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const { el, root } = await mount('thank-you-url="/thank-you"');
    const events: CustomEvent[] = [];
    el.addEventListener('steel-quote-composed', (e) => events.push(e as CustomEvent));
    fill(root);
    setValue($<HTMLSelectElement>(root, '[name=budget]'), 'over-50k');
    choose(root, [file('railing.png', 2621440, 'image/png')]);
    await tick();
    await submit(root);
    expect(events).toHaveLength(1);
    const { detail } = events[0];
    expect(detail.formType).toBe('contact');
    expect(detail.fields).toMatchObject({
      firstName: typed.firstName,
      lastName: "O'Brien & Sons",
      service: 'architectural-metalwork',
      budget: 'over-50k',
      company: '',
      timeline: '',
    });
    const mail = parseMailto(detail.href);
    expect(mail.to).toBe(businessEmail);
    expect(mail.subject).toBe(`New Quote Request - ${brand}`);
    expect(mail.body).toBe(detail.body);
    for (const line of [
      "Last name: O'Brien & Sons",
      'Service: Architectural Metalwork',
      'Project location: London',
      'Budget: Over £50,000',
      'Project details:\nRailings #3?\n= 100% 😀',
      '- railing.png (2.50 MB)',
    ])
      expect(mail.body).toContain(line);
    expect(mail.body).not.toContain('Company');
    expect(navigation.open).toHaveBeenCalledWith(detail.href);
    expect(navigation.go).toHaveBeenCalledWith('/thank-you');
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY)!).body).toBe(detail.body);
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', { form_type: 'contact' });
    expect(gtag).toHaveBeenCalledWith('event', 'quote_request', { service_type: 'architectural-metalwork' });
    expect($(root, '.toasts [role=status]').textContent).toContain('Please attach your files and send the email');
  });

  it('tells the visitor when the message was shortened', async () => {
    const { el, root } = await mount('thank-you-url="/thank-you"');
    const events: CustomEvent[] = [];
    el.addEventListener('steel-quote-composed', (e) => events.push(e as CustomEvent));
    fill(root);
    setValue($<HTMLTextAreaElement>(root, '[name=message]'), 'Very long & detailed? '.repeat(200));
    await submit(root);
    expect(events[0].detail.truncated).toBe(true);
    expect(events[0].detail.href.length).toBeLessThanOrEqual(2000);
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY)!)).toMatchObject({
      truncated: true,
      body: events[0].detail.body,
    });
    expect($(root, '.toasts [role=status]').textContent).toContain('the full text is on the confirmation page');
  });

  it('rejects a file that is too large with an event and a message beside the file field', async () => {
    const { el, root } = await mount();
    const rejected: unknown[] = [];
    el.addEventListener('steel-file-rejected', (e) => rejected.push((e as CustomEvent).detail));
    choose(root, [file('scan.pdf', 10485761, 'application/pdf')]);
    await tick();
    expect(rejected).toEqual([{ file: 'scan.pdf', reason: 'too-large' }]);
    expect($(root, '#f-files-problems[role=alert]').textContent).toContain(
      'scan.pdf is larger than 10MB. Please choose a smaller file.',
    );
    expect(root.querySelector('.files')).toBeNull();
  });

  it('uses form-type, thank-you-url and email attributes', async () => {
    const { el, root } = await mount(
      'form-type="partner-contact" thank-you-url="https://partner.example/thanks" email="sales@example.org"',
    );
    const events: CustomEvent[] = [];
    el.addEventListener('steel-quote-composed', (e) => events.push(e as CustomEvent));
    fill(root);
    await submit(root);
    expect(events[0].detail.formType).toBe('partner-contact');
    expect(parseMailto(events[0].detail.href).to).toBe('sales@example.org');
    expect(navigation.go).toHaveBeenCalledWith('https://partner.example/thanks');
  });

  it('shows the fallback when the component throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount('email="a@example.com,b@example.com"');
    expect(root.textContent).toContain('Something went wrong');
    expect(root.querySelector('form')).toBeNull();
  });

  it("shows each of a partner's example attributes (named.configured, interface.ts): heading, e-mail, brand, thank-you page, phone", async () => {
    await expectConfigured(mount, named.configured);
  });
});
