// Draws a licence-clean placeholder picture for every image entry of the data files that is marked `placeholder`
// (and for any image path whose file is missing): `npm run placeholders`. Each subject (a beam, a stair, a crane, a
// platform, a gate, a portrait silhouette...) has its own drawing, varied per file, and every picture carries an
// "Example image" band. To use a real photo, drop it at the same path and delete the entry's `placeholder`
// (the entry's `alt` already describes the real photo). Only missing files are drawn; --redraw also redraws the files
// of entries still marked `placeholder` (never a file whose entry has no `placeholder`).
import sharp from 'sharp';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PlaceholderSubject } from '../shared/schema/content.ts';
import { dataFile } from '../shared/data-set.js';

interface Entry {
  src: string;
  placeholder?: PlaceholderSubject;
}
/** A file of the chosen data set (STEEL_DATA; shared/data-set.js), so a fixture's photos can be drawn too. */
const read = (n: string) => JSON.parse(readFileSync(dataFile(n), 'utf8'));
const entries: Entry[] = [
  read('copy').home.hero.image,
  { src: 'images/hero/og-default.jpg', placeholder: 'workshop' },
  ...read('services').map((s: { hero: { image: Entry } }) => s.hero.image),
  ...read('gallery'),
  ...read('team').map((t: { image: Entry }) => t.image),
  // a data folder made before landing pages has none
  ...(existsSync(dataFile('landing-pages')) ? read('landing-pages') : []).map((p: { image: Entry }) => p.image),
];

/** Small deterministic random numbers from the file name, so each picture differs but never changes. */
function rng(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return (h >>> 0) / 4294967296;
  };
}

const STEEL = '#2b3a48',
  PRIMER = '#a33a2a',
  GALV = '#8fa3b3',
  SKY = '#cfdde8',
  BRICK = '#b5603f',
  GROUND = '#6b705c';
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;
/** An I-section seen from the side: flanges and web. */
const iBeam = (x: number, y: number, w: number, d: number, fill: string) =>
  rect(x, y, w, d * 0.22, fill) +
  rect(x, y + d * 0.78, w, d * 0.22, fill) +
  rect(x, y + d * 0.22, w, d * 0.56, fill, 'opacity=".8"');

