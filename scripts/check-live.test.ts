import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { dataFindings, editorFindings, findPlaceholders, isExampleImage } from './check-live.ts';
import { dataDir } from '../shared/data-set.js';

/** A real-looking identity (not the shipped one), as an owner would enter it. */
const identity = {
  brand: 'Medway Forge & Lift',
  legalName: 'Medway Forge & Lift Ltd',
  siteUrl: 'https://www.medwayforge.co.uk',
  phone: { display: '01634 881 204', e164: '+441634881204' },
  chat: { display: '07912 345 678', e164: '+447912345678' },
  email: 'office@medwayforge.co.uk',
  company: {
    number: '09876543',
    registeredIn: 'England and Wales',
    registeredOffice: {
      street: '14 Anchorage Way',
      locality: 'Rochester',
      region: 'Kent',
      postcode: 'ME2 4HU',
      country: 'GB',
    },
    vatNumber: 'GB123456789',
  },
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/medwayforge' },
    { name: 'Instagram', url: 'https://www.instagram.com/medwayforge' },
  ],
  reviewUrl: 'https://g.page/r/medwayforge/review',
  listingUrl: 'https://www.yell.com/biz/medway-forge-and-lift-rochester-1234567/',
};

/** The data with every `placeholder` key removed, as the check list asks once the real content is in. */
const withoutPlaceholders = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(withoutPlaceholders)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([k]) => k !== 'placeholder')
            .map(([k, x]) => [k, withoutPlaceholders(x)]),
        )
      : v;

/** A photo-like picture: smooth colour with noise, no band. */
const photo = (file: string) =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#7a6a58',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toFile(file);

/** The drawings of `npm run placeholders` for a small data set of its own, into `<folder>/site/images`. */
function drawExamples(folder: string) {
  const data = join(folder, 'data');
  mkdirSync(data, { recursive: true });
  const json = (name: string, value: unknown) => writeFileSync(join(data, `${name}.json`), JSON.stringify(value));
  json('copy', { home: { hero: { image: { src: 'images/hero/home.jpg', placeholder: 'crane' } } } });
  json('services', []);
  json('gallery', [{ src: 'images/gallery/gate.jpg', placeholder: 'gate' }]);
  json('team', []);
  // the script writes under site/ of the folder it runs in, from the data set STEEL_DATA names
  execFileSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/placeholders.ts')], {
    cwd: folder,
    env: { ...process.env, STEEL_DATA: data },
    stdio: 'pipe',
  });
  return join(folder, 'site/images');
}

