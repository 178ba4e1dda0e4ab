// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import quote from '../../shared/data/quote-form.json';
import { defaults } from '../common/defaults.ts';
import { navigation } from './MailForm.tsx';
import { $, setValue, submit, choose, file, tick, isolateEachTest, mount as mountForm } from './test-helpers.ts';

// The request itself is post.ts's (checked in a browser: tests/browser/form-endpoint.spec.ts); here, what the form does
// with each answer.
vi.mock('../common/post.ts', () => ({ post: vi.fn() }));
const { post } = await import('../common/post.ts');
const posted = vi.mocked(post);

const mount = (attrs = '') => mountForm('steel-quote-form', () => import('../quote-form/register.ts'), attrs);
const ENDPOINT = 'https://forms.example/f/abc';

function fill(root: ShadowRoot) {
  setValue($(root, '[name=name]'), 'Jo Smith');
  setValue($(root, '[name=phone]'), '01632 960000');
  setValue($(root, '[name=email]'), 'jo@example.com');
  setValue($<HTMLSelectElement>(root, '[name=service]'), quote.service[0].value);
  setValue($<HTMLSelectElement>(root, '[name=location]'), quote.location[0].value);
  setValue($<HTMLTextAreaElement>(root, '[name=description]'), 'A gate');
}
/** The code that sends is a dynamic import: wait for what it leads to. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000 });

isolateEachTest();
afterEach(() => {
  defaults.endpoint = '';
  posted.mockReset();
});

describe('a form with a form endpoint (docs/form-endpoint.md)', () => {
  it('posts the fields, files and envelope instead of opening the mail program, then goes to the thank-you page, marked #received', async () => {
    defaults.endpoint = ENDPOINT;
    posted.mockResolvedValue(null);
    const { el, root } = await mount('thank-you-url="/thank-you"');
    const composed = vi.fn();
    el.addEventListener('steel-quote-composed', composed);
    fill(root);
    const photo = file('gate.jpg', 2000, 'image/jpeg');
    choose(root, [photo]);
    await tick();
    await submit(root);
    await until(() => expect(navigation.go).toHaveBeenCalledWith('/thank-you#received'));
    expect(composed).toHaveBeenCalledTimes(1);
    expect(navigation.open).not.toHaveBeenCalled();
    expect(posted).toHaveBeenCalledTimes(1);
    const [url, values, files, about, known] = posted.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(values).toMatchObject({ name: 'Jo Smith', email: 'jo@example.com', description: 'A gate' });
    expect(files).toEqual([photo]);
    expect(about).toMatchObject({ form: 'quote', replyTo: 'jo@example.com', page: location.href });
    expect(known).toContain('email');
  });

  it("a prevented steel-quote-composed sends nothing, and the form's own confirmation says received without a thank-you page", async () => {
    defaults.endpoint = ENDPOINT;
    posted.mockResolvedValue(null);
    const { el, root } = await mount();
    el.addEventListener('steel-quote-composed', (e) => e.preventDefault(), { once: true });
    fill(root);
    await submit(root);
    await tick(50);
    expect(posted).not.toHaveBeenCalled();
    await submit(root);
    await until(() => expect($(root, '.confirm h3')?.textContent).toContain('received'));
    expect(posted).toHaveBeenCalledTimes(1);
    expect($(root, '.confirm textarea')).toBeNull();
  });

  it('a refusal marks the fields it names, says why, keeps what was typed and the files, and offers the e-mail', async () => {
    defaults.endpoint = ENDPOINT;
    posted.mockResolvedValue({ fields: { email: 'Not accepted here' }, message: 'Your request was not sent.' });
    const { root } = await mount('thank-you-url="/thank-you"');
    fill(root);
    choose(root, [file('plan.pdf', 100, 'application/pdf')]);
    await tick();
    await submit(root);
    await until(() => expect($(root, '.confirm h3')?.textContent).toBe('Not sent yet'));
    expect(navigation.go).not.toHaveBeenCalled();
    expect($(root, '#f-email-error').textContent).toContain('Not accepted here');
    expect($(root, '[name=email]').getAttribute('aria-invalid')).toBe('true');
    expect($(root, '.confirm h3').textContent).toBe('Not sent yet');
    expect($(root, '.confirm').textContent).toContain('Your request was not sent.');
    expect($(root, '.confirm a[href^="mailto:"]')).not.toBeNull();
    expect($(root, '[name=name]').value).toBe('Jo Smith');
    expect(root.querySelectorAll('.files li')).toHaveLength(1);
  });

  it('a filled honeypot is told it worked and nothing is posted', async () => {
    defaults.endpoint = ENDPOINT;
    const { root } = await mount('thank-you-url="/thank-you"');
    fill(root);
    $(root, '[name=_gotcha]').value = 'spam';
    await submit(root);
    await until(() => expect(navigation.go).toHaveBeenCalledWith('/thank-you#received'));
    expect(posted).not.toHaveBeenCalled();
  });

  it('without an endpoint there is no honeypot and the form is the mail form it was', async () => {
    const { root } = await mount();
    expect($(root, '[name=_gotcha]')).toBeNull();
    expect($(root, 'form').getAttribute('enctype')).toBe('text/plain');
  });
});
