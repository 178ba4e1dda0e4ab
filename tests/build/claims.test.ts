/**
 * One consistent set of claims (docs/design.md: "No two sentences on the site may contradict each other on a
 * figure"). Reads the BUILT HTML of every page (visible text, meta descriptions and JSON-LD text; customers' own
 * words in review quotes are left out) and checks, per kind of claim, that every figure stated agrees with
 * shared/data/business.json and areas.json and says what it applies to.
 */
import { describe, it, expect } from 'vitest';
import { allRoutes, ROOT, jsonLd } from './built-site.ts';
import { load, textOf, norm } from './content-helpers.ts';
import { readData } from '../../shared/data/load.ts';

const business = readData('business');
const areas = readData('areas');
const copy = readData('copy');
const claims = business.claims;
const fileOf = (route: string) => (route === '/404' ? `${ROOT}/404.html` : route);
const routes = [...allRoutes, '/404'];

/** What a visitor or a search engine reads on a page, review quotes left out. */
function statedText(route: string): string {
  const doc = load(fileOf(route));
  const metas = (
    [...doc.querySelectorAll('meta[name="description"], meta[property="og:description"]')] as Element[]
  ).map((m) => m.getAttribute('content') ?? '');
  const ld: string[] = [];
  const walk = (o: unknown) => {
    if (typeof o === 'string') ld.push(o);
    else if (o && typeof o === 'object') Object.values(o).forEach(walk);
  };
  jsonLd(doc).forEach(walk);
  doc.querySelectorAll('blockquote').forEach((q) => q.remove());
  return norm([textOf(doc.body), ...metas, ...ld].join(' . '));
}
const texts = new Map(routes.map((r) => [r, statedText(r)]));

/** Every match of `re` on every page, with the text around it (`before` and `after` characters). */
function findAll(re: RegExp, before = 160, after = 80) {
  const hits: { route: string; m: RegExpMatchArray; around: string; lead: string }[] = [];
  for (const [route, text] of texts) {
    for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))) {
      const lead = text.slice(Math.max(0, m.index! - before), m.index!);
      hits.push({ route, m, lead, around: `${lead}${text.slice(m.index!, m.index! + m[0].length + after)}` });
    }
  }
  return hits;
}
const where = (h: { route: string; around: string }) => `${h.route}: …${h.around}…`;
/** "12 months" -> 12 months, "10 years" / "10 year" -> 120 months */
const months = (n: string, unit: string) => Number(n) * (/^y/i.test(unit) ? 12 : 1);
const parse = (s: string) => {
  const m = s.match(/(\d+)[- ]?(year|month)/i)!;
  return months(m[1], m[2]);
};

