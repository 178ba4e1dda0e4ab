import { test, expect, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { freePort } from '../lib/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start } from '../../scripts/serve.js';
import { readData } from '../../shared/data/load.ts';
import { quoteForm, recordComposed } from './widget-helpers.ts';
import { distDir, isShipped } from '../../shared/data-set.js';

/**
 * A campaign landing page made by the marketer in the editor (docs/cms.md "Landing pages"), with decap-server over a
 * copy of this project as tests/browser/cms.spec.ts does (its set-up, copied): the page saved, the copy rebuilt, and
 * the page built from it has the properties of a landing page, its widgets working and its campaign in the enquiry.
 */
test.skip(!isShipped, 'the editor edits shared/data; the shipped data set only');
// Each test loads Decap (about 5 MB of script) once per data file it edits: about 10 s each here, and slower under
// CI's load (the fresh-clone run measures them): 120 s keeps them well within half of their limit.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let project = '';
let server: Server;
let decap: ChildProcess | undefined;
let origin = '';
const data = (name: string) => readFileSync(join(project, 'shared/data', `${name}.json`), 'utf8');
/** A data file's value, or undefined while decap-server is still writing it. */
const parsed = (name: string) => {
  try {
    return JSON.parse(data(name));
  } catch {
    return undefined;
  }
};
/** Every data file and photo of the copy, by path: what a save may change. */
const snapshot = () => {
  const files = new Map<string, string>();
  for (const dir of ['shared/data', 'site/images'])
    for (const f of readdirSync(join(project, dir), { recursive: true, withFileTypes: true }))
      if (f.isFile()) {
        const path = join(f.parentPath, f.name);
        files.set(path.slice(project.length + 1), readFileSync(path, 'base64'));
      }
  return files;
};
const changedSince = (before: Map<string, string>) => {
  const now = snapshot();
  return [...new Set([...before.keys(), ...now.keys()])].filter((k) => before.get(k) !== now.get(k)).sort();
};
/** Eleventy over the copy: pages from its data, /admin/config.json pointing at this test's decap-server. */
const rebuild = (port: number) =>
  execFileSync('npx', ['eleventy', '--quiet'], {
    cwd: project,
    env: { ...process.env, DECAP_PORT: String(port), STEEL_DATA: '' },
    stdio: 'pipe',
  });

let decapPort = 0;
let original = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  project = mkdtempSync(join(tmpdir(), 'steel-cms-'));
  // The project's files (committed or not, as git sees them), and this build's output (Eleventy rewrites the pages).
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const f of tracked) if (existsSync(f)) cpSync(f, join(project, f));
  cpSync(distDir, join(project, 'dist'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
  decapPort = await freePort();
  rebuild(decapPort);
  decap = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    cwd: project,
    env: { ...process.env, PORT: String(decapPort), GIT_REPO_DIRECTORY: project, LOG_LEVEL: 'error' },
    stdio: 'pipe',
  });
  server = await start({ port: 0, root: join(project, 'dist/site') });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // decap-server answers once it listens
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${decapPort}/api/v1`, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  original = snapshot();
});

test.afterAll(async () => {
  decap?.kill();
  if (server) await new Promise((done) => server.close(done));
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Opens a data file in the editor; returns the console errors and uncaught errors it logs from then on. */
async function openEditor(page: Page, collection: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  // "leave with unsaved changes?": yes
  page.on('dialog', (d) => d.accept());
  await edit(page, collection);
  return errors;
}

/** The editor of one data file, loaded afresh (logged in once, Decap remembers it). */
async function edit(page: Page, collection: string) {
  await page.goto('about:blank');
  await page.goto(`${origin}/admin/#/collections/${collection}/entries/${collection}`);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByText(/Writing in .+ collection/))).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) await login.click();
  await expect(page.getByText(/Writing in .+ collection/)).toBeVisible({ timeout: 20_000 });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const services = readData('services');
