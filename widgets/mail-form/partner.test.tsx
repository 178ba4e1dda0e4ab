// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import { email as businessEmail } from '../../shared/data/business.json';
import { HANDOFF_KEY } from '../../shared/handoff.ts';
import { navigation } from './MailForm.tsx';
import { tick, frame, $, setValue, submit, isolateEachTest, mount as mountForm } from './test-helpers.ts';

/**
 * How a form finishes on a page that is not ours (docs/widgets.md, "Forms on a partner's page"): with no
 * thank-you-url, or when the page prevents steel-quote-composed, or when the thank-you-url is not a web
 * address, it stays on the page and shows the message to copy.
 */
const mount = (attrs = '') => mountForm('steel-quote-form', () => import('../quote-form/register.ts'), attrs);
function fill(root: ShadowRoot) {
  setValue($(root, '[name=name]'), 'Jo Partner');
  setValue($(root, '[name=phone]'), '01632 960123');
  setValue($(root, '[name=email]'), 'jo@example.com');
  setValue($<HTMLSelectElement>(root, '[name=service]'), 'welding');
  setValue($<HTMLSelectElement>(root, '[name=location]'), 'london');
  setValue($<HTMLTextAreaElement>(root, '[name=description]'), 'A new gate');
}
const composedOf = (el: HTMLElement) => {
  const seen: CustomEvent[] = [];
  el.addEventListener('steel-quote-composed', (e) => seen.push(e as CustomEvent));
  return seen;
};

isolateEachTest();

describe('a mail form on a partner page', () => {
  it('with no thank-you-url: opens the mail program, stays, and shows the message in a focused status region with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { el, root } = await mount();
    const events = composedOf(el);
    fill(root);
    await submit(root);
    await frame();
    expect(navigation.open).toHaveBeenCalledWith(events[0].detail.href);
    expect(navigation.go).not.toHaveBeenCalled();
    expect(
      sessionStorage.getItem(HANDOFF_KEY),
      'nothing personal is kept for a thank-you page there is none of',
    ).toBeNull();
    const region = $<HTMLElement>(root, '.confirm');
    expect(region.getAttribute('role')).toBe('status');
    expect(root.activeElement).toBe(region);
    expect(region.textContent).toContain(businessEmail);
    const text = `Subject: ${events[0].detail.subject}\n\n${events[0].detail.body}`;
    expect($<HTMLTextAreaElement>(region, 'textarea').readOnly).toBe(true);
    expect($<HTMLTextAreaElement>(region, 'textarea').value).toBe(text);
    expect(region.querySelector(`a[href="${events[0].detail.href}"]`), 'the mailto: link again').not.toBeNull();
    const copy = [...region.querySelectorAll('button')].find((b) => b.textContent === 'Copy message')!;
    copy.click();
    await frame();
    expect(writeText).toHaveBeenCalledWith(text);
    expect(region.querySelector('span[role=status]')!.textContent).toBe('Message copied. Paste it into a new e-mail.');
  });

  it('without clipboard access the copy button selects the text for the visitor to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const { root } = await mount();
    fill(root);
    await submit(root);
    await frame();
    const box = $<HTMLTextAreaElement>(root, '.confirm textarea');
    [...root.querySelectorAll('.confirm button')]
      .find((b) => b.textContent === 'Copy message')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await frame();
    expect(root.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    expect($(root, '.confirm span[role=status]').textContent).toContain('Ctrl+C');
  });

  it('preventDefault() on the cancelable steel-quote-composed: no mail program, no thank-you page, nothing kept, the confirmation shown', async () => {
    const { el, root } = await mount('thank-you-url="/thank-you"');
    const events = composedOf(el);
    document.addEventListener('steel-quote-composed', (e) => e.preventDefault(), { once: true });
    fill(root);
    await submit(root);
    await frame();
    expect(events).toHaveLength(1);
    expect([events[0].bubbles, events[0].composed, events[0].cancelable, events[0].defaultPrevented]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(navigation.open).not.toHaveBeenCalled();
    expect(navigation.go).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
    expect(root.activeElement).toBe($(root, '.confirm'));
    expect($<HTMLTextAreaElement>(root, '.confirm textarea').value).toContain(events[0].detail.body);
    expect($(root, '.toasts').textContent, 'no "your email client has opened"').toBe('');
  });

  it('a thank-you-url that is not a web address (javascript:) is ignored with a warning and never followed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('thank-you-url="javascript:window.pwned=1"');
    fill(root);
    await submit(root);
    await frame();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('thank-you-url'));
    expect(navigation.go).not.toHaveBeenCalled();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(navigation.open).toHaveBeenCalledTimes(1); // the mail program still opens
    expect(root.activeElement).toBe($(root, '.confirm'));
  });

  it("another site's thank-you-url is followed, but the message is not kept in this tab's storage for it", async () => {
    const { root } = await mount('thank-you-url="https://partner.example/thanks"');
    fill(root);
    await submit(root);
    await tick();
    expect(navigation.go).toHaveBeenCalledWith('https://partner.example/thanks');
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
    expect($(root, '.confirm')).toBeNull();
  });
});
