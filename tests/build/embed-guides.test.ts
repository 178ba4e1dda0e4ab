/**
 * The platform guides (site/_includes/embed-guides.ts): a guide for every platform partners and marketers paste
 * snippets into, shown on their own page (/embed/guides) and named, each linked to its guide, in /embed's "Where you
 * paste it"; the addresses in them are files of the release /embed's own snippets load; and a guide that says it was
 * tried here names a test file that exists.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { page, ROOT } from './built-site.ts';
import { readData } from '../../shared/data/load.ts';
import { classicScript, guides, loaderFolder } from '../../site/_includes/embed-guides.ts';

/** The platforms docs/widgets.md promises a guide for (issue 32), as their guides name them. */
const PLATFORMS = [
  'WordPress',
  'WordPress caching plugins',
  'Cloudflare',
  'Google Tag Manager',
  'Webflow',
  'Wix',
  'Squarespace',
  'Carrd',
  'Shopify',
  'React',
  'Next.js',
  'Vue',
];
const CACHING_PLUGINS = ['WP Rocket', 'LiteSpeed Cache', 'Autoptimize', 'Perfmatters'];

const embed = page('/embed');
/** The guides' page, found by its key in the data set's pages.json. */
const guidesUrl = readData('pages').find((p) => p.key === 'embed-guides')!.url;
const doc = page(guidesUrl);
/** The loader /embed's snippets load, and the widget of the first one. */
const first = embed.querySelector('code[id^="steel-"][id$="-snippet"]')!;
const loader = /<script type="module"[^>]* src="([^"]+)"/.exec(first.textContent ?? '')![1];
const tag = first.id.replace(/-snippet$/, '');
const all = guides(loader, tag);
/** A release file's path in the build, from its address on our origin. */
const built = (href: string) => `${ROOT}${new URL(href).pathname}`;

describe('platform guides', () => {
  it('cover every platform, once', () => {
    expect(all.map((g) => g.platform).sort()).toEqual([...PLATFORMS].sort());
    expect(new Set(all.map((g) => g.id)).size).toBe(all.length);
  });

  it('give each caching plugin the folder of the loader to exclude, a folder that holds it', () => {
    const caching = all.find((g) => g.platform === 'WordPress caching plugins')!;
    for (const plugin of CACHING_PLUGINS)
      expect(caching.exclusions?.find((x) => x.where.startsWith(plugin))?.value, plugin).toBe(loaderFolder(loader));
    expect(existsSync(`${ROOT}${loaderFolder(loader)}loader.js`)).toBe(true);
  });

  it("name only files the release has (the classic script for Wix and Tag Manager, the loader for the rest) and pages of ours (the fallback's links)", () => {
    expect(existsSync(built(classicScript(loader, tag))), classicScript(loader, tag)).toBe(true);
    const addresses = all.flatMap((g) => [...g.steps, g.code ?? ''].join(' ').match(/https?:\/\/[^\s"`)]+/g) ?? []);
    expect(addresses).toContain(classicScript(loader, tag));
    for (const a of addresses) expect(existsSync(built(a)) || existsSync(`${built(a)}.html`), a).toBe(true);
  });

  it('put data-cfasync="false" before src in the Cloudflare loader line', () => {
    const line = all.find((g) => g.id === 'cloudflare')!.code!;
    expect(line).toMatch(/^<script data-cfasync="false" [^>]*src="/);
    expect(line).toContain(loader);
  });

  it('claim "tried here" only with a test file that exists', () => {
    for (const g of all)
      if ('test' in g.tried) {
        expect(g.tried.test, g.platform).toMatch(/^tests\/.+\.(test|spec)\.tsx?$/);
        expect(existsSync(g.tried.test), `${g.platform}: ${g.tried.test}`).toBe(true);
      }
  });

  it('are shown on their page, each in a disclosure with its steps and whether it was tried', () => {
    const section = doc.getElementById('platforms')!;
    const shown = [...section.querySelectorAll('details')];
    expect(shown.map((d) => d.querySelector('summary')?.textContent)).toEqual(all.map((g) => g.platform));
    for (const [i, g] of all.entries()) {
      const d = shown[i];
      expect(d.id).toBe(`paste-${g.id}`);
      const steps = g.steps.length > 1 ? [...d.querySelectorAll('ol > li')] : [d.querySelector('summary + p')];
      expect(
        steps.map((s) => s?.textContent),
        g.platform,
      ).toEqual(g.steps.map((s) => s.replace(/`/g, '')));
      const tried = [...d.querySelectorAll('p')]
        .map((p) => p.textContent ?? '')
        .find((t) => t.startsWith('Tried here'));
      if ('test' in g.tried) {
        expect(tried, g.platform).toMatch(/^Tried here: yes \(.+\)\.$/);
        expect(tried).toContain(g.tried.test);
      } else expect(tried, g.platform).toMatch(/^Tried here: no \(.+\)\.$/);
      if (g.code) expect(d.querySelector('pre code')?.textContent).toBe(g.code);
      for (const x of g.exclusions ?? []) expect(d.textContent).toContain(`${x.where}: ${x.value}`);
    }
  });

  it('are named on /embed under "Where you paste it", each linked to its guide on the guides\' page, as are the other guides', () => {
    const section = embed.getElementById('paste')!;
    expect(section.querySelector('h2')?.textContent).toBe('Where you paste it');
    const links = [...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(0, all.length)).toEqual(all.map((g) => [g.platform, `${guidesUrl}#paste-${g.id}`]));
    const developer = links.slice(all.length);
    // each a section of the guides' page with that heading (what a partner's policy needs, the tag manager recipe,
    // React and TypeScript, testing)
    expect(developer.length).toBeGreaterThanOrEqual(4);
    for (const [text, href] of developer) {
      const target = doc.getElementById(href!.split('#')[1]);
      expect(href!.split('#')[0], text!).toBe(guidesUrl);
      expect(target?.querySelector('h2')?.textContent, text!).toBe(text);
    }
  });

  it("leave /embed: no guide's steps there, only the line naming them", () => {
    expect(embed.querySelector('details.guide')).toBeNull();
    for (const g of all) expect(embed.body.textContent, g.platform).not.toContain(g.steps[0].replace(/`/g, ''));
  });
});
