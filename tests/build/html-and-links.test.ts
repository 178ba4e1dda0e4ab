import { describe, it, expect } from 'vitest';
import { checkLinks, htmlFiles } from '../lib/links.ts';
import { vnuErrors } from '../lib/vnu.ts';
import { ROOT, allRoutes } from './built-site.ts';
import { readData } from '../../shared/data/load.ts';

// at least every route of the data set the build was given (a generated set may have one service page)
const everyRoute = allRoutes.length;

const business = readData('business');
const contacts = { tel: `tel:${business.phone.e164}`, email: business.email };

describe('the built HTML', () => {
  it('is valid: the W3C Nu checker finds no errors on any page', () => {
    const errors = vnuErrors([ROOT]).map((m) => `${m.url.replace(/^.*dist\/site/, '')}:${m.lastLine}: ${m.message}`);
    // on one line: npm test's summary of a failed stage shows the error's line (scripts/test-all.js failureLines)
    expect(errors, `vnu: ${errors.join(' | ')}`).toEqual([]);
  }, 120_000);

  it('has no broken internal link or image, and every tel: and mailto: reaches the business', () => {
    const files = htmlFiles(ROOT);
    expect(files.length).toBeGreaterThanOrEqual(everyRoute);
    const problems = checkLinks(ROOT, contacts, files).map(
      (p) => `${p.file.replace(ROOT, '')}: ${p.ref}: ${p.problem}`,
    );
    expect(problems).toEqual([]);
  });
});
