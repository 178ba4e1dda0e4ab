// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pricing from '../../shared/data/pricing.json';
import business from '../../shared/data/business.json';
import { parseMailto } from '../../shared/mailto.ts';
import { estimate, formatPounds } from '../../shared/pricing.ts';
import { renderShadow, renderMarkup } from '../common/ssr.tsx';
import { navigation } from './Calculator.tsx';
import { defaults } from '../common/defaults.ts';
import { widget } from './widget.ts';
import { named } from './named.ts';
import { attributeText } from '../../tests/lib/dom-steps.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));
const keys = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const;
const medium = {
  serviceType: 'steel-fabrication',
  projectSize: 'medium',
  material: 'mild-steel',
  complexity: 'basic',
  timeframe: 'flexible',
  location: 'kent',
};
/** What the calculator must show for `medium`, and after a change, from the rates in pricing.json (shared/pricing.test.ts tests the arithmetic). */
const want = estimate(medium)!;
const changed = estimate({ ...medium, material: 'aluminum', location: 'london' })!;
const rate = pricing.serviceType.find((o) => o.value === medium.serviceType)!.factor;

async function mount(attrs = '') {
  document.body.innerHTML = `<steel-calculator ${attrs}></steel-calculator>`;
  await import('./register.ts');
  await tick();
  const el = document.querySelector('steel-calculator') as HTMLElement;
  return { el, root: el.shadowRoot! };
}
const $ = <T extends Element = HTMLElement>(root: ShadowRoot, sel: string) => root.querySelector(sel) as T | null;
const radio = (root: ShadowRoot, name: string, value: string) =>
  $<HTMLInputElement>(root, `input[type=radio][name="${name}"][value="${value}"]`)!;
