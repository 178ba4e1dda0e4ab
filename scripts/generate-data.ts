// npm run generate:data -- [--seed N] [--edge] [--out folder]: writes one data set made from the schemas
// (scripts/generated-data.ts) into a folder shaped like shared/data, to build with `STEEL_DATA=<folder> npm run build`.
// Without --seed a random seed is drawn and printed, so a set that breaks something can be made again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate, type Mode } from './generated-data.ts';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const seed = Number(arg('seed') ?? Math.floor(Math.random() * 2 ** 31));
const mode: Mode = args.includes('--edge') ? 'edge' : 'random';
const out = arg('out') ?? `.cache/generated/gen-${mode}-${seed}`;

const data = generate(seed, mode);
mkdirSync(out, { recursive: true });
for (const [name, value] of Object.entries(data))
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
console.log(`Generated data set (${mode}, seed ${seed}) in ${out}`);
