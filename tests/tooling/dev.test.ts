import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy } from './fresh-copy.ts';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Asks `url` until `accept` takes its body, or fails after `ms` with what it saw last. */
async function poll(url: string, ms: number, accept: (body: string) => boolean): Promise<string> {
  const end = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.ok && accept(body)) return body;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready within ${ms} ms (last: ${last})`);
}

const scrollTopScript = (html: string) => html.match(/\/assets\/scroll-top-[\w-]+\.js/)?.[0];

describe('npm run dev from a fresh clone', () => {
  let copy: ReturnType<typeof freshCopy>;
  let dev: ChildProcess;
  let base: string;
  let log = '';

  beforeAll(async () => {
    copy = freshCopy();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // its own process group, so stopping it stops Vite's watcher and Eleventy's server with it
    dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
      cwd: copy.dir,
      detached: true,
      env: { ...process.env, NO_COLOR: '1' },
    });
    dev.stdout?.on('data', (d) => (log += d));
    dev.stderr?.on('data', (d) => (log += d));
  });
  afterAll(async () => {
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((r) => dev.once('exit', r));
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    copy?.remove();
  });

  let firstScript: string | undefined;

  it('serves / within 30 s, naming scripts that exist', async () => {
    const started = Date.now();
    const html = await poll(`${base}/`, 30_000, (body) => body.includes('</html>')).catch((e) => {
      throw new Error(`${(e as Error).message}\n--- npm run dev said:\n${log}`);
    });
    console.log(`npm run dev served / after ${Date.now() - started} ms`);
    firstScript = scrollTopScript(html);
    expect(firstScript, 'the home page loads the scroll-top widget').toBeDefined();
    expect((await fetch(base + firstScript)).status).toBe(200);
    // Photos are encoded when first asked for (site/_includes/image-options.ts): the hero must still arrive.
    const photo = html.match(/<img[^>]+src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(photo, 'the home page shows a photo').toBeDefined();
    const res = await fetch(base + photo);
    expect(res.status, `${photo}`).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  }, 35_000);

  it('rebuilds the pages when a widget changes', async () => {
    expect(firstScript).toBeDefined();
    appendFileSync(join(copy.dir, 'widgets/scroll-top/register.ts'), "\nconsole.debug('changed in dev');\n");
    const html = await poll(
      `${base}/`,
      45_000,
      (body) => !!scrollTopScript(body) && scrollTopScript(body) !== firstScript,
    ).catch((e) => {
      throw new Error(`${(e as Error).message}\n--- npm run dev said:\n${log}`);
    });
    const script = await (await fetch(base + scrollTopScript(html)!)).text();
    expect(script).toContain('changed in dev');
  }, 50_000);
});