async function choose(root: ShadowRoot, choices: Record<string, string>) {
  for (const [name, value] of Object.entries(choices)) {
    radio(root, name, value).click();
    await tick();
  }
}
async function type(root: ShadowRoot, name: string, value: string) {
  const input = $<HTMLInputElement>(root, `[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
}
const calculateButton = (root: ShadowRoot) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('Calculate'))!;
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
/** Clicks, then waits for the re-render and for preact's effects (which run after the next frame). */
async function press(b: HTMLElement) {
  b.click();
  await tick();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
}
const cleanups: (() => void)[] = [];
/** Events of one kind that reach the document from `el` (so they bubble out of the shadow root). */
const events = (el: HTMLElement, name: string) => {
  const seen: CustomEvent[] = [];
  const listen = (e: Event) => e.target === el && seen.push(e as CustomEvent);
  document.addEventListener(name, listen);
  cleanups.push(() => document.removeEventListener(name, listen));
  return seen;
};

let gtag: ReturnType<typeof vi.fn>;
const open = vi.fn();
const realOpen = navigation.open;
beforeEach(() => {
  gtag = vi.fn();
  (globalThis as { gtag?: unknown }).gtag = gtag;
  open.mockClear();
  navigation.open = open;
  // the mail program's route, whatever the data set in use says (endpoint.test.tsx tests a form endpoint)
  defaults.endpoint = '';
});
afterEach(() => {
  cleanups.splice(0).forEach((f) => f());
  delete (globalThis as { gtag?: unknown }).gtag;
  navigation.open = realOpen;
  document.body.innerHTML = '';
});
const tracked = (name: string) => gtag.mock.calls.filter((c) => c[1] === name).map((c) => c[2]);

describe('steel-calculator', () => {
  it('renders the six choice groups as native radios with the documented names, values and labels', async () => {
    const { root } = await mount();
    const fieldsets = [...root.querySelectorAll('fieldset')];
    for (const key of keys) {
      const radios = [...root.querySelectorAll<HTMLInputElement>(`input[name="${key}"]`)];
      expect(radios.map((r) => r.type)).toEqual(pricing[key].map(() => 'radio'));
      expect(radios.map((r) => r.value)).toEqual(pricing[key].map((o) => o.value));
      expect(radios.map((r) => r.closest('label')?.textContent?.trim())).toEqual(pricing[key].map((o) => o.label));
      expect(radios.every((r) => !r.checked)).toBe(true);
      // each group is a fieldset with a legend
      const fs = radios[0].closest('fieldset')!;
      expect(fieldsets).toContain(fs);
      expect(fs.querySelector('legend')?.textContent).toBeTruthy();
    }
    expect($(root, 'textarea[name="additionalDetails"]')).not.toBeNull();
    expect($<HTMLInputElement>(root, 'input[name="email"]')!.type).toBe('email');
    expect($<HTMLInputElement>(root, 'input[name="phone"]')!.type).toBe('tel');
    // every text control has a visible label; the name says it is optional
    for (const id of ['f-name', 'f-email', 'f-phone', 'f-additionalDetails'])
      expect($(root, `label[for="${id}"]`)).not.toBeNull();
    expect($(root, 'label[for="f-name"]')!.textContent).toContain('optional');
    expect($(root, '#contact-hint')!.textContent).toMatch(/email address or a phone number/);
    expect($(root, 'label[for="f-email"]')!.textContent).not.toMatch(/\*|required/i);
    // no result yet
    expect(root.textContent).not.toContain('Your indicative estimate');
  });

  it('keeps Calculate unusable until all six choices and an email or phone are given', async () => {
    const { el, root } = await mount();
    const estimates = events(el, 'steel-estimate');
    const calc = calculateButton(root);
    expect(calc.getAttribute('aria-disabled')).toBe('true');
    expect(calc.disabled).toBe(false); // still focusable, explained by its hint
    expect(root.getElementById('calc-hint')!.textContent).toContain(
      'choose the service type, project size, material, complexity, timeframe and location',
    );
    expect(calc.getAttribute('aria-describedby')).toBe('calc-hint');

    const { location: _, ...five } = medium;
    await choose(root, five);
    await type(root, 'email', named.email);
    expect(calc.getAttribute('aria-disabled')).toBe('true');
    expect(root.getElementById('calc-hint')!.textContent).toBe('To calculate, choose the location.');

    // pressing it anyway does nothing but list what is missing, with links to the fields
    await press(calc);
    expect(estimates).toHaveLength(0);
    expect(root.textContent).not.toContain('Your indicative estimate');
    const summary = $(root, '.summary[role=alert]')!;
    expect([...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Select the location', '#f-location'],
    ]);
    expect(root.activeElement).toBe(summary);
    expect($(root, '#e-location')!.textContent).toContain('Select the location');
    expect(radio(root, 'location', 'kent').closest('fieldset')!.getAttribute('aria-describedby')).toBe('e-location');
    expect(tracked('form_submission')).toHaveLength(0);
    // the link moves focus into the shadow root, where a fragment link cannot reach
    (summary.querySelector('a') as HTMLAnchorElement).click();
    expect(root.activeElement).toBe(radio(root, 'location', 'kent'));

    await choose(root, { location: 'kent' });
    expect(calc.getAttribute('aria-disabled')).toBe('false');
    expect($(root, '.summary')).toBeNull(); // errors clear as they are fixed

    // a contact is required: blank out the email and it is unusable again; a phone alone is enough
    await type(root, 'email', '   ');
    expect(calc.getAttribute('aria-disabled')).toBe('true');
    await press(calc);
    expect(root.getElementById('e-contact')!.textContent).toContain('Enter an email address or a phone number');
    expect($(root, '#f-email')!.getAttribute('aria-invalid')).toBe('true');
    expect($(root, '#f-phone')!.getAttribute('aria-invalid')).toBe('true');
    await type(root, 'phone', named.phone);
    expect(calc.getAttribute('aria-disabled')).toBe('false');
    expect(estimates).toHaveLength(0);
    // the typed values are never lost
    expect($<HTMLInputElement>(root, '#f-phone')!.value).toBe(named.phone);
  });

  it('asks for a well-formed email address when one is given', async () => {
    const { el, root } = await mount();
    const estimates = events(el, 'steel-estimate');
    await choose(root, medium);
    await type(root, 'email', 'jo at example');
    await press(calculateButton(root));
    expect(estimates).toHaveLength(0);
    expect(root.getElementById('e-contact')!.textContent).toContain('Enter an email address in the correct format');
    await type(root, 'email', named.email);
    await press(calculateButton(root));
    expect(estimates).toHaveLength(1);
  });

  it('calculates the range, shows the breakdown and emits steel-estimate', async () => {
    const { el, root } = await mount();
    const estimates = events(el, 'steel-estimate');
    await choose(root, medium);
    await type(root, 'phone', named.phone);
    await press(calculateButton(root));

    const live = $(root, '[aria-live=polite]')!;
    expect(live.querySelector('.range')!.textContent).toBe(want.priceRange);
    expect(live.textContent).toContain(formatPounds(want.basePrice));
    expect(live.textContent).toContain(`£${rate} an hour × ${pricing.hoursPerProject} hours`);
    expect(live.textContent).toContain(formatPounds(want.totalPrice));
    expect([...live.querySelectorAll('.factors li')].map((li) => li.textContent)).toEqual(['Project size (×1.3)']);
    expect(root.textContent).toContain('indicative estimate based on typical jobs, not a quote');
    expect(button(root, 'E-mail this estimate to us')).toBeTruthy();
    expect(button(root, 'Request a site visit')).toBeTruthy();

    expect(estimates).toHaveLength(1);
    expect(estimates[0].bubbles && estimates[0].composed).toBe(true);
    expect(estimates[0].detail).toEqual({
      options: medium,
      result: want,
    });
    expect(tracked('form_submission')).toEqual([{ form_type: 'service_calculator' }]);
    expect(tracked('calculator_estimate_calculated')).toEqual([
      {
        options: 'steel-fabrication,medium,mild-steel,basic,flexible,kent',
        has_contact: true,
        estimate_range: want.priceRange,
      },
    ]);

    // changing an option marks the estimate as out of date; Calculate again updates it
    await choose(root, { material: 'aluminum', location: 'london' });
    expect(root.textContent).toContain('You have changed your options');
    await press(calculateButton(root));
    expect(live.querySelector('.range')!.textContent).toBe(changed.priceRange);
    expect(estimates[1].detail.result.factors).toEqual(changed.factors);
    expect(root.textContent).not.toContain('You have changed your options');
  });

  it('Reset clears the choices, contact, details and result, and focuses the first field', async () => {
    const { root } = await mount();
    await choose(root, medium);
    await type(root, 'name', 'Jo');
    await type(root, 'email', named.email);
    await type(root, 'additionalDetails', 'Two beams');
    await press(calculateButton(root));
    expect(root.textContent).toContain(want.priceRange);

    await press(button(root, 'Reset'));
    expect([...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.checked)).toBe(false);
    for (const name of ['name', 'email', 'phone', 'additionalDetails'])
      expect($<HTMLInputElement>(root, `[name="${name}"]`)!.value).toBe('');
    expect(root.textContent).not.toContain(formatPounds(want.low));
    expect($(root, '.result')).toBeNull();
    expect(calculateButton(root).getAttribute('aria-disabled')).toBe('true');
    expect(root.activeElement).toBe(radio(root, 'serviceType', 'steel-fabrication'));
  });

  it('E-mail this estimate to us opens a mailto to the business with everything in it', async () => {
    const { el, root } = await mount('email="sales@partner.example.org" brand="Partner & Co"');
    const mails = events(el, 'steel-calculator-email');
    await choose(root, medium);
    await type(root, 'name', `Siobhán "Jo" O'Neil & Co #1 ?=% 😀`);
    await type(root, 'email', named.email);
    await type(root, 'phone', named.phone);
    await type(root, 'additionalDetails', 'Line 1 & more\nLine 2 ?x=1#y');
    await press(calculateButton(root));
    await press(button(root, 'E-mail this estimate to us'));

    expect(open).toHaveBeenCalledTimes(1);
    const href = open.mock.calls[0][0] as string;
    const mail = parseMailto(href);
    expect(mail.to).toBe('sales@partner.example.org');
    expect(mail.subject).toBe('Cost estimate request - Partner & Co');
    expect(mail.body).toContain(
      `Name: Siobhán "Jo" O'Neil & Co #1 ?=% 😀\nPhone: ${named.phone}\nEmail: ${named.email}`,
    );
    expect(mail.body).toContain('Service type: Steel fabrication\nProject size: Medium (51-200 sq ft)');
    expect(mail.body).toContain('Additional details:\nLine 1 & more\nLine 2 ?x=1#y');
    expect(mail.body).toContain(`Estimate range: ${want.priceRange}`);
    expect(mail.body).toContain(`Base price: ${formatPounds(want.basePrice)}`);
    expect(mail.body).toContain('Factors: Project size (×1.3)');
    expect(mail.body).toContain(`Page: ${location.href}`);

    expect(mails).toHaveLength(1);
    expect(mails[0].detail).toMatchObject({ href, subject: mail.subject, truncated: false, options: medium });
    expect(mails[0].detail.result.priceRange).toBe(want.priceRange);
    expect(tracked('calculator_email_clicked')).toEqual([{ estimate_range: want.priceRange }]);
    // the message stays on screen for visitors without a mail program
    expect($<HTMLTextAreaElement>(root, '#f-sent')!.value).toBe(mails[0].detail.body);
    expect($(root, '[role=status]')!.textContent).toContain('sales@partner.example.org');
  });

  it('the e-mail events are cancelable: preventDefault() opens no mail program, and the message is shown to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      const { el, root } = await mount();
      const visits = events(el, 'steel-calculator-site-visit');
      const prevent = (e: Event) => e.preventDefault();
      document.addEventListener('steel-calculator-site-visit', prevent);
      cleanups.push(() => document.removeEventListener('steel-calculator-site-visit', prevent));
      await choose(root, medium);
      await type(root, 'phone', named.phone);
      await press(calculateButton(root));
      await press(button(root, 'Request a site visit'));
      expect(visits).toHaveLength(1);
      expect([visits[0].cancelable, visits[0].defaultPrevented]).toEqual([true, true]);
      expect(open).not.toHaveBeenCalled();
      expect($(root, '.sent-note')!.textContent).toContain('Your message is ready');
      expect($<HTMLTextAreaElement>(root, '#f-sent')!.value).toBe(visits[0].detail.body);
      expect($(root, `.sent a[href="${visits[0].detail.href}"]`)).not.toBeNull();
      await press(button(root, 'Copy message'));
      expect(writeText).toHaveBeenCalledWith(visits[0].detail.body);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks the phone number format when one is given', async () => {
    const { root } = await mount();
    await choose(root, medium);
    await type(root, 'phone', 'ring me');
    await press(calculateButton(root));
    expect($(root, '.summary')!.textContent).toContain('Enter a phone number, like');
    expect($(root, '#f-phone')!.getAttribute('aria-invalid')).toBe('true');
    expect($(root, '#f-email')!.hasAttribute('aria-invalid')).toBe(false);
    expect($(root, '.range')).toBeNull();
  });

  it('Request a site visit opens a site-visit mailto and tracks it', async () => {
    const { el, root } = await mount();
    const visits = events(el, 'steel-calculator-site-visit');
    await choose(root, { ...medium, serviceType: 'staircases' });
    await type(root, 'phone', named.phone);
    await press(calculateButton(root));
    await press(button(root, 'Request a site visit'));
    const mail = parseMailto(open.mock.calls[0][0]);
    expect(mail.to).toBe(business.email);
    expect(mail.subject).toBe(`Site visit request - ${business.brand}`);
    expect(mail.body).toContain('arrange a site visit');
    expect(mail.body).toContain('Service type: Staircases');
    expect(visits).toHaveLength(1);
    expect(tracked('calculator_site_visit_requested')).toEqual([{ service_type: 'staircases' }]);
  });

  it('preselects the service from the `service` attribute, and follows changes to it', async () => {
    const { el, root } = await mount('service="staircases" heading="Price your staircase"');
    expect(radio(root, 'serviceType', 'staircases').checked).toBe(true);
    expect($(root, 'h2')!.textContent).toBe('Price your staircase');
    el.setAttribute('service', 'welding');
    await tick();
    expect(radio(root, 'serviceType', 'welding').checked).toBe(true);
    expect(radio(root, 'serviceType', 'staircases').checked).toBe(false);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const other = await mount('service="crane-hire"'); // not a calculator service: none chosen, and said so
    expect([...other.root.querySelectorAll<HTMLInputElement>('input[name="serviceType"]')].some((r) => r.checked)).toBe(
      false,
    );
    expect(warn.mock.calls.flat().join(' ')).toContain('[steel-calculator] service="crane-hire"');
    warn.mockRestore();
  });

  it("accepts a form's value of the same service (shared/data/service-names.json)", async () => {
    const { el, root } = await mount('service="steel-staircases"');
    expect(radio(root, 'serviceType', 'staircases').checked).toBe(true);
    el.setAttribute('service', 'welding-services');
    // an effect: Preact runs it after the next frame
    await vi.waitFor(() => expect(radio(root, 'serviceType', 'welding').checked).toBe(true));
  });

  it('renders the same first state on the server as in the browser', async () => {
    /** Tag, attributes and text of a tree, ignoring serialisation details and the values the client sets as properties. */
    const shape = (node: Node): unknown => {
      if (node.nodeType === 3) return node.textContent;
      if (node.nodeType !== 1) return null;
      const el = node as Element;
      if (el.localName === 'style') return 'style';
      const attrs = [...el.attributes]
        .filter((a) => !['checked', 'value', 'spellcheck'].includes(a.name))
        .map((a) => `${a.name}=${a.value}`)
        .sort();
      return [el.localName, attrs, kids(el)];
    };
    /** Children's shapes, adjacent texts as one (JSX may split a text that HTML serialises whole). */
    const kids = (node: Node) =>
      [...node.childNodes].map(shape).reduce<unknown[]>((out, s) => {
        if (typeof s === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += s;
        else out.push(s);
        return out;
      }, []);
    const { root } = await mount('service="welding"');
    const ssr = renderShadow(widget, { service: 'welding' });
    const template = document.createElement('template');
    template.innerHTML = ssr;
    // where nothing was pre-rendered the element adopts its styles instead of carrying a <style>
    expect(template.content.firstElementChild!.localName).toBe('style');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    template.innerHTML = renderMarkup(widget, { service: 'welding' });
    expect(kids(root)).toEqual(kids(template.content));
    // the preselection is in the server HTML too, and rendering is deterministic
    expect(template.content.querySelector<HTMLInputElement>('input[value="welding"]')!.hasAttribute('checked')).toBe(
      true,
    );
    expect(radio(root, 'serviceType', 'welding').checked).toBe(true);
    expect(renderShadow(widget, {})).toBe(renderShadow(widget, {}));
  });

  it('shows the fallback inside its own box when it cannot work (a bad email attribute)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<p id="page">Rest of the page</p>';
    const { root } = await (async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<steel-calculator email="not an address?bcc=x" phone="01632 960 111"></steel-calculator>',
      );
      await import('./register.ts');
      await tick();
      return { root: document.querySelector('steel-calculator')!.shadowRoot! };
    })();
    expect(root.textContent).toContain('Something went wrong');
    expect($<HTMLAnchorElement>(root, 'a[href^="tel:"]')!.textContent).toBe('Call us: 01632 960 111');
    expect(root.querySelector('form')).toBeNull();
    expect(document.getElementById('page')!.textContent).toBe('Rest of the page');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('is not affected by hostile page CSS', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style id="hostile">select, button, input, textarea, fieldset { display: none !important }</style>',
    );
    const { root } = await mount();
    document.body.insertAdjacentHTML('beforeend', '<button id="light">Page button</button>');
    expect(getComputedStyle(document.getElementById('light')!).display).toBe('none'); // the rule does apply to the page
    const el = calculateButton(root);
    expect(getComputedStyle(el).display).not.toBe('none');
    expect(getComputedStyle(radio(root, 'serviceType', 'welding')).display).not.toBe('none');
    document.getElementById('hostile')!.remove();
  });

  it("shows each of a partner's example attributes (named.configured, interface.ts): heading, service, phone, e-mail and brand", async () => {
    const { configured } = named;
    const { root } = await mount(attributeText(configured));
    expect($(root, 'h2')!.textContent).toBe(configured.heading);
    // the example is from the documented list; an owner's calculator without that option chooses none (and warns)
    const offered = !!$(root, `input[name=serviceType][value="${configured.service}"]`);
    expect($<HTMLInputElement>(root, 'input[name=serviceType]:checked')?.value).toBe(
      offered ? configured.service : undefined,
    );
    const { serviceType: _, ...rest } = named.choices;
    await choose(root, offered ? rest : named.choices);
    await type(root, 'email', named.email);
    await press(calculateButton(root));
    expect($(root, '[part=result] a[href^="tel:"]')!.textContent).toContain(configured.phone);
    await press(button(root, 'E-mail this estimate to us'));
    const mail = parseMailto(open.mock.calls[0][0] as string);
    expect(mail.to).toBe(configured.email);
    expect(mail.subject).toContain(configured.brand);
  });
});
