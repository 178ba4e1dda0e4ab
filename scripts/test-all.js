// `npm test` and `npm run test:quick` (CONTRIBUTING.md, "Which tests to run"): runs each stage as its own
// `npm run <script>`, every stage even after one fails, so one slip does not hide the results behind it, then
// prints a table of stage, result and time, then what each failed stage said of its failures (a CI log is often
// read from its end), and exits non-zero if any stage failed.
//
//   node scripts/test-all.js                     every stage (npm test): the quick ones two at a time, then the rest in order
//   node scripts/test-all.js --quick             the stages that need no build, two at a time (npm run test:quick)
//   node scripts/test-all.js --only unit,tooling  the named stages (by name, npm script or group), in order
//   node scripts/test-all.js --only fixture       every stage on the second data set (npm run test:fixture)
//   --jobs <n>                                   run n stages at a time (their output is printed as each ends)
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The second data set every behaviour test runs on too (docs/design.md, "Data sets"). Its stages serve it on
 * FIXTURE_PORT when given, else on a port free at the time (playwright.config.ts), never on the shipped stages'
 * TEST_PORT: a server still there from those would be reused, serving the other build.
 */
const FIXTURE = { STEEL_DATA: 'tests/fixtures/other-business', TEST_PORT: process.env.FIXTURE_PORT };

/**
 * In npm test's order. `needsBuild` names the build stage a stage checks: it is skipped when that build failed.
 * `env` is added to the stage's environment, `args` to its script's; `group` lets `--only <group>` pick every stage of one.
 */
const stages = [
  { name: 'types', script: 'typecheck', quick: true },
  { name: 'format', script: 'format:check', quick: true },
  { name: 'lint', script: 'lint', quick: true },
  { name: 'unit', script: 'test:unit', quick: true },
  { name: 'tooling', script: 'test:tooling', quick: true },
  { name: 'build', script: 'build' },
  { name: 'build checks', script: 'test:build', needsBuild: 'build' },
  // the specs that are the same on any data (playwright.config.ts sameOnAnyData, and tests/engines' partner pages)
  // run once, in the fixture's stages
  { name: 'browser', script: 'test:browser', env: { SAME_ON_ANY_DATA: 'skip' }, needsBuild: 'build' },
  { name: 'engines', script: 'test:engines', env: { SAME_ON_ANY_DATA: 'skip' }, needsBuild: 'build' },
  { name: 'hosts', script: 'test:hosts', needsBuild: 'build' },
  // The same tests on another business's data (tests/fixtures/other-business), built into dist-other-business/.
  { name: 'fixture build', script: 'build', env: FIXTURE, group: 'fixture' },
  // only the unit tests that can see the data set (tests/lib/data-dependent.ts): the others ran on the shipped data
  { name: 'fixture unit', script: 'test:unit', env: { ...FIXTURE, SAME_ON_ANY_DATA: 'skip' }, group: 'fixture' },
  { name: 'fixture build checks', script: 'test:build', env: FIXTURE, group: 'fixture', needsBuild: 'fixture build' },
  {
    name: 'fixture browser',
    script: 'test:browser',
    env: { ...FIXTURE, TIMED_ALONE: 'skip' },
    group: 'fixture',
    needsBuild: 'fixture build',
  },
  // the specs that time the browser (playwright.config.ts timedAlone), one worker, nothing else running
  {
    name: 'fixture timed',
    script: 'test:browser',
    args: ['--workers', '1'],
    env: { ...FIXTURE, TIMED_ALONE: 'only' },
    group: 'fixture',
    needsBuild: 'fixture build',
  },
  { name: 'fixture engines', script: 'test:engines', env: FIXTURE, group: 'fixture', needsBuild: 'fixture build' },
  // Data sets made from the schemas (scripts/generated-data.ts), a new seed each run (printed, so a failure can be
  // replayed): the edge set with the browser checks, two random ones with the build checks (a minute each);
  // `npm run bench:generated` tries more.
  { name: 'generated', script: 'test:generated', args: ['--sets', '3', '--browser-sets', '1'] },
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
  opts.jobsGiven = args.some((a) => a.startsWith('--jobs'));
  if (opts.quick && !opts.jobsGiven) opts.jobs = 2;
  return opts;
}

