// Eleventy builds every route as static HTML. Pages are TSX components (tsx compiles them);
// data comes from the project's shared/ folder, validated with zod in site/_data.
import 'tsx/esm';
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
  eleventyConfig.addWatchTarget('shared/');
  eleventyConfig.addWatchTarget(dataDir);
  // widgets/ is not watched here: `npm run dev` (scripts/dev.js) restarts Eleventy once Vite has rebuilt
  // the widgets, so pages never name script files that are not written yet.
  eleventyConfig.setQuietMode(true);
  return {
    dir: { input: 'site', includes: '_includes', data: '_data', output: `${distDir}/site` },
  };
}