const offer = {
  slug: 'editor-made-offer',
  campaign: 'Made in the editor',
  title: 'An offer the marketer made in the editor, its own title',
  description: 'A landing page made through the editor by the test, with a description no other page of the site has.',
  headline: 'A headline written in the editor',
  intro: 'An intro written in the editor, above the quote form.',
  alt: 'A photo uploaded through the editor for the offer',
  ends: '2099-06-30',
  heading: 'Ask for a quote from the editor',
  service: services[0],
};

test('a landing page made in the editor is saved to landing-pages.json only', async ({ page }) => {
  const before = JSON.parse(data('landing-pages'));
  const errors = await openEditor(page, 'landing-pages');
  await page.getByRole('button', { name: 'Add Landing page' }).click();
  await field(page, 'Slug').last().fill(offer.slug);
  await field(page, 'Campaign').last().fill(offer.campaign);
  await field(page, 'Title').last().fill(offer.title);
  await field(page, 'Description').last().fill(offer.description);
  await field(page, 'Headline').last().fill(offer.headline);
  await field(page, 'Intro').last().fill(offer.intro);
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  const source = join(project, 'site', services[0].hero.image.src);
  await page.locator('input[type=file]').setInputFiles({
    name: `${offer.slug}.jpg`,
    mimeType: 'image/jpeg',
    buffer: readFileSync(source),
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await field(page, 'Alt').last().fill(offer.alt);
  await page.getByRole('button', { name: 'Add Blocks' }).last().click();
  await page.getByRole('menuitem', { name: 'Quote', exact: true }).click();
  await field(page, 'Heading').last().fill(offer.heading);
  // the service: chosen from the service pages (a relation to services.json)
  await field(page, 'Service (optional)').last().click();
  await page.keyboard.type(offer.service.slug);
  await page.getByRole('option', { name: offer.service.slug, exact: true }).click();
  await field(page, 'Ends').last().fill(offer.ends);
  await publish(page);
  await expect.poll(() => parsed('landing-pages')?.length).toBe(before.length + 1);
  expect(JSON.parse(data('landing-pages')).at(-1)).toEqual({
    placeholder: false,
    slug: offer.slug,
    campaign: offer.campaign,
    title: offer.title,
    description: offer.description,
    headline: offer.headline,
    intro: offer.intro,
    image: { src: `images/offers/${offer.slug}.jpg`, alt: offer.alt },
    blocks: [{ kind: 'quote', heading: offer.heading, service: offer.service.slug }],
    ends: offer.ends,
  });
  await expect
    .poll(() => changedSince(original))
    .toEqual(['shared/data/landing-pages.json', `site/images/offers/${offer.slug}.jpg`]);
  expect(errors).toEqual([]);
});

test('the rebuilt page is a landing page whose quote form works and names its campaign', async ({ page }) => {
  rebuild(decapPort);
  const url = `/offers/${offer.slug}`;
  const html = readFileSync(join(project, `dist/site${url}.html`), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex');
  expect(html).not.toContain(`<loc>`);
  expect(readFileSync(join(project, 'dist/site/sitemap.xml'), 'utf8')).not.toContain(url);
  await page.goto(`${origin}${url}?utm_campaign=editor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.headline);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.evaluate(async () => {
    const list = document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ') ?? [];
    await Promise.all(list.filter(Boolean).map((src) => import(src)));
  });
  const composed = await recordComposed(page);
  const form = quoteForm(page);
  await form.field('name').fill('Jo Bloggs');
  await form.field('phone').fill('07700 900123');
  await form.field('email').fill('jo@example.org');
  await expect(form.field('service')).toHaveValue(offer.service.quoteService);
  await form.field('location').selectOption({ index: 1 });
  await form.field('description').fill('Made through the editor');
  await form.send();
  await expect.poll(() => composed.length).toBe(1);
  expect(composed[0].body).toContain(`campaign: ${offer.campaign}`);
  expect(composed[0].body).toContain(`campaign page: ${url}`);
  expect(composed[0].body).toMatch(/^variant: a$/m);
});
