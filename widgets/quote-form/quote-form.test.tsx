// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import quote from '../../shared/data/quote-form.json';
import fileRules from '../../shared/data/uploads.json';
import { brand, email as businessEmail } from '../../shared/data/business.json';
import { parseMailto } from '../../shared/mailto.ts';
import { HANDOFF_KEY } from '../../shared/handoff.ts';
import { navigation } from '../mail-form/MailForm.tsx';
import { widget } from './widget.ts';
import { named } from './named.ts';
import { expectConfigured } from '../mail-form/configured-check.ts';

const { typed, refused } = named;
import { renderShadow, renderMarkup } from '../common/ssr.tsx';
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

const mount = (attrs = '') => mountForm('steel-quote-form', () => import('./register.ts'), attrs);

function fill(root: ShadowRoot) {
  setValue($(root, '[name=name]'), 'Jo "Smith" & Co');
  setValue($(root, '[name=phone]'), typed.phone);
  setValue($(root, '[name=email]'), typed.email);
  setValue($<HTMLSelectElement>(root, '[name=service]'), 'welding');
  setValue($<HTMLSelectElement>(root, '[name=location]'), 'kent');
  setValue($<HTMLSelectElement>(root, '[name=timeline]'), '3-months');
  setValue($<HTMLTextAreaElement>(root, '[name=description]'), 'A gate?\n50% done & #2 😀');
}
isolateEachTest();

