/**
 * The content rules of shared/data/rules.ts as the owner meets them: `npm run check:data`, run as the build runs it
 * (STEEL_DATA naming a data folder), over a copy of the data set in use with one edit an owner makes in the editor.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { dataDir } from '../data-set.js';

const root = resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** A copy of the data set with `edit` applied to one file, checked by `npm run check:data`'s script. */
async function checkWith(file: string, edit: (value: any) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'steel-rules-'));
  folders.push(dir);
  cpSync(dataDir, dir, { recursive: true });
  const path = join(dir, `${file}.json`);
  const value = JSON.parse(readFileSync(path, 'utf8'));
  edit(value);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  return new Promise<{ status: number | null; out: string }>((done) =>
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      ['shared/data/check.ts'],
      { cwd: root, env: { ...process.env, STEEL_DATA: dir } },
      (error, stdout, stderr) => done({ status: error ? (error.code as number) : 0, out: `${stdout}\n${stderr}` }),
    ),
  );
}

/** A service page copied from the first one, as the editor's "duplicate" makes it, under a new address and title. */
function copyFirstService(services: any[], change: (copy: any) => void = () => {}) {
  const copy = structuredClone(services[0]);
  copy.slug = `${copy.slug}-copy`;
  copy.title = `${copy.title} (copy)`;
  copy.seo.title = `Copy of ${copy.seo.title}`.slice(0, 70);
  change(copy);
  services.push(copy);
  return services.length - 1;
}

const services = JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'));
const first = services[0];
const at = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// each case starts the check in a process of its own, as the build does
describe(
  'npm run check:data names the broken content rule, its file and field, and what to do',
  { timeout: 60_000, concurrent: true },
  () => {
    it("refuses a service page that keeps another page's description and photo (exit 1)", async () => {
      let index = 0;
      const { status, out } = await checkWith('services', (s) => (index = copyFirstService(s)));
      expect(status, out).toBe(1);
      expect(out).toMatch(
        new RegExp(
          `services\\.json: \\[${index}\\]\\.seo\\.description: the same description as services\\.json \\[0\\]\\.seo\\.description \\(${at(first.slug)}\\): write one`,
        ),
      );
      expect(out).toMatch(
        new RegExp(
          `services\\.json: \\[${index}\\]\\.hero\\.image\\.src: ${at(first.hero.image.src)} is already the photo of services\\.json \\[0\\]\\.hero\\.image\\.src \\(${at(first.slug)}\\): upload this page's own photo`,
        ),
      );
    });

    it('refuses a general page and a service page with one description, naming both', async () => {
      const { status, out } = await checkWith('pages', (p) => (p[1].description = first.seo.description));
      expect(status, out).toBe(1);
      expect(out).toMatch(
        /services\.json: \[0\]\.seo\.description: the same description as pages\.json \[1\]\.description/,
      );
    });

    it('refuses a note left in the text', async () => {
      const { status, out } = await checkWith('services', (s) => (s[0].summary = `${s[0].summary} TODO`));
      expect(status, out).toBe(1);
      expect(out).toMatch(/services\.json: \[0\]\.summary: "TODO" is left in the text/);
    });

    it('builds the copied page once it has its own description and photo, and warns of the alt text it kept (exit 0)', async () => {
      let index = 0;
      const { status, out } = await checkWith(
        'services',
        (s) =>
          (index = copyFirstService(s, (c) => {
            c.seo.description = `A page of its own: ${c.seo.description}`.slice(0, 160);
            c.hero.image.src = c.hero.image.src.replace(/(\.\w+)$/, '-copy$1');
          })),
      );
      expect(status, out).toBe(0);
      expect(out).toMatch(
        new RegExp(
          `Warning: .*services\\.json: \\[${index}\\]\\.hero\\.image\\.alt: the same alt text as services\\.json \\[0\\]\\.hero\\.image\\.alt`,
        ),
      );
      expect(out).toMatch(/Business data is valid, with 1 warning\(s\) above\./);
    });
  },
);

/** A landing page of the test's own, on the data set's first service (docs/cms.md "Landing pages"). */
const offer = (change: (p: any) => void = () => {}) => {
  const p: any = {
    slug: 'rules-test-offer',
    campaign: 'Rules test',
    title: 'A landing page of the rules test, its own title',
    description: 'A landing page made by the rules test, with a description of its own that no other page has.',
    headline: 'A headline',
    intro: 'An intro.',
    image: { src: 'images/offers/rules-test-offer.jpg', alt: 'A photo of the rules test' },
    blocks: [{ kind: 'quote', heading: 'Ask for a quote', service: first.slug }],
    ends: '2999-12-31',
  };
  change(p);
  return p;
};

describe('npm run check:data names what is wrong with a landing page', { timeout: 60_000, concurrent: true }, () => {
  it('accepts one with a quote form (exit 0)', async () => {
    const { status, out } = await checkWith('landing-pages', (l) => l.push(offer()));
    expect(status, out).toBe(0);
  });

  it('refuses one with no quote form or calculator', async () => {
    let i = 0;
    const { status, out } = await checkWith('landing-pages', (l) => {
      i = l.push(offer((p) => (p.blocks = [{ kind: 'figures', heading: 'Figures' }]))) - 1;
    });
    expect(status, out).toBe(1);
    expect(out).toMatch(
      new RegExp(`landing-pages\\.json: \\[${i}\\]\\.blocks: rules-test-offer has no quote form or calculator`),
    );
  });

  it('refuses one that has ended with nowhere to send its visitors, and accepts it with a redirect target', async () => {
    const ended = (p: any) => {
      p.ends = '2001-01-31';
      p.blocks = [{ kind: 'quote', heading: 'Ask for a quote' }];
    };
    let i = 0;
    const refused = await checkWith('landing-pages', (l) => (i = l.push(offer(ended)) - 1));
    expect(refused.status, refused.out).toBe(1);
    expect(refused.out).toMatch(
      new RegExp(
        `landing-pages\\.json: \\[${i}\\]\\.redirectTo: rules-test-offer ended on 2001-01-31 and names no page`,
      ),
    );
    const accepted = await checkWith('landing-pages', (l) =>
      l.push(offer((p) => (ended(p), (p.redirectTo = first.slug)))),
    );
    expect(accepted.status, accepted.out).toBe(0);
  });

  it("refuses another page's address, title or description, and what its blocks name that does not exist", async () => {
    let i = 0;
    const { status, out } = await checkWith('landing-pages', (l) => {
      l.push(offer());
      i =
        l.push(
          offer((p) => {
            p.title = first.seo.title;
            p.blocks.push({ kind: 'reviews', heading: 'Reviews', reviews: ['Nobody at all'] });
          }),
        ) - 1;
    });
    expect(status, out).toBe(1);
    expect(out).toMatch(
      new RegExp(`landing-pages\\.json: \\[${i}\\]\\.slug: /offers/rules-test-offer is already the address`),
    );
    expect(out).toMatch(
      new RegExp(`landing-pages\\.json: \\[${i}\\]\\.blocks\\[1\\]\\.reviews\\[0\\]: no review by "Nobody at all"`),
    );
  });
});
