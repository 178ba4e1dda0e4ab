import { test, expect } from '@playwright/test';
import { serveSite, type Site } from '../engines/server.ts';
import { startWordPress, type WordPress } from './wordpress.ts';
import { calculatorSnippet, expectClean, expectEstimate, expectUpgraded, TAG, watch } from './host.ts';

/**
 * The calculator's snippet in a Custom HTML block of a WordPress post (Debian's WordPress, its default block
 * theme), saved by an administrator, who may keep scripts (unfiltered_html), and by an author, who may not:
 * WordPress's kses removes the <script>, the <link> and the widget's tag from an author's post, and keeps
 * <p> and <a href> (tel: included).
 */
let site: Site;
let wp: WordPress;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite();
  wp = await startWordPress(calculatorSnippet(site.origin));
});
test.afterAll(async () => {
  await wp?.close();
  await site?.close();
});

test("an administrator's post keeps the snippet as pasted: the calculator upgrades and gives an estimate", async ({
  page,
}) => {
  expect(wp.posts.admin.unfiltered_html, 'an administrator may keep scripts').toBe(true);
  const w = await watch(page);
  await page.goto(`${wp.origin}/?p=${wp.posts.admin.id}`);
  await expectUpgraded(page, w);
  await expectEstimate(page);
  expectClean(w);
  expect(site.problems, 'our site reports').toEqual([]);
  expect(wp.errors, "WordPress's PHP reports").toEqual([]);
});

test("an author's post loses the scripts and the tag; the page shows what kses kept, with no error", async ({
  page,
}) => {
  expect(wp.posts.author.unfiltered_html, 'an author may not keep scripts').toBe(false);
  const w = await watch(page);
  const fromOurSite: string[] = [];
  page.on('request', (r) => r.url().startsWith(site.origin) && fromOurSite.push(r.url()));
  await page.goto(`${wp.origin}/?p=${wp.posts.author.id}`);
  await expect(page.getByText('The text after the block.')).toBeVisible();
  expect(await page.locator(TAG).count(), 'the widget tag was removed on save').toBe(0);
  expect(fromOurSite, 'nothing of ours is loaded').toEqual([]);
  // What the snippet carries for a visitor without script (its fallback), where it carries it: each link to
  // our site and each tel: link is kept, as kses keeps <a href>.
  const links = [...calculatorSnippet(site.origin).matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith(site.origin) || href.startsWith('tel:'));
  console.log(`links in the snippet kept in an author's post: ${links.length ? links.join(', ') : 'none in it'}`);
  for (const href of links)
    await expect(page.locator(`.wp-block-post-content a[href="${href}"]`).first()).toBeVisible();
  // kses drops the <style> tag but not what it holds: the snippet's rules must not turn into text in the post.
  const rules = /<style>([\s\S]*?)<\/style>/.exec(calculatorSnippet(site.origin))?.[1] ?? '';
  const shown = await page.locator('.wp-block-post-content').innerText();
  for (const word of rules.match(/[\w-]{12,}/g) ?? []) expect(shown, 'the rules shown as text').not.toContain(word);
  expectClean(w);
  expect(wp.errors, "WordPress's PHP reports").toEqual([]);
});