function select({ only, quick }) {
  if (only) {
    const named = (s, k) => s.name === k || s.script === k || s.group === k;
    const unknown = only.filter((k) => !stages.some((s) => named(s, k)));
    if (unknown.length)
      throw new Error(`no stage named ${unknown.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);
    // A stage named by its script alone (e.g. test:unit) is the shipped data's; a group names all of its stages.
    return stages.filter((s) => only.some((k) => s.name === k || s.group === k || (s.script === k && !s.group)));
  }
  return quick ? stages.filter((s) => s.quick) : stages;
}

/** How to run a stage by hand, as the table shows it. */
const command = (stage, withEnv = true) =>
  `${Object.entries((withEnv && stage.env) || {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v} `)
    .join('')}npm run ${stage.script}${stage.args ? ` -- ${stage.args.join(' ')}` : ''}`;

/** The lines of a stage's output that name a failure (the test runners' and tools' own markers), colours taken out. */
const FAILURE = /(\bFAIL\b|✘|×|✗|\b\d+\) \[|Error\b|\bfailed\b|expected|Received|Expected|not ok)/;
export function failureLines(out, max = 24) {
  // eslint-disable-next-line no-control-regex
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  // a passed test's line is not a failure, though its title may say "failed" ("no failed request")
  const hits = [...new Set(lines.map((l) => l.trimEnd()).filter((l) => FAILURE.test(l) && !/^\s*✓/.test(l)))];
  const picked = hits.length ? hits : lines.filter((l) => l.trim()).slice(-max);
  return picked.slice(0, max).map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l));
}

/**
 * Each test a stage's output names with its time, colours taken out: Playwright's list reporter
 * (`✓  12 file:line › title (10.4s)`) and Vitest's (` ✓ file > title 1017ms`, the tests over its slow-test threshold),
 * passed or failed. -> [{ test, seconds }]
 */
export function timedTests(out) {
  // eslint-disable-next-line no-control-regex
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const tests = [];
  for (const l of lines) {
    const m =
      /^\s*[✓✘×]\s+\d+\s+(.+?)\s+\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(l) ??
      /^\s*[✓✘×]\s+(.+?)\s+(\d+(?:\.\d+)?)(ms|s)\s*$/.exec(l);
    // Vitest's line for a whole file ("file (12 tests) 3.1s") is not a test
    if (m && !/\(\d+ tests?(?: \|[^)]*)?\)$/.test(m[1]))
      tests.push({ test: m[1], seconds: m[3] === 'ms' ? Number(m[2]) / 1000 : Number(m[2]) * (m[3] === 'm' ? 60 : 1) });
  }
  return tests;
}

/** Runs one stage; with `buffer`, keeps its output and prints it in one piece when it ends, else as it comes. */
function run(stage, buffer) {
  return new Promise((done) => {
    const start = performance.now();
    const env = { ...process.env, ...stage.env, ...(buffer && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
    // a variable the stage sets to undefined is left out (FIXTURE's TEST_PORT without FIXTURE_PORT), not inherited
    for (const [k, v] of Object.entries(stage.env ?? {})) if (v === undefined) delete env[k];
    const args = ['run', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
    // Piped either way, so a failed stage's failures can be printed again at the end.
    const child = spawn('npm', args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let out = '';
    const take = (stream) => (d) => {
      out += d;
      if (!buffer) stream.write(d);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    const end = (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (buffer) process.stdout.write(`\n===== ${stage.name} (${command(stage)}) =====\n${out}`);
      done({
        result: code === 0 ? 'passed' : `failed (exit ${code})`,
        seconds,
        failures: code === 0 ? [] : failureLines(out),
        tests: timedTests(out),
      });
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
  /** Runs stages `jobs` at a time; in parallel the later ones start first (the longer ones: the short fill in). */
  const runAll = async (list, jobs) => {
    const queue = jobs > 1 ? [...list].reverse() : [...list];
    const worker = async () => {
      for (let stage = queue.shift(); stage; stage = queue.shift()) {
        const build = stage.needsBuild && results.get(stage.needsBuild);
        if (build && build.result !== 'passed') {
          results.set(stage.name, { result: 'skipped (the build failed)', seconds: 0 });
          continue;
        }
        if (jobs === 1) console.log(`\n===== ${stage.name} (${command(stage)}) =====`);
        results.set(stage.name, await run(stage, jobs > 1));
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, list.length) }, worker));
  };
  const start = performance.now();
  // Unless told how many at a time: the quick stages (short, none keeping both cores busy for long) two at a time, as
  // `npm run test:quick` runs them, then the rest one at a time (each uses both cores).
  const quickFirst = opts.jobsGiven ? 0 : chosen.findIndex((s) => !s.quick);
  if (quickFirst > 1) {
    await runAll(chosen.slice(0, quickFirst), 2);
    await runAll(chosen.slice(quickFirst), opts.jobs);
  } else await runAll(chosen, opts.jobs);
  const total = (performance.now() - start) / 1000;

  const rows = chosen.map((s) => [
    s.name,
    command(s, false),
    results.get(s.name).result,
    time(results.get(s.name).seconds),
  ]);
  rows.push(['total', '', '', time(total)]);
  const head = ['stage', 'command', 'result', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
  // where the time goes: the slowest tests of every stage, by their own runners' figures
  const timed = chosen.flatMap((s) => (results.get(s.name).tests ?? []).map((t) => ({ ...t, stage: s.name })));
  if (timed.length) {
    const slowest = timed.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    console.log(
      `\nThe ${slowest.length} slowest of ${timed.length} timed tests:\n${slowest
        .map(
          (t) =>
            `${t.seconds.toFixed(1).padStart(6)} s  ${t.stage}  ${t.test.length > 160 ? `${t.test.slice(0, 160)}…` : t.test}`,
        )
        .join('\n')}`,
    );
  }
  const failed = chosen.filter((s) => results.get(s.name).result !== 'passed');
  for (const s of failed) {
    const { failures = [] } = results.get(s.name);
    if (failures.length)
      console.log(`\n${s.name}, what it said of its failures:\n${failures.map((l) => `  ${l}`).join('\n')}`);
  }
  if (failed.length) console.log(`\nNot passed: ${failed.map((s) => s.name).join(', ')}`);
  process.exitCode = failed.length ? 1 : 0;
}

/** How many of the slowest tests npm test lists after its table. */
const SLOWEST = 15;

const time = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`);

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
