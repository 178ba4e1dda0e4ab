// Validates every data file: `npm run check:data` (the first step of `npm run build`). An error (a schema's, a
// reference's, a content rule's: shared/data/rules.ts) stops the build with exit 1; a warning is printed and the build
// goes on (docs/cms.md, "What the build checks").
import { dataFindings } from '../../scripts/check-live.ts';
import { DataError, dataFiles, formatFinding, loadAll } from './load.ts';
import { contentFindings } from './rules.ts';

try {
  const data = loadAll();
  const warnings = contentFindings(data).filter((f) => f.level === 'warning');
  for (const w of warnings) console.warn(`Warning: ${formatFinding(w)}`);
  // Placeholders are fine in a preview; going live is `npm run check:live`'s gate, which lists each one.
  const examples = Object.keys(dataFiles).flatMap((name) =>
    dataFindings(`${name}.json`, data[name as keyof typeof data]),
  );
  if (examples.length)
    console.warn(
      `Note: ${examples.length} placeholder(s) left in the data (example photos, reviews or team, drama-range phone numbers, example.com addresses): fine for a preview; \`npm run check:live\` lists them and refuses to go live until they are replaced.`,
    );
  console.log(`Business data is valid${warnings.length ? `, with ${warnings.length} warning(s) above` : ''}.`);
} catch (e) {
  if (!(e instanceof DataError)) throw e;
  console.error(e.message);
  process.exit(1);
}
