// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { renderShadow } from '../common/ssr.tsx';
import type { WidgetDefinition } from '../common/define.tsx';
import { widget } from '../quote-form/widget.ts';
import { defineOnIntent } from './lazy.ts';
import { navigation } from './MailForm.tsx';
import { defaults } from '../common/defaults.ts';
import { tick, frame, $, choose, file } from './test-helpers.ts';

let n = 0;
/**
 * A page with a pre-rendered form, as the build makes it. happy-dom does not parse Declarative Shadow
 * DOM, so the shadow root is attached by hand (attachShadow would empty a declarative root, as browsers
 * do: the widget must not call it).
 */
function prerendered(count = 1, attrs: Record<string, string> = {}) {
  const tag = `steel-quote-form-t${++n}` as `steel-${string}`;
  const els = Array.from({ length: count }, () => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = renderShadow(widget, attrs);
    el.attachShadow = () => (root.replaceChildren(), root);
    document.body.append(el);
    return el;
  });
  const load = vi.fn(async () => ({ widget: { ...widget, tag } as WidgetDefinition<any> }));
  defineOnIntent(tag, load);
  return { tag, els, roots: els.map((e) => e.shadowRoot!), load };
}
const defined = (tag: string) => !!customElements.get(tag);
const type = (root: ShadowRoot, name: string, value: string) => {
  const c = $(root, `[name=${name}]`);
  c.focus();
  c.value = value;
};

