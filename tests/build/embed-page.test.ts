/**
 * /embed for partners and marketers (docs/widgets.md#public-interface), as built: per embeddable widget a
 * live preview (its own partner-like page), the loader snippet with a copy button and a configurator of
 * native controls; the changelog; and, on the guides' page it links to, what a partner's Content-Security-Policy
 * needs, React, TypeScript and happy-dom use. Read from the built
 * HTML, so it holds without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { readData } from '../../shared/data/load.ts';
import { existsSync, readFileSync } from 'node:fs';
import { page, ROOT, SITE_URL } from './built-site.ts';
import { elements } from '../../widgets/catalog.ts';
import { examplesOf } from '../../widgets/common/element-interface.ts';
import { releases } from '../../widgets/releases.ts';
import { distDir } from '../../shared/data-set.js';
import { fallbackHtml } from '../../widgets/partner/build/fallback.ts';
import { snippetReserve } from '../../widgets/partner/build/reserve.ts';

const doc = page('/embed');
const origin = SITE_URL.replace(/\/$/, '');
const embeddable = elements.filter((e) => e.embeddable).map((e) => e.tag);
const text = (sel: string) => doc.querySelector(sel)?.textContent ?? '';

describe('/embed', () => {
  it('offers every embeddable widget, and only those', () => {
    expect(embeddable.length).toBeGreaterThanOrEqual(6);
    expect([...doc.querySelectorAll('form[data-configure]')].map((f) => f.getAttribute('data-configure'))).toEqual(
      embeddable,
    );
  });

  for (const tag of embeddable) {
    describe(tag, () => {
      const section = () => doc.getElementById(tag)!;

      it('has a live preview: a page with the element, loaded as a partner loads it', () => {
        const link = section().querySelector(`a[data-preview-link="${tag}"]`);
        expect(link?.getAttribute('href')).toBe(`/embed-preview/${tag}`);
        const file = `${ROOT}/embed-preview/${tag}.html`;
        expect(existsSync(file), file).toBe(true);
        const preview = readFileSync(file, 'utf8');
        expect(preview).toContain(`<${tag}></${tag}>`);
        expect(preview).toContain(
          `<script type="module" async fetchpriority="low" src="/embed/v1/loader.js"></script>`,
        );
      });

      it('shows the loader snippet, without JavaScript too, with a copy button for it', () => {
        const code = section().querySelector(`code#${tag}-snippet`);
        const fallback = fallbackHtml(tag, origin);
        const reserve = snippetReserve(tag);
        // No request of ours before the partner's first paint: an async loader, the box's rules inline.
        expect(code?.textContent).toBe(
          `<script type="module" async fetchpriority="low" src="${origin}/embed/v1/loader.js"></script>\n` +
            (reserve ? `<style><!--${reserve}--></style>\n` : '') +
            `<${tag}>${fallback ? `\n  ${fallback}\n` : ''}</${tag}>`,
        );
        expect(code?.textContent, 'no stylesheet link').not.toContain('<link');
        const copy = section().querySelector(`button[type=button][data-copy="${tag}-snippet"]`);
        expect(copy?.textContent).toMatch(/^Copy /);
        expect(copy?.parentElement?.querySelector('[role=status]')).not.toBeNull();
      });

      it('links to its reference: a table each of its attributes, events and custom properties, and its parts', () => {
        const href = section().querySelector(`a[href$="#${tag}"]`)?.getAttribute('href') ?? '';
        expect(href, `${tag} links to its reference`).toMatch(new RegExp(`^/[^#]+#${tag}$`));
        const ref = page(href.split('#')[0]).getElementById(tag);
        expect(ref, `${href} has a section ${tag}`).not.toBeNull();
        const element = elements.find((e) => e.tag === tag)!;
        const rowNames = (caption: string) => {
          const table = [...ref!.querySelectorAll('table')].find(
            (t) => t.querySelector('caption')?.textContent === `${caption} of ${tag}`,
          );
          return [...(table?.querySelectorAll('tbody th') ?? [])].map((th) => th.textContent);
        };
        expect(rowNames('Attributes')).toEqual(element.attributes.map((a) => a.name));
        const attributeRows = [...ref!.querySelectorAll('table')]
          .find((t) => t.querySelector('caption')?.textContent === `Attributes of ${tag}`)!
          .querySelectorAll('tbody tr');
        expect(
          [...attributeRows].map((tr) => tr.querySelector('td:last-child')?.textContent),
          'each attribute with its example',
        ).toEqual(element.attributes.map((a) => a.example ?? 'none'));
        expect(rowNames('Events')).toEqual(element.events.map((ev) => ev.name));
        expect(rowNames('CSS custom properties')).toEqual(element.cssProperties.map((c) => c.name));
        for (const part of element.parts) expect(ref!.textContent).toContain(`${part.name} (${part.description})`);
      });

      it("offers each attribute's interface.ts example, for 'Use the examples' (docs/widgets.md \"Example values\")", () => {
        const form = section().querySelector(`form[data-configure="${tag}"]`)!;
        const examples = examplesOf(elements.find((e) => e.tag === tag)!);
        const offered = Object.fromEntries(
          [...form.querySelectorAll<HTMLInputElement>('input[data-example]')].map((i) => [i.name, i.dataset.example]),
        );
        expect(offered).toEqual(examples);
        // shown by the page's script, which fills them in: no button that does nothing without JavaScript
        const button = form.querySelector('button[data-examples]');
        if (Object.keys(examples).length) expect(button?.hasAttribute('hidden')).toBe(true);
        else expect(button).toBeNull();
      });

      it('has a configurator of labelled native controls: its text attributes and its colours', () => {
        const form = section().querySelector(`form[data-configure="${tag}"]`)!;
        const element = elements.find((e) => e.tag === tag)!;
        const inputs = [...form.querySelectorAll('input')];
        for (const input of inputs) expect(input.closest('label')?.textContent, input.name).toContain(input.name);
        const names = inputs.map((i) => i.name);
        for (const a of element.attributes.filter((x) => x.type !== 'json')) expect(names, a.name).toContain(a.name);
        expect(inputs.filter((i) => i.type === 'color').length, 'theme colours').toBeGreaterThan(0);
        for (const c of inputs.filter((i) => i.type === 'color')) expect(c.value, c.name).toMatch(/^#[0-9a-f]{6}$/);
      });
    });
  }

  /** A section of the guides' page, reached by /embed's link to it ("Where you paste it"). */
  const guide = (id: string) => {
    const href = doc.querySelector(`#paste a[href$="#${id}"]`)?.getAttribute('href') ?? '';
    expect(href, `/embed links to #${id} on the guides' page`).toMatch(new RegExp(`^/[^#]+#${id}$`));
    return page(href.split('#')[0]).getElementById(id)?.textContent ?? '';
  };

  it("links to what a Content-Security-Policy needs: our origin for scripts and images, the style's hash, no unsafe-inline", () => {
    const csp = guide('csp');
    expect(csp).toContain(`script-src ${origin}`);
    expect(csp).toMatch(/style-src with the hash/);
    expect(csp).toContain(`img-src ${origin}`);
    expect(csp).toContain(`connect-src ${origin}`);
    expect(csp).toMatch(/No 'unsafe-inline'/);
  });

  it("names the form endpoint's origin for connect-src exactly when one is set (docs/form-endpoint.md)", () => {
    const { formEndpoint } = readData('business') as { formEndpoint?: string };
    const csp = guide('csp');
    if (formEndpoint) expect(csp).toContain(`connect-src ${new URL(formEndpoint).origin}`);
    else expect(csp).not.toMatch(/form service/);
  });

  it("links to React and TypeScript use from the package typings, and testing in happy-dom, on the guides' page", () => {
    const href = doc.querySelector('#paste a[href$="#react"]')?.getAttribute('href') ?? '';
    const guides = page(href.split('#')[0]);
    const guide = (sel: string) => guides.querySelector(sel)?.textContent ?? '';
    expect(guide('#react')).toContain("import type {} from 'steelworks-site/react'");
    expect(guide('#react')).toContain("import type {} from 'steelworks-site'");
    expect(guide('#testing')).toContain("customElements.whenDefined('steel-faq')");
  });

  it('lists the newest releases first, and every release in the changelog file', () => {
    const versions = [...doc.querySelectorAll('#changelog h3')].map((h) => h.textContent!.split(' ')[0]);
    expect(versions.length).toBeGreaterThan(0);
    expect(versions).toEqual(releases.slice(0, versions.length).map((r) => r.version));
    expect(versions[0]).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    // the earlier ones by the range of their versions, each in the file it links to
    if (releases.length > versions.length)
      expect(text('#changelog')).toContain(`${releases.at(-1)!.version} to ${releases[versions.length].version}`);
    const link = doc.querySelector<HTMLAnchorElement>('#changelog a[href$=".json"]')!;
    expect(JSON.parse(readFileSync(`${ROOT}${link.getAttribute('href')}`, 'utf8'))).toEqual(releases);
  });

  // dist/embed/loader.js comes with the loader's build; with it the page pins the release by its hash.
  it.runIf(existsSync(`${distDir}/embed/loader.js`))(
    'pins the release with the sha384 of the built loader',
    async () => {
      const { loaderIntegrity } = await import('../../site/_includes/loader-integrity.ts');
      const folder = `${origin}/embed/${releases[0].version}`;
      expect(text('#pinned-snippet')).toBe(
        `<script type="module" async fetchpriority="low" src="${folder}/loader.js" integrity="${loaderIntegrity()}" crossorigin="anonymous"></script>`,
      );
    },
  );
});

describe('the photos', () => {
  it('may be shown on other sites (the partner gallery): /img/* is Cross-Origin-Resource-Policy: cross-origin', () => {
    const headers = readFileSync(`${ROOT}/_headers`, 'utf8');
    const block = headers.split('\n\n').find((b) => b.startsWith('/img/*\n'));
    expect(block).toContain('Cross-Origin-Resource-Policy: cross-origin');
  });
});
