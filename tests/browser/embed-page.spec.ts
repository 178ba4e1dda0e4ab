import { test, expect } from '@playwright/test';
import { openPage } from './widget-helpers.ts';
import { elements } from '../../widgets/catalog.ts';
import { examplesOf } from '../../widgets/common/element-interface.ts';
import { escapeHtml } from '../../shared/html.ts';

/**
 * /embed's script (site/scripts/embed.ts): the copy buttons, the configurators (native controls, by
 * keyboard) rewriting the snippet, and the live preview in its frame taking the same attributes and colours; and
 * its line of platforms leading to each platform's guide on the guides' page.
 */
test.describe('/embed', () => {
  test('the copy button puts the snippet on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/embed');
    const code = page.locator('#steel-calculator-snippet');
    await page.getByRole('button', { name: 'Copy the steel-calculator snippet' }).click();
    await expect(page.locator('#steel-calculator [role=status]')).toHaveText('Snippet copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  });

  test('the configurator rewrites the snippet and changes the live preview, by keyboard', async ({ page }) => {
    await openPage(page, '/embed');
    const section = page.locator('section#steel-calculator');
    const code = section.locator('#steel-calculator-snippet');
    const before = await code.textContent();
    // The async loader, the widget's rules inline, then the tag with its placeholder: a link to its page and the phone.
    expect(before).toMatch(
      /^<script type="module" async fetchpriority="low" src="https:\/\/[^"]+\/embed\/v1\/loader\.js"><\/script>\n<style><!--[^\n]+--><\/style>\n<steel-calculator>\n {2}<div>.*<a href="https:\/\/[^"]+">[^<]+<\/a> or call [^<]+<a href="tel:[^"]+">[^<]+<\/a>\.<\/p><\/div>\n<\/steel-calculator>$/,
    );

    // The preview opens in place, in a frame, with the keyboard.
    await section.getByRole('link', { name: 'Live preview of <steel-calculator>' }).focus();
    await page.keyboard.press('Enter');
    const frame = page.frameLocator('iframe[data-preview="steel-calculator"]');
    const calc = frame.locator('steel-calculator');
    await expect(calc.locator('legend').first()).toHaveText('Service type');

    // An attribute, typed.
    const heading = section.getByLabel('heading');
    await heading.focus();
    await page.keyboard.type('What will it cost?');
    await expect(code).toHaveText(
      before!.replace('<steel-calculator>', '<steel-calculator heading="What will it cost?">'),
    );
    await expect(calc).toHaveAttribute('heading', 'What will it cost?');
    await expect(calc.getByText('What will it cost?')).toBeVisible();

    // A colour: a CSS rule in the snippet (not a style attribute), the custom property on the preview.
    await section.getByLabel('--steel-accent').fill('#ff0000');
    await expect(code).toContainText(' steel-calculator { --steel-accent: #ff0000; }--></style>');
    await expect
      .poll(() => calc.evaluate((el) => getComputedStyle(el).getPropertyValue('--steel-accent').trim()))
      .toBe('#ff0000');

    // Reset: back to the default snippet and preview.
    await section.getByRole('button', { name: 'Reset' }).click();
    await expect(code).toHaveText(before!);
    await expect(calc).not.toHaveAttribute('heading');
  });

  test("'Use the examples' fills each configurator with its interface.ts examples: the snippet and the preview take them", async ({
    page,
  }) => {
    await openPage(page, '/embed');
    const configured = elements.filter((e) => e.embeddable && Object.keys(examplesOf(e)).length);
    expect(configured.length).toBeGreaterThan(0);
    for (const [i, e] of configured.entries()) {
      const section = page.locator(`section#${e.tag}`);
      const code = section.locator(`#${e.tag}-snippet`);
      const before = (await code.textContent())!;
      const examples = examplesOf(e);
      // the first one's live preview too, opened before
      const preview = page.frameLocator(`iframe[data-preview="${e.tag}"]`).locator(e.tag);
      if (i === 0) {
        await section.getByRole('link', { name: `Live preview of <${e.tag}>` }).click();
        await expect(preview).toBeAttached();
      }
      await section.getByRole('button', { name: 'Use the examples' }).focus();
      await page.keyboard.press('Enter');
      for (const [name, value] of Object.entries(examples)) await expect(section.getByLabel(name)).toHaveValue(value);
      const attrs = Object.entries(examples)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      await expect(code).toHaveText(before.replace(`<${e.tag}>`, `<${e.tag}${attrs}>`));
      if (i > 0) continue;
      for (const [name, value] of Object.entries(examples)) await expect(preview).toHaveAttribute(name, value);
      if (examples.heading) await expect(preview.getByText(examples.heading)).toBeVisible();
    }
  });

  test('the gallery preview shows the partner default photos', async ({ page }) => {
    await openPage(page, '/embed');
    await page.locator('a[data-preview-link="steel-gallery"]').click();
    const thumbs = page.frameLocator('iframe[data-preview="steel-gallery"]').locator('steel-gallery a[part=thumb]');
    await expect(thumbs.first()).toBeAttached();
    expect(await thumbs.count()).toBeGreaterThan(1);
  });

  test("a platform named under 'Where you paste it' leads to its guide, which opens with the keyboard", async ({
    page,
  }) => {
    await openPage(page, '/embed');
    const links = page.locator('#paste a[href*="#paste-"]');
    expect(await links.count()).toBeGreaterThan(1);
    // The last platform: its guide is the furthest down the guides' page.
    const link = links.last();
    const platform = (await link.textContent())!;
    await link.focus();
    await page.keyboard.press('Enter');
    const guide = page.locator('details.guide:target');
    await expect(guide.locator('summary')).toHaveText(platform);
    await expect(guide).toBeInViewport();
    await guide.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(guide.locator('p', { hasText: /^Tried here: / })).toBeVisible();
  });
});
