// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import pricing from '../../shared/data/pricing.json';
import { defaults } from '../common/defaults.ts';
import { navigation } from './Calculator.tsx';
import { named } from './named.ts';

// The calculator's two e-mails with a form endpoint set (docs/form-endpoint.md). The request is post.ts's, checked in
// a browser (tests/browser/form-endpoint.spec.ts); here, what the calculator sends and says.
vi.mock('../common/post.ts', () => ({ post: vi.fn() }));
const { post } = await import('../common/post.ts');
const posted = vi.mocked(post);

const tick = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};
const groups = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const;

async function ready() {
  document.body.innerHTML = '<steel-calculator></steel-calculator>';
  await import('./register.ts');
  await tick();
  const root = document.querySelector('steel-calculator')!.shadowRoot!;
  for (const g of groups) {
    root.querySelector<HTMLInputElement>(`input[name="${g}"][value="${pricing[g][0].value}"]`)!.click();
    await tick();
  }
  const email = root.querySelector<HTMLInputElement>('[name=email]')!;
  email.value = named.email;
  email.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  return root;
}
const press = async (root: ShadowRoot, text: string) => {
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!.click();
  await settle();
};

afterEach(() => {
  defaults.endpoint = '';
  posted.mockReset();
  document.body.innerHTML = '';
});

describe('the calculator with a form endpoint', () => {
  it('sends the estimate with its choices and range, says it was received, and opens no mail program', async () => {
    defaults.endpoint = 'https://forms.example/f/abc';
    posted.mockResolvedValue(null);
    navigation.open = vi.fn();
    const root = await ready();
    expect(root.querySelector('#send-hint')!.textContent).not.toContain('press send');
    await press(root, 'E-mail this estimate to us');
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(navigation.open).not.toHaveBeenCalled();
    const [, values, files, about] = posted.mock.calls[0];
    for (const g of groups) expect(values[g]).toBe(pricing[g][0].value);
    expect(values.estimate).toBe(root.querySelector('.range')!.textContent);
    expect(values.message).toContain(values.estimate);
    expect(files).toEqual([]);
    expect(about).toMatchObject({ form: 'calculator-estimate', replyTo: named.email });
    await vi.waitFor(() =>
      expect(root.querySelector('.sent-note')!.textContent).toContain('we have received your request'),
    );
    expect(root.querySelector('.sent textarea')).toBeNull();
    await press(root, 'Request a site visit');
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(posted.mock.calls[1][3]).toMatchObject({ form: 'calculator-site-visit' });
  });

  it('on failure says why and offers the message to copy and send by e-mail', async () => {
    defaults.endpoint = 'https://forms.example/f/abc';
    posted.mockResolvedValue({ fields: {}, message: 'Your request was not sent: the connection failed.' });
    const root = await ready();
    await press(root, 'Request a site visit');
    await vi.waitFor(() => expect(root.querySelector('.sent-note')!.textContent).toContain('the connection failed'));
    expect(root.querySelector('.sent textarea')).not.toBeNull();
    expect(root.querySelector('.sent a[href^="mailto:"]')).not.toBeNull();
  });
});
