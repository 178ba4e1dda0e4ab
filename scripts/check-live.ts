// The go-live gate: `npm run check:live` lists every placeholder still in the business data and the photos,
// naming file and field, and fails while any is left (README, "Before going live"). The deploy recipes run it for
// production only (netlify.toml, README "Deploying"); previews and `npm test` build with the placeholders.
// Usage: tsx scripts/check-live.ts [--data shared/data] [--images site/images]
// The data folder defaults to the build's data set (STEEL_DATA, shared/data-set.js), so it checks a fixture set too.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { dataDir as buildDataDir } from '../shared/data-set.js';
import { BACKEND_FILE, resolveBackend, type Backend } from '../shared/cms/backend.ts';

export interface Finding {
  /** the file, relative to the working folder */
  file: string;
  /** where in it: a JSON path such as `company.number`, or the image itself */
  field: string;
  problem: string;
}

/**
 * Ofcom's numbers reserved for drama (never connected), in national format: the shipped phone and chat numbers
 * are from these ranges. https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbers-for-drama
 */
const DRAMA_RANGES = [
  '01134960',
  '01144960',
  '01154960',
  '01164960',
  '01174960',
  '01184960',
  '01214960',
  '01314960',
  '01414960',
  '01514960',
  '01614960',
  '02079460',
  '02890180',
  '02920180',
  '01632960',
  '07700900',
  '08081570',
  '09098790',
  '03069990',
];
/** A UK number written in a string (display `01632 960 418`, E.164 `+441632960418`, or `wa.me/441632...`), in national format. */
function ukNumbers(text: string): string[] {
  return [...text.matchAll(/(?:\+|\b)[\d][\d ()-]{8,16}\d/g)]
    .map((m) => m[0].replace(/\D/g, ''))
    .map((d) => (d.startsWith('44') && d.length === 12 ? `0${d.slice(2)}` : d))
    .filter((d) => d.length === 11 && d.startsWith('0'));
}

/** Domains reserved for documentation (RFC 2606), in an address or a web address. */
const EXAMPLE_DOMAIN = /(^|[@/.])example\.(com|org|net)\b/i;
/** A social profile or listing left at the shipped `https://www.facebook.com/example`. */
const EXAMPLE_PATH = /^https?:\/\/[^/]+\/example\/?$/i;

const path = (keys: (string | number)[]) =>
  keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || '(root)';

/** Every placeholder in one data file's parsed JSON. */
export function dataFindings(file: string, value: unknown): Finding[] {
  const found: Finding[] = [];
  const name = file.replace(/^.*[/\\]/, '');
  const walk = (v: unknown, keys: (string | number)[]) => {
    const field = path(keys);
    const at = (problem: string) => found.push({ file, field, problem });
    const key = keys.at(-1);
    if (key === 'placeholder' && v !== false && v !== undefined && v !== null)
      return at(`marked as a placeholder (${JSON.stringify(v)}): replace the example and delete \`placeholder\``);
    if (typeof v === 'string') {
      if (EXAMPLE_DOMAIN.test(v)) at(`an example.com address: ${v}`);
      else if (EXAMPLE_PATH.test(v)) at(`an example profile address: ${v}`);
      for (const n of ukNumbers(v))
        if (DRAMA_RANGES.some((r) => n.startsWith(r))) at(`a phone number from Ofcom's drama range: ${n}`);
      if (/^0+$/.test(v) && /number/i.test(String(key))) at(`the placeholder company number ${v}`);
      // The legal identity: the footer, privacy and terms pages show it (Companies Act trading disclosures).
      const legal =
        name === 'legal.json' || (name === 'business.json' && /^(legalName|company)$/.test(String(keys[0])));
      if (legal && !v.trim()) at('empty: a legal field the pages show');
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...keys, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...keys, k]);
  };
  walk(value, []);
  return found;
}

/**
 * Whether a photo still carries the band scripts/placeholders.ts draws at its foot: a strip of the brand's
 * navy (#0f2a3d at 85 %, over the drawing) across the bottom tenth, with the white words "Example image" in the
 * middle. A real photo is not uniformly that navy at both ends of its bottom edge with white in between.
 */
export async function isExampleImage(file: string): Promise<boolean> {
  const W = 100;
  const { data, info } = await sharp(file)
    .resize({ width: W })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const H = info.height;
  const band = Math.max(2, Math.round(H * 0.1));
  const px = (x: number, y: number) => [...data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];
  const navy = [15, 42, 61].map((c) => c * 0.85);
  const rows = Array.from({ length: band - 2 }, (_, i) => H - band + 1 + i);
  const edges = rows.flatMap((y) => [0, 2, 4, 6, 8, W - 9, W - 7, W - 5, W - 3, W - 1].map((x) => px(x, y)));
  // the drawing shows through the band at 15 %; JPEG adds a little noise
  const onBand = edges.every((p) => p.every((c, i) => c >= navy[i] - 8 && c <= navy[i] + 0.15 * 255 + 8));
  const text = rows.some((y) =>
    Array.from({ length: 40 }, (_, i) => px(30 + i, y)).some((p) => p.every((c) => c > 200)),
  );
  return onBand && text;
}

const IMAGE = /\.(jpe?g|png|webp|avif)$/i;
const listImages = (dir: string): string[] =>
  existsSync(dir)
    ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => IMAGE.test(f)).map((f) => join(dir, f))
    : [];

/** Every placeholder in the data folder (each *.json) and the photos folder. */
export async function findPlaceholders(dataDir: string, imagesDir: string): Promise<Finding[]> {
  const rel = (f: string) => relative(process.cwd(), f) || f;
  const found: Finding[] = [];
  for (const f of readdirSync(dataDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = join(dataDir, f);
    found.push(...dataFindings(rel(file), JSON.parse(readFileSync(file, 'utf8'))));
  }
  for (const file of listImages(imagesDir).sort())
    if (await isExampleImage(file))
      found.push({
        file: rel(file),
        field: '(the photo)',
        problem: 'a generated "Example image": put the real photo here',
      });
  return found;
}

/**
 * What the owner's editor at /admin still lacks to sign in on the live site (shared/cms/backend.ts), with the
 * environment this check runs in, which on a host is the build's. A warning, not a placeholder: visitors never see
 * /admin, and a site edited through git needs no editor.
 */
export function editorFindings(env: Record<string, string | undefined>, file = BACKEND_FILE): Finding[] {
  const setting = JSON.parse(readFileSync(file, 'utf8')) as Backend;
  return resolveBackend(setting, env).problems.map((p) => ({ file, field: p.field, problem: p.problem }));
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = arg('data') ?? relative(process.cwd(), buildDataDir);
  const imagesDir = arg('images') ?? 'site/images';
  const found = await findPlaceholders(dataDir, imagesDir);
  const editor = editorFindings(process.env);
  if (editor.length) {
    console.warn('The editor at /admin/ cannot sign in on the live site yet (docs/cms.md, "Editing the live site"):');
    for (const f of editor) console.warn(`  ${f.file}: ${f.field}: ${f.problem}`);
  }
  if (found.length) {
    console.error(`Not ready to go live: ${found.length} placeholder(s) left (README, "Before going live"):`);
    for (const f of found) console.error(`  ${f.file}: ${f.field}: ${f.problem}`);
    process.exit(1);
  }
  console.log(`Ready to go live: no placeholders in ${dataDir} or ${imagesDir}.`);
}