beforeEach(() => {
  navigation.delay = 0;
  navigation.open = vi.fn();
  navigation.go = vi.fn();
  // the mail program's route, whatever the data set in use says (endpoint.test.tsx tests a form endpoint)
  defaults.endpoint = '';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('defineOnIntent: the form code loads when a visitor uses the pre-rendered form', () => {
  it('loads nothing until there is interest, then fetches on pointer-over or focus without swapping the form', async () => {
    const { tag, roots, load } = prerendered();
    await tick();
    expect(load).not.toHaveBeenCalled();
    expect(defined(tag)).toBe(false);
    roots[0].querySelector('form')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    type(roots[0], 'name', 'Jo');
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(defined(tag)).toBe(false); // still the pre-rendered form while the visitor types
    expect($(roots[0], '[name=name]').value).toBe('Jo');
  });

  it('defines the element when focus leaves the form, carrying over values and choices', async () => {
    const { tag, roots } = prerendered(1, { service: 'welding' });
    type(roots[0], 'name', 'Jo "Smith"');
    $<HTMLSelectElement>(roots[0], '[name=service]').value = 'crane-hire';
    $(roots[0], '[name=contactMethod][value=email]').checked = true;
    type(roots[0], 'description', 'Two lines\nof text');
    $(roots[0], '[name=description]').blur();
    await frame();
    expect(defined(tag)).toBe(true);
    const root = roots[0];
    expect($<HTMLFormElement>(root, 'form').noValidate).toBe(true);
    expect($(root, '[name=name]').value).toBe('Jo "Smith"');
    expect($<HTMLSelectElement>(root, '[name=service]').value).toBe('crane-hire');
    expect($(root, '[name=contactMethod][value=email]').checked).toBe(true);
    expect($(root, '[name=contactMethod][value=phone]').checked).toBe(false);
    expect($(root, '[name=description]').value).toBe('Two lines\nof text');
  });

  it('a submit click before the code is there waits for it, then validates like the widget', async () => {
    const { tag, roots } = prerendered();
    type(roots[0], 'name', 'Jo');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $(roots[0], 'button[type=submit]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // no half-filled mail while the code loads
    await frame();
    expect(defined(tag)).toBe(true);
    expect([...roots[0].querySelectorAll('.summary a')].map((a) => a.getAttribute('href'))).toEqual([
      '#f-phone',
      '#f-email',
      '#f-service',
      '#f-location',
      '#f-description',
    ]);
    expect($(roots[0], '[name=name]').value).toBe('Jo');
  });

  it('a submit click after focus left the form, both while the code loads, is still made once the code runs', async () => {
    // Firefox's WebDriver click blurs the field with no related target: the focusout upgrade and the click's
    // upgrade then wait on the same load, and the first to run must not drop the second's submit.
    const { tag, roots } = prerendered();
    type(roots[0], 'name', 'Jo');
    $(roots[0], '[name=name]').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    $(roots[0], 'button[type=submit]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await frame();
    expect(defined(tag)).toBe(true);
    expect(roots[0].querySelectorAll('.summary a').length).toBeGreaterThan(0);
    expect($(roots[0], '[name=name]').value).toBe('Jo');
  });

  it('a complete form submitted before the code is there is composed once the code arrives', async () => {
    const { roots, els } = prerendered();
    const composed = vi.fn();
    els[0].addEventListener('steel-quote-composed', composed);
    const r = roots[0];
    for (const [k, v] of Object.entries({
      name: 'Jo',
      phone: '01632 960000',
      email: 'jo@example.com',
      description: 'A gate',
    }))
      type(r, k, v);
    $<HTMLSelectElement>(r, '[name=service]').value = 'welding';
    $<HTMLSelectElement>(r, '[name=location]').value = 'london';
    $(r, 'button[type=submit]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await frame();
    expect(composed).toHaveBeenCalledTimes(1);
    expect(composed.mock.calls[0][0].detail.fields).toMatchObject({
      name: 'Jo',
      service: 'welding',
      location: 'london',
      description: 'A gate',
    });
    expect(navigation.open).toHaveBeenCalledWith(composed.mock.calls[0][0].detail.href);
  });

  it('files chosen in the pre-rendered input are checked and listed after the switch', async () => {
    const { tag, roots, els } = prerendered();
    const rejected = vi.fn();
    els[0].addEventListener('steel-file-rejected', rejected);
    choose(roots[0], [file('plan.pdf', 2048, 'application/pdf'), file('clip.gif', 10, 'image/gif')]);
    await frame();
    expect(defined(tag)).toBe(true);
    expect([...roots[0].querySelectorAll('.files li span')].map((s) => s.textContent)).toEqual(['plan.pdf (0.00 MB)']);
    expect(rejected.mock.calls.map((c) => c[0].detail)).toEqual([{ file: 'clip.gif', reason: 'bad-type' }]);
  });

  it('upgrades every pre-rendered instance at once, each keeping its own values', async () => {
    const { tag, roots } = prerendered(2);
    type(roots[0], 'name', 'First');
    type(roots[1], 'name', 'Second');
    $(roots[1], '[name=name]').blur();
    await frame();
    expect(defined(tag)).toBe(true);
    expect(roots.map((r) => $(r, '[name=name]').value)).toEqual(['First', 'Second']);
  });

  it('defines at once when nothing was pre-rendered (a partner page)', async () => {
    const tag = `steel-quote-form-t${++n}` as `steel-${string}`;
    document.body.innerHTML = `<${tag}></${tag}>`;
    defineOnIntent(tag, async () => ({ widget: { ...widget, tag } }));
    await tick();
    expect(defined(tag)).toBe(true);
    expect(document.querySelector(tag)!.shadowRoot!.querySelector('[name=name]')).toBeTruthy();
  });

  it('when the code cannot load, a submit falls back to the plain mailto: form', async () => {
    const tag = `steel-quote-form-t${++n}` as `steel-${string}`;
    const el = document.createElement(tag);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = renderShadow(widget, {});
    document.body.append(el);
    const form = root.querySelector('form')!;
    const native = vi.fn();
    form.submit = native;
    (form as { requestSubmit?: unknown }).requestSubmit = undefined;
    defineOnIntent(tag, () => Promise.reject(new Error('offline')));
    $(root, 'button[type=submit]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await tick();
    expect(native).toHaveBeenCalledTimes(1);
    expect(defined(tag)).toBe(false);
  });
});
