import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { nextFiles } from '../../site/_includes/embed-guides.ts';

/**
 * The Next.js App Router app of tests/hosts/next-app, in TypeScript: installed from its own lockfile, its root
 * layout and the widget's component written from the Next.js guide of /embed/guides (`nextFiles`, exactly as the
 * guide shows them, for the loader of the test's site), our package's typings installed as npm would install them,
 * built when its sources are newer than its build, then started with `next start` on 127.0.0.1.
 */
export const APP = 'tests/hosts/next-app';
const bin = (name: string) => resolve(APP, 'node_modules/.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((d) =>
      d.isDirectory() ? newest(join(dir, d.name)) : statSync(join(dir, d.name)).mtimeMs,
    ),
  );

/** Writes a file only when its text changes, so that an unchanged guide does not rebuild the app. */
function write(path: string, text: string) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return true;
}

/**
 * `steelworks-site` as `npm i -D steelworks-site` leaves it for the typings: its package.json and dist/types (from
 * `npm run build`). Copied rather than linked: a link would resolve `react` from this repository, whose react is
 * preact/compat, instead of the app's React 19 types.
 */
function installTypings() {
  const to = join(APP, 'node_modules/steelworks-site');
  rmSync(to, { recursive: true, force: true });
  mkdirSync(join(to, 'dist'), { recursive: true });
  cpSync('package.json', join(to, 'package.json'));
  cpSync('dist/types', join(to, 'dist/types'), { recursive: true });
}

/**
 * Installs the app (npm ci) when needed, writes the guide's files for `loader`, and builds (next build) when
 * anything changed; returns what it did, for the log.
 */
export function prepare(loader: string, tag: string) {
  const did: string[] = [];
  if (!existsSync(bin('next'))) {
    execFileSync('npm', ['ci', '--prefix', APP, '--no-audit', '--no-fund'], { stdio: 'pipe', env });
    did.push('npm ci');
  }
  installTypings();
  const written = Object.entries(nextFiles(loader, tag)).filter(([path, text]) => write(join(APP, path), text));
  if (written.length) did.push(`wrote ${written.map(([p]) => p).join(' and ')} from the guide`);
  const built = join(APP, '.next/BUILD_ID');
  const sources = Math.max(
    newest(join(APP, 'app')),
    ...['next.config.mjs', 'tsconfig.json', 'package-lock.json'].map((f) => statSync(join(APP, f)).mtimeMs),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    execFileSync(bin('next'), ['build'], { cwd: APP, stdio: 'pipe', env });
    did.push('next build');
  }
  return did;
}

/** A command's exit code and output (stdout and stderr), in the app's folder. */
function run(command: string, args: string[], input?: string) {
  try {
    const out = execFileSync(command, args, { cwd: APP, env, input, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (e) {
    const { status, stdout, stderr } = e as { status: number; stdout: string; stderr: string };
    return { code: status, out: `${stdout}${stderr}` };
  }
}

/** ESLint with the app's config (next/core-web-vitals and next/typescript) over the app, or over `text` as `path`. */
export const lint = (text?: { path: string; text: string }) =>
  text
    ? run(bin('eslint'), ['--max-warnings', '0', '--stdin', '--stdin-filename', text.path], text.text)
    : run(bin('eslint'), ['--max-warnings', '0', '.']);

/** TypeScript's check of the whole app, as `tsc --noEmit` in a partner's app. */
export const typecheck = () => run(bin('tsc'), ['--noEmit', '-p', '.']);

export interface NextApp {
  origin: string;
  /** what the server wrote on stderr */
  errors: string[];
  close(): Promise<void>;
}

/** `next start` on a free port of 127.0.0.1; resolves once it answers. */
export async function startApp(): Promise<NextApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(bin('next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: APP,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (d: Buffer) => errors.push(d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${errors.join('')}`);
    const ok = await fetch(origin).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 150) throw new Error('next start did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    errors,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}
