import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLinks } from '../lib/links.ts';
import { vnuErrors } from '../lib/vnu.ts';
import { brokenPage } from '../lib/broken-page.ts';
import { ROOT } from './built-site.ts';

/** The checks that guard the real site must fail on a page that is broken on purpose. */
describe('the gates bite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'broken-site-'));
  writeFileSync(join(dir, 'index.html'), brokenPage);
  copyFileSync(join(ROOT, 'favicon.svg'), join(dir, 'favicon.svg'));

  it('the link check reports the broken link', () => {
    const problems = checkLinks(dir, { tel: 'tel:+441632960000', email: 'x@example.com' });
    expect(problems.map((p) => p.ref)).toEqual(['/this-page-does-not-exist']);
  });

  it('the Nu checker reports the missing alt text and the invalid nesting', () => {
    const messages = vnuErrors([join(dir, 'index.html')])
      .map((m) => m.message)
      .join('\n');
    expect(messages).toMatch(/alt/);
    expect(messages).toMatch(/div.*not allowed as child of element .ul/);
  }, 60_000);
});
