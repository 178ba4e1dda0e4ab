import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Window } from 'happy-dom';
import { freePort } from '../lib/free-port.ts';

/**
 * The Next.js App Router app of tests/hosts/next-app: installed from its own lockfile and built when its
 * sources are newer than its build, then started with `next start` on 127.0.0.1. The snippet reaches it as
 * { t, a, c } nodes in STEEL_SNIPPET (the app renders them as JSX, app/snippet.jsx).
 */
export const APP = 'tests/hosts/next-app';
const next = resolve(APP, 'node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

type Node = string | { t: string; a: Record<string, string>; c: Node[] };
const HEAD_TAGS = new Set(['link', 'script', 'meta']);

/** The snippet's elements: those that belong in <head> (its stylesheet and loader), and the rest, in order. */
export function snippetNodes(html: string) {
  const { document } = new Window();
  const template = document.createElement('template');
  template.innerHTML = html;
  const toNode = (n: ChildNode): Node | null => {
    if (n.nodeType === 3) return n.textContent ?? '';
    if (n.nodeType !== 1) return null;
    const el = n as Element;
    const a = Object.fromEntries([...el.attributes].map((x) => [x.name, x.value]));
    return { t: el.localName, a, c: [...el.childNodes].map(toNode).filter((c) => c !== null) };
  };
  const top = [...(template.content.childNodes as unknown as ChildNode[])]
    .map(toNode)
    .filter((n): n is Node => n !== null && (typeof n !== 'string' || n.trim() !== ''));
  const inHead = (n: Node) => typeof n !== 'string' && HEAD_TAGS.has(n.t);
  return { head: top.filter(inHead), body: top.filter((n) => !inHead(n)) };
}

const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((d) =>
      d.isDirectory() ? newest(join(dir, d.name)) : statSync(join(dir, d.name)).mtimeMs,
    ),
  );

/** Installs (npm ci) and builds (next build) the app when needed; returns what it did, for the log. */
export function prepare() {
  const did: string[] = [];
  if (!existsSync(next)) {
    execFileSync('npm', ['ci', '--prefix', APP, '--no-audit', '--no-fund'], { stdio: 'pipe', env });
    did.push('npm ci');
  }
  const built = join(APP, '.next/BUILD_ID');
  const sources = Math.max(
    newest(join(APP, 'app')),
    ...['next.config.mjs', 'package-lock.json'].map((f) => statSync(join(APP, f)).mtimeMs),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    execFileSync(next, ['build'], { cwd: APP, stdio: 'pipe', env });
    did.push('next build');
  }
  return did;
}

export interface NextApp {
  origin: string;
  /** what the server wrote on stderr */
  errors: string[];
  close(): Promise<void>;
}

/** `next start` on a free port of 127.0.0.1, the snippet in its environment; resolves once it answers. */
export async function startApp(snippetHtml: string): Promise<NextApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: APP,
    env: { ...env, STEEL_SNIPPET: JSON.stringify(snippetNodes(snippetHtml)) },
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
