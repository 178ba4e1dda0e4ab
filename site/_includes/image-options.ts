/** Encoder settings of every photo, shared by the build (images.ts) and the dev server's on-request encoder (eleventy.config.js). */
export const encoderOptions = {
  sharpAvifOptions: { quality: 50, effort: 0 }, // effort 0: a tenth of the encoding time of effort 2 for files about a quarter larger
  sharpJpegOptions: { quality: 72, mozjpeg: true },
};

/**
 * Under `npm run dev` (Eleventy's serve mode) photos are encoded when the browser first asks for one
 * rather than all before the first page is served, so a fresh clone serves `/` in seconds. The built
 * site (`npm run build`) always has every size written out.
 */
export const encodeOnRequest = process.env.ELEVENTY_RUN_MODE === 'serve';