/** Drawings in a 400 x 300 design space (portrait: 300 x 300), ground at y 240. `r` varies them per file. */
const drawings: Record<PlaceholderSubject, (r: () => number) => string> = {
  beam: (r) => {
    const ox = 90 + r() * 40,
      ow = 180 + r() * 40;
    let bricks = '';
    for (let y = 40; y < 240; y += 14)
      for (let x = (y / 14) % 2 ? 0 : -15; x < 400; x += 30) bricks += rect(x + 1, y + 1, 28, 12, BRICK);
    return (
      rect(0, 0, 400, 300, '#8a4b34') +
      bricks +
      rect(ox, 110, ow, 130, '#e9e4dc') +
      rect(ox - 14, 100, 18, 12, '#9a9a9a') +
      rect(ox + ow - 4, 100, 18, 12, '#9a9a9a') +
      iBeam(ox - 14, 76, ow + 32, 26, PRIMER) +
      line(ox + 40, 112, ox + 40, 240, '#d9a441', 6) +
      line(ox + ow - 40, 112, ox + ow - 40, 240, '#d9a441', 6)
    );
  },
  stair: (r) => {
    const steps = 8 + Math.floor(r() * 4),
      sx = 70 + r() * 30,
      run = 220 / steps,
      rise = 170 / steps;
    let treads = '';
    for (let i = 0; i < steps; i++) treads += rect(sx + i * run, 240 - (i + 1) * rise, run + 6, 6, GALV);
    return (
      rect(0, 0, 400, 300, SKY) +
      rect(0, 240, 400, 60, GROUND) +
      rect(300, 40, 100, 200, '#b8a99a') +
      line(sx, 246, sx + steps * run, 240 - steps * rise, STEEL, 10) +
      treads +
      line(sx, 200, sx + steps * run, 200 - steps * rise, STEEL, 5) +
      Array.from({ length: 5 }, (_, i) =>
        line(
          sx + ((i + 0.5) * (steps * run)) / 5,
          240 - (i + 0.5) * 34 - 2,
          sx + ((i + 0.5) * (steps * run)) / 5,
          200 - (i + 0.5) * 34,
          STEEL,
          3,
        ),
      ).join('')
    );
  },
  crane: (r) => {
    const a = -(35 + r() * 20) * (Math.PI / 180),
      len = 230,
      bx = 150,
      by = 190,
      tx = bx + Math.cos(a) * len,
      ty = by + Math.sin(a) * len;
    return (
      rect(0, 0, 400, 300, SKY) +
      rect(0, 240, 400, 60, GROUND) +
      rect(40, 170, 200, 50, '#c9a227') +
      rect(200, 150, 60, 70, '#c9a227') +
      rect(212, 160, 36, 24, '#9fc3dc') +
      [70, 120, 220].map((x) => `<circle cx="${x}" cy="228" r="16" fill="#222"/>`).join('') +
      line(bx, by, tx, ty, '#e0b000', 14) +
      line(tx, ty, tx, ty + 110, '#333', 2) +
      rect(tx - 40, ty + 110, 80, 40, r() > 0.5 ? '#2f6d9a' : PRIMER) +
      line(60, 220, 30, 244, '#555', 6) +
      line(230, 220, 262, 244, '#555', 6)
    );
  },
  platform: (r) => {
    const h = 120 + r() * 30;
    return (
      rect(0, 0, 400, 300, '#d8dde2') +
      rect(0, 240, 400, 60, '#9aa0a6') +
      rect(40, 240 - h, 320, 14, '#4a5a68') +
      [50, 150, 250, 340].map((x) => rect(x, 254 - h, 12, h - 14, STEEL)).join('') +
      line(40, 240 - h - 50, 360, 240 - h - 50, '#e0b000', 6) +
      line(40, 240 - h - 25, 360, 240 - h - 25, '#e0b000', 4) +
      [40, 120, 200, 280, 360].map((x) => line(x, 240 - h, x, 240 - h - 50, '#e0b000', 5)).join('') +
      rect(180, 210, 70, 30, '#b08850') +
      rect(270, 214, 60, 26, '#b08850')
    );
  },
  gate: (r) => {
    const bars = 14 + Math.floor(r() * 8);
    let g = '';
    for (let i = 0; i <= bars; i++) g += line(70 + i * (260 / bars), 110, 70 + i * (260 / bars), 236, '#1f2328', 5);
    return (
      rect(0, 0, 400, 300, SKY) +
      rect(0, 236, 400, 64, '#8c8c84') +
      rect(0, 150, 60, 90, '#7a8c5a') +
      rect(340, 150, 60, 90, '#7a8c5a') +
      rect(52, 90, 18, 150, '#1f2328') +
      rect(330, 90, 18, 150, '#1f2328') +
      g +
      line(70, 118, 330, 118, '#1f2328', 8) +
      line(70, 226, 330, 226, '#1f2328', 8) +
      line(199, 110, 199, 236, '#1f2328', 6) +
      line(201, 110, 201, 236, '#1f2328', 6)
    );
  },
  frame: (r) => {
    const bays = 3 + Math.floor(r() * 2),
      w = 300 / bays,
      ridge = 70 + r() * 20;
    let f = '';
    for (let i = 0; i <= bays; i++) f += rect(50 + i * w - 6, 130, 12, 110, PRIMER);
    f +=
      line(44, 130, 200, ridge, PRIMER, 12) +
      line(356, 130, 200, ridge, PRIMER, 12) +
      line(44, 134, 356, 134, PRIMER, 6);
    return rect(0, 0, 400, 300, SKY) + rect(0, 240, 400, 60, GROUND) + f;
  },
  welding: (r) => {
    const sx = 230 + r() * 40,
      sy = 170 + r() * 20;
    const sparks = Array.from({ length: 30 }, () => {
      const a = -Math.PI * r(),
        l = 20 + r() * 60;
      return line(sx, sy, sx + Math.cos(a) * l, sy + Math.sin(a) * l * 0.8, '#ffcf4d', 2);
    }).join('');
    return (
      rect(0, 0, 400, 300, '#2a3340') +
      rect(0, 240, 400, 60, '#1b2027') +
      iBeam(150, 180, 230, 40, '#59636e') +
      `<circle cx="${sx - 90}" cy="120" r="26" fill="#111"/>` +
      rect(sx - 125, 146, 70, 90, '#111', 'rx="18"') +
      line(sx - 70, 170, sx, sy, '#111', 12) +
      `<circle cx="${sx}" cy="${sy}" r="40" fill="#ffd36b" opacity=".35"/>` +
      sparks
    );
  },
  railing: (r) => {
    const n = 10 + Math.floor(r() * 6);
    let bal = '';
    for (let i = 0; i <= n; i++) bal += line(40 + i * (320 / n), 150, 40 + i * (320 / n), 236, '#222', 4);
    return (
      rect(0, 0, 400, 300, '#bcd3e6') +
      rect(0, 200, 400, 100, '#c9b99b') +
      rect(0, 236, 400, 64, '#a8957a') +
      rect(30, 142, 340, 10, '#333') +
      bal +
      `<circle cx="${300 + r() * 60}" cy="60" r="26" fill="#fff3c4"/>`
    );
  },
  workshop: (r) => {
    const beams = Array.from({ length: 3 + Math.floor(r() * 3) }, (_, i) =>
      iBeam(60 + r() * 40, 200 - i * 18, 220 + r() * 60, 16, i % 2 ? GALV : PRIMER),
    ).join('');
    return (
      rect(0, 0, 400, 300, '#3b4652') +
      rect(0, 240, 400, 60, '#262c33') +
      rect(0, 40, 400, 10, '#e0b000') +
      line(200, 50, 200, 110, '#999', 2) +
      rect(185, 110, 30, 14, '#e0b000') +
      rect(50, 222, 300, 18, '#596673') +
      beams +
      rect(330, 140, 40, 100, '#596673')
    );
  },
  design: (r) => {
    const k = 0.8 + r() * 0.4;
    const p = (x: number, y: number) => `${200 + x * k},${150 + y * k}`;
    const cube = [
      [-60, 20, 60, 20],
      [-60, -50, 60, -50],
      [-60, 20, -60, -50],
      [60, 20, 60, -50],
      [-20, 0, 100, 0],
      [-20, -70, 100, -70],
      [-20, 0, -20, -70],
      [100, 0, 100, -70],
      [-60, 20, -20, 0],
      [60, 20, 100, 0],
      [-60, -50, -20, -70],
      [60, -50, 100, -70],
    ];
    return (
      rect(0, 0, 400, 300, '#e6e8eb') +
      rect(60, 40, 280, 180, '#111', 'rx="8"') +
      rect(72, 52, 256, 156, '#0e2233') +
      cube
        .map(
          ([x1, y1, x2, y2]) =>
            `<polyline points="${p(x1, y1)} ${p(x2, y2)}" stroke="#5ad1ff" stroke-width="4" fill="none"/>`,
        )
        .join('') +
      rect(180, 220, 40, 20, '#333') +
      rect(140, 240, 120, 8, '#333')
    );
  },
  portrait: (r) => {
    const bg = ['#cfd9e3', '#d9d3c7', '#d2dccb', '#dcd0d6'][Math.floor(r() * 4)],
      x = 125 + r() * 50,
      s = 0.9 + r() * 0.2;
    const hat = r() > 0.5;
    return (
      rect(0, 0, 300, 300, bg) +
      `<g transform="translate(${x} 0) scale(${s.toFixed(2)} 1)">` +
      `<circle cx="0" cy="120" r="56" fill="#4a5663"/>` +
      `<path d="M-110 300 C-110 210 -60 190 0 190 S110 210 110 300 Z" fill="#4a5663"/>` +
      (hat
        ? `<path d="M-58 104 C-58 60 58 60 58 104 Z" fill="#e0b000"/>` + rect(-66, 100, 132, 10, '#e0b000', 'rx="4"')
        : '') +
      '</g>'
    );
  },
};

