// Eleventy builds every route as static HTML. Pages are TSX components (tsx compiles them);
// data comes from the project's shared/ folder, validated with zod in site/_data.
import 'tsx/esm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { eleventyImageOnRequestDuringServePlugin } from '@11ty/eleventy-img';
import { register } from 'node:module';
import { dataDir, distDir, isShipped } from './shared/data-set.js';

// Another data set: imports of shared/data/*.json (the widgets' data) read that set (shared/data/json-hooks.js).
if (!isShipped) register('./shared/data/json-hooks.js', import.meta.url);

export default async function (eleventyConfig) {
  const { encoderOptions, encodeOnRequest } = await import('./site/_includes/image-options.ts');
  // npm run dev: photos are encoded when first requested (site/_includes/image-options.ts).
  if (encodeOnRequest) eleventyConfig.addPlugin(eleventyImageOnRequestDuringServePlugin, encoderOptions);
  eleventyConfig.addExtension(['11ty.tsx', '11ty.ts'], { key: '11ty.js' });
  eleventyConfig.addTemplateFormats('11ty.tsx,11ty.ts');
  eleventyConfig.addPassthroughCopy({ 'site/static': '/' });
  // The owner's editor, /admin (docs/cms.md): Decap CMS as its package ships it, our script, and the site's styles
  // for its previews (admin/site.css, written by site/pages/admin-css.11ty.ts). No other page loads any of it.
  eleventyConfig.addPassthroughCopy({
    'node_modules/decap-cms/dist/*.js': 'admin/decap',
    'site/admin/*.js': 'admin',
  });
  eleventyConfig.addWatchTarget('shared/');
  eleventyConfig.addWatchTarget(dataDir);
  // widgets/ is not watched here: `npm run dev` (scripts/dev.js) restarts Eleventy once Vite has rebuilt
  // the widgets, so pages never name script files that are not written yet.
  eleventyConfig.setQuietMode(true);
  // Each page's share of the first round trip of a new connection: printed, with a warning for a page that no
  // longer fits (its text is the owner's choice; the code's share is a test). Kept in dist/ for the browser tests.
  eleventyConfig.on('eleventy.after', async ({ results, dir }) => {
    // `dir.output` stays the configured folder when a test's variant build gives another with --output.
    const output = process.argv.find((a) => a.startsWith('--output='))?.slice('--output='.length) ?? dir.output;
    const { pageFit, report, servedPath } = await import('./site/_includes/first-round-trip.ts');
    const { rules } = await import('./site/_includes/headers.ts');
    const fits = results
      .filter((r) => r.outputPath && r.outputPath.endsWith('.html'))
      .map((r) => pageFit(rules, servedPath(relative(output, r.outputPath)), r.content));
    if (!fits.length) return;
    const { info, warnings } = report(fits);
    console.log(info);
    for (const w of warnings) console.warn(w);
    // A test's variant build (another --output, other settings) must not replace the build's own figures.
    if (relative(output, `${distDir}/site`) !== '') return;
    writeFileSync(`${distDir}/first-round-trip.json`, JSON.stringify(fits, null, 1));
    // The same headers and redirects for nginx, outside the deploy folder (README "Deploying").
    const { nginxSecurity, nginxSite } = await import('./site/_includes/nginx.ts');
    mkdirSync(`${distDir}/nginx`, { recursive: true });
    writeFileSync(`${distDir}/nginx/steel-security.conf`, nginxSecurity());
    writeFileSync(`${distDir}/nginx/steel-site.conf`, nginxSite());
  });
  return {
    dir: { input: 'site', includes: '_includes', data: '_data', output: `${distDir}/site` },
  };
}