describe('claims agree with business.json everywhere', () => {
  it('warranties: 12 months on all workmanship; a longer one only where it names what it covers', () => {
    const kinds = [
      { months: parse(claims.workmanshipWarranty), covers: /./ },
      { months: parse(claims.beamInstallationWarranty), covers: /beam/i },
      { months: parse(claims.staircaseFrameWarranty), covers: /stair/i },
      { months: parse(claims.galvanisedFinishGuarantee), covers: /galvanis/i },
    ];
    const hits = [
      ...findAll(/\b(\d+)[- ](year|month)s?\b[\w ]{0,30}?\b(warranty|guarantee)/i),
      ...findAll(/\b(warranty|guarantee)\b[^.]{0,30}?\b(\d+)[- ](year|month)s?\b/i),
    ];
    expect(hits.length).toBeGreaterThan(5);
    const bad = hits.filter((h) => {
      const figure = parse(h.m[0]);
      const sentence = h.around.slice(h.around.lastIndexOf('.', h.lead.length) + 1);
      return !kinds.some((k) => k.months === figure && k.covers.test(sentence));
    });
    expect(bad.map(where)).toEqual([]);
    // A sentence about all work or every job states the workmanship warranty, not a longer one.
    const all = findAll(/\b(every job|all (of our )?(work|workmanship))\b[^.]{0,60}\b\d+[- ](year|month)s?\b/i);
    expect(
      all
        .filter((h) => parse(h.m[0].replace(/^.*?(\d+[- ](year|month))/i, '$1')) !== parse(claims.workmanshipWarranty))
        .map(where),
    ).toEqual([]);
  });

  it(`emergency response: "${claims.emergencyResponse}", always with the area it applies to (${claims.emergencyResponseArea})`, () => {
    const hits = findAll(/\b(under|within|in less than) (\d+|one|two|three) hours?\b/i, 240, 60).filter(
      (h) => !/\b24 hours? a day\b/i.test(h.m[0]),
    );
    expect(hits.length).toBeGreaterThan(5);
    const wrong = hits.filter(
      (h) => /^under/i.test(h.m[0]) && norm(h.m[0]).toLowerCase() !== claims.emergencyResponse.toLowerCase(),
    );
    expect(wrong.map(where), 'another emergency figure').toEqual([]);
    const unqualified = hits.filter(
      (h) => /^under/i.test(h.m[0]) && !h.around.toLowerCase().includes(claims.emergencyResponseArea.toLowerCase()),
    );
    expect(unqualified.map(where), 'emergency response without its area').toEqual([]);
  });

  it(`quote response: every "reply/respond/quote within N hours" is ${claims.quoteResponse}`, () => {
    const hits = findAll(/\b(reply|respond|response|quote)[^.]{0,40}?\bwithin (\d+) hours\b/i);
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.filter((h) => !h.m[0].endsWith(`within ${claims.quoteResponse}`)).map(where)).toEqual([]);
  });

  it('regional response times are stated as site visits, once per region, as in areas.json', () => {
    for (const r of areas.regions) {
      const hits = findAll(
        new RegExp(`\\b${r.region}\\b:? \\(?${r.responseTime.replace(/[-+]/g, '\\$&')}`, 'i'),
        200,
        10,
      );
      for (const h of hits) expect(h.around, where(h)).toMatch(/site visit/i);
    }
  });

  it(`years in business: the firm's "${claims.years}" and every "N years of experience" fit the founding year (or say they are the team's)`, () => {
    const founded = Number(copy.about.timeline[0].year);
    const age = new Date().getFullYear() - founded;
    expect(parseInt(claims.years), `claims.years against founding in ${founded}`).toBeLessThanOrEqual(age);
    const hits = [
      ...findAll(
        /\b(over |more than )?(\d+)\+? years?\b (of [\w ]{0,20}experience|installing|in business|behind it|ago)/i,
        120,
        60,
      ),
      ...findAll(/\b(\d+)\+ years? of [\w ]{0,30}experience\b/i, 120, 60),
    ];
    expect(hits.length).toBeGreaterThan(3);
    const bad = hits.filter((h) => Number(h.m[0].match(/\d+/)![0]) > age && !/\bteam\b/i.test(h.around));
    expect(bad.map(where)).toEqual([]);
  });

  it(`project counts: the regions add up to the "${claims.projects}" total and no count exceeds the total or its region`, () => {
    const total = parseInt(claims.projects);
    const regionCount = Object.fromEntries(areas.regions.map((r) => [r.region.toLowerCase(), parseInt(r.projects)]));
    expect(Object.values(regionCount).reduce((a, b) => a + b, 0)).toBe(total);
    expect(regionCount.kent).toBe(parseInt(claims.kentProjects));
    const hits = findAll(
      /\b(more than |over )?(\d[\d,]*)\+? ((completed|finished) )?([A-Z][a-z]+( East)? )?(\w+ )?projects\b/,
      60,
      40,
    );
    expect(hits.length).toBeGreaterThan(5);
    const bad = hits.filter((h) => {
      const n = Number(h.m[2].replace(/,/g, ''));
      const region = Object.keys(regionCount).find((k) => h.m[0].toLowerCase().includes(k));
      return (
        n > total ||
        (region !== undefined && n > regionCount[region]) ||
        (n === total && !h.m[0].includes(String(total)))
      );
    });
    expect(bad.map(where)).toEqual([]);
    // per-service counts of jobs (not of items, like beams, several to a job) fit inside the total together
    const perService = readData('services')
      .flatMap((s) => s.sections.flatMap((sec) => (sec.kind === 'stats' ? sec.items : [])))
      .filter(
        (i) =>
          /\d+\+$/.test(i.value) &&
          !/several|often/i.test(i.label) &&
          /built|completed|projects|installed|fitted/i.test(i.label),
      );
    const sum = perService.reduce((a, i) => a + parseInt(i.value), 0);
    expect(sum, perService.map((i) => `${i.value} ${i.label}`).join(', ')).toBeLessThanOrEqual(total);
  });

  it(`crane capacity: "${claims.cranes}" (max ${claims.craneMax}) for the mobile cranes, never said of the Hiab lorry-mounted cranes`, () => {
    const max = parseInt(claims.craneMax);
    const hits = findAll(/\b(\d+)( to (\d+))? ?(tonnes|t)\b/i, 200, 20).filter((h) => /tonnes|\d+t\b/i.test(h.m[0]));
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.filter((h) => Number(h.m[3] ?? h.m[1]) > max).map(where), `above ${claims.craneMax}`).toEqual([]);
    const ranges = hits.filter((h) => h.m[2]);
    expect(ranges.filter((h) => norm(h.m[0]) !== norm(claims.cranes)).map(where)).toEqual([]);
    const saidOfHiab = ranges.filter((h) => {
      const sentence = h.lead.slice(h.lead.search(/[^.]*$/));
      const types = [...sentence.matchAll(/\b(mobile|hiabs?|lorry-mounted)\b/gi)];
      return types.length > 0 && !/mobile/i.test(types.at(-1)![0]);
    });
    expect(saidOfHiab.map(where)).toEqual([]);
  });

  it('area served: the JSON-LD names the counties the copy names, no radius; every "within N miles" is the one in areas.json', () => {
    for (const route of routes) {
      const biz = jsonLd(load(fileOf(route))).find((o) => o['@type'] === 'GeneralContractor');
      if (!biz?.areaServed) continue; // the business's card only (site/_includes/jsonld.ts)
      expect(biz.areaServed.geoRadius, `${route}: a radius leaves out places the copy names`).toBeUndefined();
      expect(biz.areaServed).toEqual(areas.counties);
    }
    const miles = areas.regions[0].responseTime.match(/within (\d+) miles/)![1];
    expect(claims.emergencyResponseArea).toContain(`within ${miles} miles`);
    const hits = findAll(/\bwithin (\d+) (miles|km|kilometres)\b/i);
    expect(hits.filter((h) => h.m[1] !== miles || h.m[2] !== 'miles').map(where)).toEqual([]);
    const areasText = texts.get('/areas-we-serve')!;
    for (const c of areas.counties) expect(areasText).toContain(c);
  });

  it('no one "approves" us who does not: the HSE approves no firms', () => {
    expect(findAll(/\bHSE[- ]approved\b|\bapproved by (the )?HSE\b/i).map(where)).toEqual([]);
  });
});