let dir: string;
/** The data set in use with a real identity and no placeholder flags: an owner's data ready to go live. */
const ready = () => join(dir, 'data');
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'check-live-'));
  // The data set in use with a real identity and no placeholder flags, and real-looking photos.
  mkdirSync(join(dir, 'data'));
  for (const f of readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
    const data = withoutPlaceholders(JSON.parse(readFileSync(join(dataDir, f), 'utf8')));
    writeFileSync(
      join(dir, 'data', f),
      JSON.stringify(f === 'business.json' ? { ...(data as object), ...identity } : data),
    );
  }
  mkdirSync(join(dir, 'images/team'), { recursive: true });
  await photo(join(dir, 'images/team/portrait.jpg'));
  await photo(join(dir, 'images/hero.jpg'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check:live', () => {
  it('fails on the placeholders of the README check list, naming file and field', async () => {
    // Ready data with the kinds of placeholder the project ships put back, and the drawings of `npm run placeholders`.
    const data = join(dir, 'with-placeholders');
    cpSync(ready(), data, { recursive: true });
    const edit = (name: string, change: (v: any) => void) => {
      const v = JSON.parse(readFileSync(join(data, name), 'utf8'));
      change(v);
      writeFileSync(join(data, name), JSON.stringify(v));
    };
    edit('business.json', (b) => {
      b.company.number = '00000000';
      b.email = 'enquiries@example.com';
      b.phone.e164 = '+441632960418';
    });
    edit('gallery.json', (g) => (g[0].placeholder = 'gate'));
    const images = drawExamples(join(dir, 'drawn'));
    const found = await findPlaceholders(data, images);
    const file = (name: string) => relative(process.cwd(), join(data, name));
    const at = (name: string, field: string) => found.filter((f) => f.file === file(name) && f.field === field);
    expect(at('business.json', 'company.number')).toHaveLength(1);
    expect(at('business.json', 'email')[0].problem).toContain('example.com');
    expect(at('business.json', 'phone.e164')[0].problem).toContain('drama');
    expect(at('gallery.json', '[0].placeholder')[0].problem).toContain('marked as a placeholder ("gate")');
    expect(found.filter((f) => f.field === '(the photo)').map((f) => f.file.replace(/^.*\/images\//, ''))).toEqual(
      expect.arrayContaining(['gallery/gate.jpg', 'hero/home.jpg']),
    );
    expect(found).toHaveLength(found.filter((f) => f.field === '(the photo)').length + 4);
  }, 60_000);

  it('passes on a realistic identity with real photos', async () => {
    expect(await findPlaceholders(ready(), join(dir, 'images'))).toEqual([]);
  });

  it('the command fails while a placeholder is left and passes when none is (data folder as an argument)', () => {
    const run = (data: string, images: string) => {
      try {
        return {
          code: 0,
          out: execFileSync(
            process.execPath,
            ['--import', 'tsx', 'scripts/check-live.ts', '--data', data, '--images', images],
            {
              encoding: 'utf8',
              stdio: 'pipe',
            },
          ),
        };
      } catch (e) {
        const err = e as { status: number; stderr: string };
        return { code: err.status, out: err.stderr };
      }
    };
    expect(run(join(dir, 'data'), join(dir, 'images')).code).toBe(0);
    // One placeholder put back: the command names it and fails.
    const business = JSON.parse(readFileSync(join(dir, 'data/business.json'), 'utf8'));
    writeFileSync(join(dir, 'data/business.json'), JSON.stringify({ ...business, email: 'enquiries@example.com' }));
    const failed = run(join(dir, 'data'), join(dir, 'images'));
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('business.json: email: an example.com address');
    writeFileSync(join(dir, 'data/business.json'), JSON.stringify(business));
  }, 60_000);

  it('finds each kind of placeholder', () => {
    const found = (v: unknown, file = 'business.json') => dataFindings(file, v).map((f) => `${f.field}: ${f.problem}`);
    expect(found({ chat: { url: 'https://wa.me/447700900123' } })[0]).toMatch(/^chat\.url: .*drama/);
    expect(found({ phone: '020 7946 0999' })[0]).toMatch(/drama/);
    expect(found({ phone: '020 7946 1999' })).toEqual([]);
    expect(found({ socials: [{ url: 'https://example.org/x' }] })[0]).toMatch(/^socials\[0\]\.url: an example\.com/);
    expect(found({ company: { number: '00000000', registeredIn: ' ' } })).toEqual([
      'company.number: the placeholder company number 00000000',
      'company.registeredIn: empty: a legal field the pages show',
    ]);
    expect(found({ legalName: '' })).toEqual(['legalName: empty: a legal field the pages show']);
    expect(found({ updated: '2026-01-01', privacy: [{ heading: '' }] }, 'legal.json')).toEqual([
      'privacy[0].heading: empty: a legal field the pages show',
    ]);
    // An empty optional field outside the legal identity is the owner's choice.
    expect(found({ analytics: { measurementId: '' } })).toEqual([]);
    expect(found([{ placeholder: 'beam' }, { placeholder: false }, { placeholder: true }], 'gallery.json')).toEqual([
      '[0].placeholder: marked as a placeholder ("beam"): replace the example and delete `placeholder`',
      '[2].placeholder: marked as a placeholder (true): replace the example and delete `placeholder`',
    ]);
  });

  it('tells a generated example image from a photo', async () => {
    // drawn by the test above with scripts/placeholders.ts (or now, when this test runs alone)
    const drawn = join(dir, 'drawn/site/images');
    const images = existsSync(drawn) ? drawn : drawExamples(join(dir, 'drawn'));
    expect(await isExampleImage(join(images, 'gallery/gate.jpg'))).toBe(true);
    expect(await isExampleImage(join(dir, 'images/hero.jpg'))).toBe(false);
  }, 60_000);

  it('says when the editor cannot sign in on the live site, naming field and remedy, and still passes', () => {
    // The owner's setting, as shipped: what it leaves to the host is what the host's environment must give.
    const file = join(dir, 'backend.json');
    writeFileSync(file, readFileSync('site/admin/backend.json', 'utf8'));
    const fields = (env: Record<string, string>) => editorFindings(env, file).map((f) => f.field);
    expect(fields({})).toEqual(['repo']);
    expect(editorFindings({}, file)[0].problem).toContain('CMS_REPO');
    expect(fields({ NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/owner/site' })).toEqual([]);
    expect(fields({ CF_PAGES: '1', CMS_REPO: 'owner/site' })).toEqual(['base_url']);
    expect(fields({ CF_PAGES: '1', CMS_REPO: 'owner/site', CMS_AUTH_URL: 'https://auth.owner.workers.dev' })).toEqual(
      [],
    );

    // The command warns on a good data set, and its exit code stays the placeholders' alone.
    const run = (env: Record<string, string>) => {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^(CMS_|REPOSITORY_URL$|CF_PAGES|NETLIFY$)/.test(k)),
      );
      const args = [
        '--import',
        'tsx',
        'scripts/check-live.ts',
        '--data',
        join(dir, 'data'),
        '--images',
        join(dir, 'images'),
      ];
      return spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...clean, ...env } });
    };
    const unset = run({});
    expect(unset.status).toBe(0);
    expect(unset.stderr).toContain('site/admin/backend.json: repo: not set');
    const netlify = run({ NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/owner/site' });
    expect(netlify.status).toBe(0);
    expect(netlify.stderr).not.toContain('backend.json');
  }, 60_000);
});