function picture(e: Entry, w: number, h: number): string {
  const subject = e.placeholder ?? 'workshop';
  const [vw, vh] = subject === 'portrait' ? [300, 300] : [400, 300];
  // the output's shape (16:9 heroes, 4:3 gallery, square portraits): the drawing is centred, the band sits at the bottom
  const oh = Math.round((vw * h) / w),
    band = Math.round(oh * 0.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${oh}">
    ${rect(0, 0, vw, oh, '#0f2a3d')}<g transform="translate(0 ${(oh - vh) / 2})">${drawings[subject](rng(e.src))}</g>
    ${rect(0, oh - band, vw, band, '#0f2a3d', 'opacity=".85"')}
    <text x="${vw / 2}" y="${oh - band * 0.32}" font-family="DejaVu Sans, sans-serif" font-size="${band * 0.55}" font-weight="700" fill="#fff" text-anchor="middle">Example image</text>
  </svg>`;
}

const redraw = process.argv.includes('--redraw');
let made = 0;
const seen = new Set<string>();
for (const e of entries) {
  if (seen.has(e.src)) continue;
  seen.add(e.src);
  const file = `site/${e.src}`;
  if (existsSync(file) && !(redraw && e.placeholder)) continue;
  mkdirSync(dirname(file), { recursive: true });
  const [w, h] = e.src.includes('/team/') ? [800, 800] : e.src.includes('/gallery/') ? [1600, 1200] : [1920, 1080];
  await sharp(Buffer.from(picture(e, w, h)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(file);
  made++;
  console.log(`${file}: ${e.placeholder ?? 'workshop'}, ${Math.round(statSync(file).size / 1024)} KB`);
}
console.log(`placeholders: drew ${made}, left ${seen.size - made} as they are`);
