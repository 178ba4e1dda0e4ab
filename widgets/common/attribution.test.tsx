// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import quote from '../../shared/data/quote-form.json';
import pricing from '../../shared/data/pricing.json';
import { CARRIED_PARAMS } from '../../shared/attribution.ts';
import { parseMailto } from '../../shared/mailto.ts';
import { defaults } from './defaults.ts';
import { LANDING_KEY } from './attribution.ts';
import { navigation as formNavigation } from '../mail-form/MailForm.tsx';
import { navigation as calcNavigation } from '../calculator/Calculator.tsx';
import { $, setValue, submit, tick, isolateEachTest, mount } from '../mail-form/test-helpers.ts';

// Where an enquiry came from (docs/widgets.md "Where an enquiry came from"), as the widgets send it on our pages: in
// the composed e-mail and at the form endpoint; and their enquiry events in a tag manager's dataLayer.
vi.mock('./post.ts', () => ({ post: vi.fn() }));
const { post } = await import('./post.ts');
const posted = vi.mocked(post);

/** A value of its own for each carried parameter (the list is shared/attribution.ts's). */
const tagged = Object.fromEntries(CARRIED_PARAMS.map((k, i) => [k, `${k}-${i}`]));
const tags = new URLSearchParams(tagged).toString();
const typed = { name: 'Jo Smith', phone: '01632 960000', email: 'jo@example.com', description: 'A gate for my house' };

const land = (path: string, referrer = '') => {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
};
type Layer = Window & { dataLayer?: unknown[] };

async function sendQuote() {
  const { root } = await mount('steel-quote-form', () => import('../quote-form/register.ts'));
  for (const [k, v] of Object.entries(typed)) setValue($(root, `[name=${k}]`), v);
  setValue($<HTMLSelectElement>(root, '[name=service]'), quote.service[0].value);
  setValue($<HTMLSelectElement>(root, '[name=location]'), quote.location[0].value);
  await submit(root);
  await tick();
}
const mailBody = () => parseMailto(vi.mocked(formNavigation.open).mock.calls[0][0]).body;

async function calculate() {
  document.body.insertAdjacentHTML('beforeend', '<steel-calculator></steel-calculator>');
  await import('../calculator/register.ts');
  await tick();
  const root = document.querySelector('steel-calculator')!.shadowRoot!;
  for (const g of ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const) {
    root.querySelector<HTMLInputElement>(`input[name="${g}"][value="${pricing[g][0].value}"]`)!.click();
    await tick();
  }
  for (const k of ['name', 'email', 'phone'] as const) setValue($(root, `[name=${k}]`), typed[k]);
  await tick();
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  for (let i = 0; i < 5; i++) await tick();
  return root;
}
const press = async (root: ShadowRoot, text: string) => {
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!.click();
  for (let i = 0; i < 5; i++) await tick();
};

isolateEachTest();
beforeEach(() => {
  calcNavigation.open = vi.fn();
  land('/');
});
afterEach(() => {
  defaults.endpoint = '';
  posted.mockReset();
  delete (window as Layer).dataLayer;
});

const carriesEach = (text: string) => {
  for (const [k, v] of Object.entries(tagged)) expect(text).toContain(`${k}: ${v}`);
};

describe('a quote carries where the visitor came from', () => {
  it('sent from the page they landed on: each parameter and the landing page, after the message', async () => {
    land(`/welding-services?${tags}&name=ignored`);
    await sendQuote();
    const body = mailBody();
    carriesEach(body);
    expect(body).toContain('landing page: /welding-services');
    expect(body.indexOf(typed.description)).toBeLessThan(body.indexOf('How they found us:'));
    expect(body).not.toContain('ignored');
  });

  it('sent from the next page they opened: read from the same-origin referrer', async () => {
    land('/contact', `${location.origin}/?${tags}`);
    await sendQuote();
    carriesEach(mailBody());
    expect(mailBody()).toMatch(/^landing page: \/$/m);
  });

  it('from the landing kept for the visit (analytics consent), pages later', async () => {
    sessionStorage.setItem(LANDING_KEY, JSON.stringify({ utm_source: 'kept-source', landing_page: '/areas' }));
    land('/contact', `${location.origin}/about`);
    await sendQuote();
    expect(mailBody()).toContain('How they found us:\nutm_source: kept-source\nlanding page: /areas');
  });

  it('at the form endpoint: one field each', async () => {
    defaults.endpoint = 'https://forms.example/f/abc';
    posted.mockResolvedValue(null);
    land('/contact', `${location.origin}/?${tags}`);
    await sendQuote();
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0][3].source).toEqual({ ...tagged, landing_page: '/' });
  });

  it('a visit without them adds nothing', async () => {
    defaults.endpoint = 'https://forms.example/f/abc';
    posted.mockResolvedValue(null);
    land('/contact', `${location.origin}/about?page=2`);
    await sendQuote();
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0][3].source).toEqual({});
    defaults.endpoint = '';
    document.body.innerHTML = '';
    await sendQuote();
    expect(mailBody()).not.toMatch(/How they found us|utm_|landing page|undefined|null/);
  });
});

describe("the calculator's two e-mails carry it", () => {
  it('in the mail and at the endpoint', async () => {
    land(`/calculator?${tags}`);
    const root = await calculate();
    await press(root, 'E-mail this estimate to us');
    carriesEach(parseMailto(vi.mocked(calcNavigation.open).mock.calls[0][0]).body);
    defaults.endpoint = 'https://forms.example/f/abc';
    posted.mockResolvedValue(null);
    await press(root, 'Request a site visit');
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0][3]).toMatchObject({ form: 'calculator-site-visit', source: tagged });
  });
});

describe("a tag manager's dataLayer", () => {
  it('gets one entry per estimate and per composed quote, with nothing the visitor typed', async () => {
    const layer: unknown[] = [];
    (window as Layer).dataLayer = layer;
    const root = await calculate();
    expect(layer.map((e) => (e as { event: string }).event)).toEqual(['steel_estimate']);
    expect(layer[0]).toMatchObject({ estimate_range: root.querySelector('.range')!.textContent });
    await sendQuote();
    expect(layer.map((e) => (e as { event: string }).event)).toEqual(['steel_estimate', 'steel_quote_composed']);
    expect(layer[1]).toMatchObject({ form_type: 'quote', service: quote.service[0].value });
    const pushed = JSON.stringify(layer);
    for (const v of Object.values(typed)) expect(pushed).not.toContain(v);
  });

  it('is never created where the page has none', async () => {
    await calculate();
    await sendQuote();
    expect((window as Layer).dataLayer).toBeUndefined();
  });
});
