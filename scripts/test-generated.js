// npm run test:generated: data sets made from the zod schemas (scripts/generated-data.ts) each build and pass the
// build checks and the page-level browser checks that hold for any valid data. The first set is the edge set (the
// longest strings and largest lists the schemas allow, no reviews, one service, one photo), the others random.
// Each set costs one build; its folder (.cache/generated/) and build (dist-gen-*) are removed when it passes and
// kept when it fails, with the command that makes the same set again.
//
//   node scripts/test-generated.js                 2 sets (edge + 1 random), a new seed each run (printed)
//   node scripts/test-generated.js --sets 5        more sets (npm run bench:generated uses 4)
//   node scripts/test-generated.js --seed 123      replay: the sets of that seed (set i uses seed + i)
//   --no-browser                                   the build checks only
//   --browser-sets 1                               the browser checks on the first set only (npm test: the edge set;
//                                                  the others build and pass the build checks, a minute each)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { BROWSER_CHECKS, buildChecks } from './generated-checks.js';
import { projectRoot } from '../shared/data-set.js';

// The sets' folders, their builds and the commands below are named from the project's root, wherever this is run from.
process.chdir(projectRoot);

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const sets = Number(arg('sets', 2));
const seed = Number(arg('seed', Math.floor(Math.random() * 2 ** 31)));
const browserSets = args.includes('--no-browser') ? 0 : Number(arg('browser-sets', sets));

// Which checks run on a generated set, and why the others do not (scripts/generated-checks.js).
const BUILD_CHECKS = buildChecks();

/** Runs a command with the data set's environment; returns its seconds and whether it passed. */
function run(label, cmd, cmdArgs, env) {
  console.log(`\n== ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: (performance.now() - t0) / 1000 };
}

console.log(
  `Generated data sets: ${sets}, seed ${seed} (replay with: node scripts/test-generated.js --seed ${seed} --sets ${sets})`,
);
const rows = [];
for (let i = 0; i < sets; i++) {
  const mode = i === 0 ? 'edge' : 'random';
  const s = seed + i;
  const dir = `.cache/generated/gen-${mode}-${s}`;
  // TEST_PORT when given, else playwright.config.ts picks a free port for each set's browser checks
  const env = { STEEL_DATA: dir };
  const row = { set: `${mode} ${s}`, steps: [] };
  rows.push(row);
  const steps = [
    [
      'generate',
      'npx',
      ['tsx', 'scripts/generate-data.ts', '--seed', String(s), ...(mode === 'edge' ? ['--edge'] : []), '--out', dir],
    ],
    ['build', 'npm', ['run', 'build']],
    ['build checks', 'npx', ['vitest', 'run', '--config', 'tests/build/vitest.config.ts', ...BUILD_CHECKS]],
    ...(i < browserSets ? [['browser checks', 'npx', ['playwright', 'test', ...BROWSER_CHECKS]]] : []),
  ];
  for (const [label, cmd, cmdArgs] of steps) {
    const r = run(`${row.set}: ${label}`, cmd, cmdArgs, env);
    row.steps.push({ label, ...r });
    // without data or a build there is nothing to check; the two kinds of checks run whatever the other found
    if (!r.ok && (label === 'generate' || label === 'build')) break;
  }
  row.ok = row.steps.every((s) => s.ok);
  if (row.ok) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`dist-gen-${mode}-${s}`, { recursive: true, force: true });
  } else
    console.error(
      `\nSet ${row.set} failed; its data is in ${dir}. Again: npx tsx scripts/generate-data.ts --seed ${s}${mode === 'edge' ? ' --edge' : ''} --out ${dir}`,
    );
}

console.log(
  '\nset            | result | ' + ['generate', 'build', 'build checks', 'browser checks'].join(' | ') + ' | total',
);
for (const r of rows) {
  const cell = (label) => {
    const s = r.steps.find((x) => x.label === label);
    return s ? `${s.seconds.toFixed(0)} s${s.ok ? '' : ' FAILED'}` : '-';
  };
  const total = r.steps.reduce((t, s) => t + s.seconds, 0);
  console.log(
    `${r.set.padEnd(14)} | ${r.ok ? 'passed' : 'FAILED'} | ${['generate', 'build', 'build checks', 'browser checks'].map(cell).join(' | ')} | ${total.toFixed(0)} s`,
  );
}
process.exit(rows.every((r) => r.ok) ? 0 : 1);
