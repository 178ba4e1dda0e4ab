// `npm test` and `npm run test:quick` (CONTRIBUTING.md, "Which tests to run"): runs each stage as its own
// `npm run <script>`, every stage even after one fails, so one slip does not hide the results behind it, then
// prints a table of stage, result and time and exits non-zero if any stage failed.
//
//   node scripts/test-all.js                     every stage, in order (npm test)
//   node scripts/test-all.js --quick             the stages that need no build, two at a time (npm run test:quick)
//   node scripts/test-all.js --only unit,tooling  the named stages (by name or npm script), in order
//   --jobs <n>                                   run n stages at a time (their output is printed as each ends)
import { spawn } from 'node:child_process';

/** In npm test's order. `build` marks the stages that check the build: they are skipped when it failed. */
const stages = [
  { name: 'types', script: 'typecheck', quick: true },
  { name: 'format', script: 'format:check', quick: true },
  { name: 'lint', script: 'lint', quick: true },
  { name: 'unit', script: 'test:unit', quick: true },
  { name: 'tooling', script: 'test:tooling', quick: true },
  { name: 'build', script: 'build' },
  { name: 'build checks', script: 'test:build', needsBuild: true },
  { name: 'browser', script: 'test:browser', needsBuild: true },
  { name: 'engines', script: 'test:engines', needsBuild: true },
  { name: 'hosts', script: 'test:hosts', needsBuild: true },
  { name: 'fixture', script: 'test:fixture' },
];

function parse(args) {
  const opts = { only: undefined, quick: false, jobs: 1 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--only') opts.only = args[++i]?.split(',').map((s) => s.trim());
    else if (a.startsWith('--only=')) opts.only = a.slice('--only='.length).split(',');
    else if (a === '--jobs') opts.jobs = Number(args[++i]);
    else if (a.startsWith('--jobs=')) opts.jobs = Number(a.slice('--jobs='.length));
    else throw new Error(`unknown argument ${a} (see the top of scripts/test-all.js)`);
  }
  if (!(opts.jobs >= 1)) throw new Error('--jobs takes a number of stages to run at a time, 1 or more');
  if (opts.quick && !args.some((a) => a.startsWith('--jobs'))) opts.jobs = 2;
  return opts;
}

function select({ only, quick }) {
  if (only) {
    const unknown = only.filter((k) => !stages.some((s) => s.name === k || s.script === k));
    if (unknown.length)
      throw new Error(`no stage named ${unknown.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);
    return stages.filter((s) => only.includes(s.name) || only.includes(s.script));
  }
  return quick ? stages.filter((s) => s.quick) : stages;
}

/** Runs one stage; with `buffer`, keeps its output and prints it in one piece when it ends. */
function run(stage, buffer) {
  return new Promise((done) => {
    const start = performance.now();
    const env = buffer && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn('npm', ['run', stage.script], { stdio: buffer ? 'pipe' : 'inherit', env });
    let out = '';
    if (buffer) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    const end = (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (buffer) process.stdout.write(`\n===== ${stage.name} (npm run ${stage.script}) =====\n${out}`);
      done({ result: code === 0 ? 'passed' : `failed (exit ${code})`, seconds });
    };
    child.on('error', (e) => {
      out += String(e);
      end(-1);
    });
    child.on('close', end);
  });
}

async function main() {
  const opts = parse(process.argv.slice(2));
  const chosen = select(opts);
  const results = new Map();
  // In parallel, the later stages start first: in this list they are the longer ones, so the short ones fill in.
  const queue = opts.jobs > 1 ? [...chosen].reverse() : [...chosen];
  const worker = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      const build = results.get('build');
      if (stage.needsBuild && build && build.result !== 'passed') {
        results.set(stage.name, { result: 'skipped (the build failed)', seconds: 0 });
        continue;
      }
      if (opts.jobs === 1) console.log(`\n===== ${stage.name} (npm run ${stage.script}) =====`);
      results.set(stage.name, await run(stage, opts.jobs > 1));
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(opts.jobs, chosen.length) }, worker));
  const total = (performance.now() - start) / 1000;

  const rows = chosen.map((s) => [
    s.name,
    `npm run ${s.script}`,
    results.get(s.name).result,
    time(results.get(s.name).seconds),
  ]);
  rows.push(['total', '', '', time(total)]);
  const head = ['stage', 'command', 'result', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
  const failed = chosen.filter((s) => results.get(s.name).result !== 'passed');
  if (failed.length) console.log(`\nNot passed: ${failed.map((s) => s.name).join(', ')}`);
  process.exitCode = failed.length ? 1 : 0;
}

const time = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`);

await main();
