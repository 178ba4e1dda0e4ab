// @vitest-environment happy-dom
import { describe, it, expect } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml (shared/html.ts)', () => {
  it('leaves plain text as it is', () => {
    expect(escapeHtml('Steel gates, 3 m wide')).toBe('Steel gates, 3 m wide');
  });

  it('escapes each character that could end text or an attribute, & first so none is escaped twice', () => {
    expect(escapeHtml('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('reads back as the same text in an element and in an attribute', () => {
    const s = `Jo's "gate" <b>&amp; --> </p>`;
    const div = document.createElement('div');
    div.innerHTML = `<p title="${escapeHtml(s)}">${escapeHtml(s)}</p>`;
    const p = div.querySelector('p')!;
    expect(p.textContent).toBe(s);
    expect(p.getAttribute('title')).toBe(s);
    expect(div.children).toHaveLength(1);
  });
});