describe('steel-quote-form', () => {
  it('renders every documented field with its name and values', async () => {
    const { root } = await mount();
    const form = $<HTMLFormElement>(root, 'form');
    const names = [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect([...new Set(names)]).toEqual([
      'name',
      'phone',
      'email',
      'service',
      'location',
      'timeline',
      'contactMethod',
      'description',
      'files',
    ]);
    expect($(root, '[name=phone]').type).toBe('tel');
    expect($(root, '[name=email]').type).toBe('email');
    expect($(root, 'textarea').name).toBe('description');
    const values = (name: string) =>
      [...root.querySelectorAll<HTMLOptionElement>(`[name=${name}] option`)].map((o) => o.value).filter(Boolean);
    expect(values('service')).toEqual(quote.service.map((o) => o.value));
    expect(values('location')).toEqual(quote.location.map((o) => o.value));
    expect(values('timeline')).toEqual(quote.timeline.map((o) => o.value));
    const radios = [...root.querySelectorAll<HTMLInputElement>('[name=contactMethod]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['phone', true],
      ['email', false],
      ['whatsapp', false],
    ]);
    for (const name of ['name', 'phone', 'email', 'service', 'location', 'description'])
      expect($(root, `[name=${name}]`).required, name).toBe(true);
    for (const name of ['timeline', 'files']) expect($(root, `[name=${name}]`).required, name).toBe(false);
    const files = $(root, 'input[type=file]');
    expect(files.multiple).toBe(true);
    expect(files.accept).toContain('.docx');
    expect(root.getElementById(files.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toMatch(
      /attach them to the e-mail/,
    );
    // every control has a visible label
    for (const c of root.querySelectorAll('input:not([type=radio]), select, textarea'))
      expect(root.querySelector(`label[for="${c.id}"]`), c.id).toBeTruthy();
    expect(root.querySelector('h2')).toBeNull();
  });

  it('works without JavaScript: a mailto form to the business address', async () => {
    const html = renderShadow(widget, {});
    const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(
      `mailto:${businessEmail}?subject=${encodeURIComponent(`New Quote Request - ${brand}`)}`,
    );
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('text/plain');
    expect(form.querySelector('[name=contactMethod][value=phone]')!.hasAttribute('checked')).toBe(true);
    expect(form.querySelectorAll('[required]')).toHaveLength(6);
    expect(html).not.toContain('novalidate');
  });

  it('the first client render equals the pre-rendered HTML', async () => {
    const { root } = await mount('service="welding" heading="Get a quote"');
    const ssr = renderMarkup(widget, { service: 'welding', heading: 'Get a quote' });
    expect(canonical(root)).toBe(canonical(ssr));
    expect(ssr).toContain('<option value="welding" selected>Welding</option>');
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('welding');
  });

  it('preselects the service from the `service` attribute and follows changes to it', async () => {
    const { el, root } = await mount('service="welding"');
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('welding');
    el.setAttribute('service', 'crane-hire');
    await tick();
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('crane-hire');
  });

  it('an attribute removed (as a framework drops it) or emptied gives the default back', async () => {
    const { el, root } = await mount('heading="Welding quote" email="jobs@example.org"');
    expect($(root, 'h2').textContent).toBe('Welding quote');
    el.removeAttribute('heading');
    el.setAttribute('email', '');
    await tick();
    expect(root.querySelector('h2')).toBeNull();
    expect($(root, 'form').getAttribute('action')).toMatch(new RegExp(`^mailto:${businessEmail}\\?`));
  });

  it('shows an optional heading and uses the email and brand attributes', async () => {
    const { root } = await mount('heading="Welding quote" email="jobs@example.org" brand="Acme ?&#"');
    expect($(root, 'h2').textContent).toBe('Welding quote');
    expect($(root, 'form').getAttribute('action')).toBe(
      `mailto:jobs@example.org?subject=${encodeURIComponent('New Quote Request - Acme ?&#')}`,
    );
  });

  it('submitting empty shows the error summary and inline errors, and keeps what was typed', async () => {
    const { root } = await mount();
    setValue($(root, '[name=name]'), typed.name);
    $<HTMLInputElement>(root, '[name=contactMethod][value=email]').checked = true;
    await submit(root);
    const summary = $<HTMLElement>(root, '.summary');
    expect(summary.getAttribute('role')).toBe('alert');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#f-phone',
      '#f-email',
      '#f-service',
      '#f-location',
      '#f-description',
    ]);
    expect(root.activeElement).toBe(summary);
    for (const name of ['phone', 'email', 'service', 'location', 'description']) {
      const control = $(root, `[name=${name}]`);
      expect(control.getAttribute('aria-invalid'), name).toBe('true');
      expect(root.getElementById(control.getAttribute('aria-describedby')!)?.textContent, name).toMatch(/^Error: /);
    }
    expect($(root, '[name=name]').hasAttribute('aria-invalid')).toBe(false);
    expect($(root, '[name=name]').value).toBe(typed.name);
    expect($<HTMLInputElement>(root, '[name=contactMethod][value=email]').checked).toBe(true);
    // the summary links move focus to their field
    links[2].click();
    expect(root.activeElement).toBe($(root, '[name=service]'));
    expect(navigation.open).not.toHaveBeenCalled();
  });

  it('checks the email format', async () => {
    const { root } = await mount();
    fill(root);
    setValue($(root, '[name=email]'), named.badEmail);
    await submit(root);
    expect($(root, '.summary').textContent).toContain('Enter an email address in the correct format');
    expect(navigation.open).not.toHaveBeenCalled();
  });

  it('a valid submit composes the e-mail, emits steel-quote-composed, saves the handoff, opens the mail program and goes to the thank-you page', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const { el, root } = await mount('thank-you-url="/thanks"');
    const events: CustomEvent[] = [];
    document.addEventListener('steel-quote-composed', (e) => events.push(e as CustomEvent));
    fill(root);
    $<HTMLInputElement>(root, '[name=contactMethod][value=whatsapp]').checked = true;
    $<HTMLFormElement>(root, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // sending state
    expect(navigation.open).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(events).toHaveLength(1);
    const { detail } = events[0];
    expect(events[0].target).toBe(el);
    expect(detail.fields).toEqual({
      name: 'Jo "Smith" & Co',
      phone: typed.phone,
      email: typed.email,
      service: 'welding',
      location: 'kent',
      timeline: '3-months',
      contactMethod: 'whatsapp',
      description: 'A gate?\n50% done & #2 😀',
    });
    expect(detail.formType).toBe('quote');
    expect(detail.truncated).toBe(false);
    expect(navigation.open).toHaveBeenCalledWith(detail.href);
    const mail = parseMailto(detail.href);
    expect(mail).toEqual({ to: businessEmail, subject: `New Quote Request - ${brand}`, body: detail.body });
    for (const line of [
      'Full name: Jo "Smith" & Co',
      'Service: Welding',
      'Project location: Other Kent',
      'Timeline: Within 3 months',
      'Preferred contact method: WhatsApp',
      'A gate?\n50% done & #2 😀',
      `Sent from: ${location.href}`,
    ])
      expect(mail.body).toContain(line);
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY)!)).toEqual({
      to: businessEmail,
      subject: detail.subject,
      body: detail.body,
      truncated: false,
      href: detail.href,
      savedAt: expect.any(Number),
    });
    expect(gtag).toHaveBeenCalledWith('event', 'form_submission', { form_type: 'quote' });
    expect(gtag).toHaveBeenCalledWith('event', 'quote_request', { service_type: 'welding' });
    await tick();
    const button = $<HTMLButtonElement>(root, 'button[type=submit]');
    expect(navigation.go).toHaveBeenCalledWith('/thanks');
    expect(button.textContent).toBe('Send Quote Request');
    const toast = $(root, '.toasts [role=status]');
    expect(toast.textContent).toContain('Quote Request Composed');
    expect(toast.textContent).toContain(`a new message to ${businessEmail}`);
  });

  it('shows the sending state until it navigates', async () => {
    navigation.delay = 50;
    try {
      const { root } = await mount('thank-you-url="/thank-you"');
      fill(root);
      await submit(root);
      expect($(root, 'button[type=submit]').textContent).toBe('Sending Quote Request...');
      expect($(root, 'form').getAttribute('aria-busy')).toBe('true');
      expect($(root, '.skeleton')?.getAttribute('aria-hidden')).toBe('true');
      expect(navigation.go).not.toHaveBeenCalled();
      await tick(60);
      expect(navigation.go).toHaveBeenCalledWith('/thank-you');
      expect($(root, '.skeleton')).toBeNull();
    } finally {
      navigation.delay = 0;
    }
  });

  it('a double submit composes one e-mail', async () => {
    const { el, root } = await mount();
    const composed = vi.fn();
    el.addEventListener('steel-quote-composed', composed);
    fill(root);
    const form = $<HTMLFormElement>(root, 'form');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await tick();
    expect(composed).toHaveBeenCalledTimes(1);
    expect(navigation.open).toHaveBeenCalledTimes(1);
  });

  it('with files: lists them in the e-mail and asks to attach them', async () => {
    const { root } = await mount();
    const events: CustomEvent[] = [];
    root.host.addEventListener('steel-quote-composed', (e) => events.push(e as CustomEvent));
    fill(root);
    choose(root, [file('plan.pdf', 1310720, 'application/pdf')]);
    await tick();
    await submit(root);
    expect(events[0].detail.body).toContain('- plan.pdf (1.25 MB)');
    expect($(root, '.toasts [role=status]').textContent).toContain(
      'Your email client has opened. Please attach your files and send the email to complete your request.',
    );
  });

  it('when composing fails: a destructive toast, back to idle, nothing lost', async () => {
    const { root } = await mount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    navigation.open = () => {
      throw new Error('no mail program');
    };
    fill(root);
    await submit(root);
    const alert = $(root, '.toasts [role=alert]');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('There was a problem sending your request. Please try again.');
    expect($(root, 'button[type=submit]').textContent).toBe('Send Quote Request');
    expect($(root, 'form').hasAttribute('aria-busy')).toBe(false);
    expect($(root, '[name=name]').value).toBe('Jo "Smith" & Co');
    expect(navigation.go).not.toHaveBeenCalled();
    // destructive toasts stay until dismissed
    await tick(10);
    alert.querySelector('button')!.click();
    await tick();
    expect(alert.textContent).toBe('');
  });

  it('adds valid files to a removable list; rejections emit steel-file-rejected and show one message beside the field, not toasts', async () => {
    const { el, root } = await mount();
    const rejected: unknown[] = [];
    el.addEventListener('steel-file-rejected', (e) => rejected.push((e as CustomEvent).detail));
    choose(root, [
      file('a.jpg', 1000, 'image/jpeg'),
      file('huge.pdf', fileRules.maxBytes + 1, 'application/pdf'),
      file(refused.name, refused.text.length, refused.type),
    ]);
    await tick();
    expect([...root.querySelectorAll('.files li')].map((li) => li.textContent)).toEqual(['a.jpg (0.00 MB)Remove']);
    expect(rejected).toEqual([
      { file: 'huge.pdf', reason: 'too-large' },
      { file: refused.name, reason: 'bad-type' },
    ]);
    const alerts = $(root, '#f-files-problems[role=alert]').textContent;
    expect(alerts).toContain('File too large huge.pdf is larger than 10MB. Please choose a smaller file.');
    expect(alerts).toContain('File type not supported');
    expect($(root, '.toasts').textContent).toBe('');
    expect($(root, 'input[type=file]').getAttribute('aria-describedby')).toContain('f-files-problems');
    // a batch that would pass 5 is refused whole, with one message
    choose(
      root,
      ['b', 'c', 'd', 'e', 'f'].map((x) => file(`${x}.png`, 10, 'image/png')),
    );
    await tick();
    expect(root.querySelectorAll('.files li')).toHaveLength(1);
    expect(rejected.slice(2)).toHaveLength(5);
    expect(rejected[2]).toEqual({ file: 'b.png', reason: 'too-many' });
    expect($(root, '#f-files-problems').textContent!.match(/Too many files/g)).toHaveLength(1);
    expect($(root, '#f-files-problems').textContent).not.toContain('huge.pdf'); // one batch's problems at a time
    choose(
      root,
      ['b', 'c', 'd', 'e'].map((x) => file(`${x}.png`, 10, 'image/png')),
    );
    await tick();
    expect(root.querySelectorAll('.files li')).toHaveLength(5);
    $<HTMLButtonElement>(root, '.files li:nth-child(2) button').click();
    await tick();
    expect([...root.querySelectorAll('.files li button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove a.jpg',
      'Remove c.png',
      'Remove d.png',
      'Remove e.png',
    ]);
  });

  it('success toasts leave after 4000 ms', async () => {
    const { root } = await mount();
    vi.useFakeTimers();
    try {
      fill(root);
      $<HTMLFormElement>(root, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(10);
      expect($(root, '.toasts [role=status]').textContent).toContain('Quote Request Composed');
      await vi.advanceTimersByTimeAsync(4000);
      expect($(root, '.toasts [role=status]').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fallback when the component throws (an e-mail address that could add headers)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount('email="enquiries@example.com?bcc=evil@example.com" phone="01632 960999"');
    expect(root.textContent).toContain('Something went wrong');
    expect(root.querySelector('a[href="tel:+441632960999"]')?.textContent).toBe('Call us: 01632 960999');
    expect(root.querySelector('form')).toBeNull();
  });

  it("shows each of a partner's example attributes (named.configured, interface.ts): heading, e-mail, brand, thank-you page, phone", async () => {
    await expectConfigured(mount, named.configured);
  });
});
