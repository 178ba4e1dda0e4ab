// Makes a licence-clean placeholder photo for every image path in the data files that has no file yet:
// `npm run placeholders`. Replace any of them by dropping a real photo at the same path.
import sharp from 'sharp';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const read = (n: string) => JSON.parse(readFileSync(`shared/data/${n}.json`, 'utf8'));
const paths: string[] = [
  read('copy').home.hero.image.src,
  'images/hero/og-default.jpg',
  ...read('services').map((s: any) => s.hero.image.src),
  ...read('gallery').map((g: any) => g.src),
  ...read('team').map((t: any) => t.image.src),
];

/** Small deterministic random numbers from the file name, so each placeholder differs but never changes. */
function rng(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => ((h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909)) >>> 0) / 4294967296;
}

function scene(path: string, w: number, h: number): string {
  const r = rng(path);
  const hue = Math.floor(195 + r() * 30);
  const beams = Array.from({ length: 3 + Math.floor(r() * 4) }, (_, i) => {
    const x = Math.floor(r() * w), bw = 18 + Math.floor(r() * 40), tilt = Math.floor(r() * 30 - 15);
    return `<g transform="rotate(${tilt} ${x} ${h})" opacity="${(0.55 + r() * 0.4).toFixed(2)}">
      <rect x="${x}" y="${h * 0.15 + i * 20}" width="${bw}" height="${h}" fill="hsl(${hue},18%,${12 + i * 4}%)"/>
      <rect x="${x - bw * 0.6}" y="${h * 0.15 + i * 20}" width="${bw * 2.2}" height="${bw * 0.35}" fill="hsl(${hue},16%,${18 + i * 4}%)"/></g>`;
  }).join('');
  const girder = `<rect x="0" y="${Math.floor(h * (0.25 + r() * 0.3))}" width="${w}" height="${Math.floor(h * 0.06)}" fill="hsl(${hue},20%,16%)"/>`;
  const sx = Math.floor(w * (0.3 + r() * 0.4)), sy = Math.floor(h * (0.45 + r() * 0.3));
  const sparks = Array.from({ length: 40 }, () => {
    const a = r() * Math.PI * 2, len = 20 + r() * h * 0.25;
    return `<line x1="${sx}" y1="${sy}" x2="${(sx + Math.cos(a) * len).toFixed(0)}" y2="${(sy + Math.sin(a) * len * 0.6).toFixed(0)}" stroke="hsl(${35 + r() * 15},100%,${60 + r() * 25}%)" stroke-width="${(1 + r() * 2).toFixed(1)}" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,${30 + r() * 15}%)"/><stop offset="1" stop-color="hsl(${hue},25%,10%)"/></linearGradient>
    <radialGradient id="glow" cx="${(sx / w).toFixed(2)}" cy="${(sy / h).toFixed(2)}" r="0.35"><stop offset="0" stop-color="hsl(38,100%,70%)" stop-opacity="0.9"/><stop offset="1" stop-color="hsl(38,100%,50%)" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${girder}${beams}
    <rect width="${w}" height="${h}" fill="url(#glow)"/>${sparks}
    <rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="hsl(${hue},15%,8%)"/></svg>`;
}

let made = 0;
for (const p of new Set(paths)) {
  const file = `site/${p}`;
  if (existsSync(file)) continue;
  mkdirSync(dirname(file), { recursive: true });
  const [w, h] = p.includes('/team/') ? [800, 800] : p.includes('/gallery/') ? [1600, 1200] : [1920, 1080];
  await sharp(Buffer.from(scene(p, w, h))).jpeg({ quality: 80, mozjpeg: true }).toFile(file);
  made++;
}
console.log(`placeholders: made ${made}, ${paths.length - made} already there`);
