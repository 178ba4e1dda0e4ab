// @vitest-environment happy-dom
/**
 * A section's heading names it for assistive technology (aria-labelledby): its id is unique on the page and never
 * empty, whatever the owner writes as headings. Here every kind of service-page section of the data set, twice with
 * the same heading, once with a heading of punctuation alone ("—": no letter to make a name of), all on one page.
 * A generated set once built a page whose two headings made one id.
 */
import { h, Fragment } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { site } from '../data.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { Section } from './ui.tsx';

const sections = site.services.flatMap((s) => s.sections);
const kinds = [...new Map(sections.map((s) => [s.kind, s])).values()];
const sameHeadings = [...kinds, ...kinds].map((s) => ({ ...s, heading: 'Why choose us' }));
const noLetters = kinds.map((s) => ({ ...s, heading: '—' }));

function idProblems(html: string): string[] {
  document.body.innerHTML = html;
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  const problems = ids.filter((id, i) => !id.trim() || ids.indexOf(id) !== i).map((id) => `id "${id}" empty or twice`);
  for (const e of document.querySelectorAll('[aria-labelledby]'))
    for (const ref of e.getAttribute('aria-labelledby')!.split(/\s+/))
      if (!ref || !ids.includes(ref)) problems.push(`aria-labelledby="${ref}" names no element`);
  return problems;
}

describe('section headings name their sections, with ids unique on the page', () => {
  it('service-page sections: every kind, the same heading twice and a heading without letters', () => {
    const html = renderToString(
      h(
        Fragment,
        null,
        [...sameHeadings, ...noLetters].map((section, index) => h(ServiceSection, { section, index })),
      ),
    );
    expect(html.match(/aria-labelledby=/g)?.length ?? 0).toBeGreaterThanOrEqual(kinds.length * 3);
    expect(idProblems(html)).toEqual([]);
  });

  it('the sections of the other pages (Section): the same heading twice, and one without letters', () => {
    const html = renderToString(
      h(Fragment, null, [
        h(Section, { heading: 'Our work' }),
        h(Section, { heading: 'Our work' }),
        h(Section, { heading: '—' }),
        h(Section, { heading: '—', id: 'work' }),
      ]),
    );
    expect(idProblems(html)).toEqual([]);
  });

  it('bites: ids made from the headings (as before) are found', () => {
    const slug = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const html = ['Our work', 'Our work', '—']
      .map((t) => `<section aria-labelledby="${slug(t)}"><h2 id="${slug(t)}">${t}</h2></section>`)
      .join('');
    expect(idProblems(html)).toHaveLength(3);
  });
});
