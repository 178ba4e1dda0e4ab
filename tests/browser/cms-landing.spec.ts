import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { editorProject } from './cms-project.ts';
import { join } from 'node:path';
import { readData } from '../../shared/data/load.ts';
import { quoteForm, recordComposed } from './widget-helpers.ts';
import { isShipped } from '../../shared/data-set.js';

/**
 * A campaign landing page made by the marketer in the editor (docs/cms.md "Landing pages"), with decap-server over a
 * copy of this project as tests/browser/cms.spec.ts does (the same set-up, tests/browser/cms-project.ts): the page saved, the copy rebuilt, and
 * the page built from it has the properties of a landing page, its widgets working and its campaign in the enquiry.
 */
test.skip(!isShipped, 'the editor edits shared/data; the shipped data set only');
// Each test loads Decap (about 5 MB of script) once per data file it edits: about 10 s each here, and slower under
// CI's load (the fresh-clone run measures them): 120 s keeps them well within half of their limit.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cms = editorProject();
const { data, parsed, changedSince, rebuild, openEditor, publish, field } = cms;

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
  const source = join(cms.project, 'site', services[0].hero.image.src);
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
    .poll(() => changedSince(cms.original))
    .toEqual(['shared/data/landing-pages.json', `site/images/offers/${offer.slug}.jpg`]);
  expect(errors).toEqual([]);
});

test('the rebuilt page is a landing page whose quote form works and names its campaign', async ({ page }) => {
  rebuild(cms.decapPort);
  const url = `/offers/${offer.slug}`;
  const html = readFileSync(join(cms.project, `dist/site${url}.html`), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex');
  expect(html).not.toContain(`<loc>`);
  expect(readFileSync(join(cms.project, 'dist/site/sitemap.xml'), 'utf8')).not.toContain(url);
  await page.goto(`${cms.origin}${url}?utm_campaign=editor`);
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
