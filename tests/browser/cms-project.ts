import { test, expect, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { start } from '../../scripts/serve.js';
import { distDir } from '../../shared/data-set.js';

/**
 * The owner's editor as `npm run cms` runs it, for the specs that edit through it (cms.spec.ts, cms-landing.spec.ts):
 * a copy of this project with this build's output, decap-server writing into the copy, the copy's site served, set up
 * before that file's tests and removed after them. Nothing touches this checkout.
 */
export function editorProject() {
  const s = { project: '', origin: '', decapPort: 0, original: new Map<string, string>() };
  let server: Server;
  let decap: ChildProcess | undefined;
  const data = (name: string) => readFileSync(join(s.project, 'shared/data', `${name}.json`), 'utf8');
  /** A data file's value, or undefined while decap-server is still writing it. */
  const parsed = (name: string) => {
    try {
      return JSON.parse(data(name));
    } catch {
      return undefined;
    }
  };
  /** Every data file and photo of the copy, by path: what a save may change. */
  const snapshot = () => {
    const files = new Map<string, string>();
    for (const dir of ['shared/data', 'site/images'])
      for (const f of readdirSync(join(s.project, dir), { recursive: true, withFileTypes: true }))
        if (f.isFile()) {
          const path = join(f.parentPath, f.name);
          files.set(path.slice(s.project.length + 1), readFileSync(path, 'base64'));
        }
    return files;
  };
  const changedSince = (before: Map<string, string>) => {
    const now = snapshot();
    return [...new Set([...before.keys(), ...now.keys()])].filter((k) => before.get(k) !== now.get(k)).sort();
  };
  /** Eleventy over the copy: pages from its data, /admin/config.json pointing at this test's decap-server. */
  const rebuild = (port: number) =>
    execFileSync('npx', ['eleventy', '--quiet'], {
      cwd: s.project,
      env: { ...process.env, DECAP_PORT: String(port), STEEL_DATA: '' },
      stdio: 'pipe',
    });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    s.project = mkdtempSync(join(tmpdir(), 'steel-cms-'));
    // The s.project's files (committed or not, as git sees them), and this build's output (Eleventy rewrites the pages).
    const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    for (const f of tracked) if (existsSync(f)) cpSync(f, join(s.project, f));
    cpSync(distDir, join(s.project, 'dist'), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(s.project, 'node_modules'), 'dir');
    s.decapPort = await freePort();
    rebuild(s.decapPort);
    decap = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
      cwd: s.project,
      env: { ...process.env, PORT: String(s.decapPort), GIT_REPO_DIRECTORY: s.project, LOG_LEVEL: 'error' },
      stdio: 'pipe',
    });
    server = await start({ port: 0, root: join(s.project, 'dist/site') });
    s.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // decap-server answers once it listens
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${s.decapPort}/api/v1`, { method: 'POST', body: '{}' }).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    s.original = snapshot();
  });

  test.afterAll(async () => {
    decap?.kill();
    if (server) await new Promise((done) => server.close(done));
    if (s.project) rmSync(s.project, { recursive: true, force: true });
  });

  /** Opens a data file in the editor; returns the console errors and uncaught errors it logs from then on. */
  async function openEditor(page: Page, collection: string) {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    // "leave with unsaved changes?": yes
    page.on('dialog', (d) => d.accept());
    await edit(page, collection);
    return errors;
  }

  /** The editor of one data file, loaded afresh (logged in once, Decap remembers it). */
  async function edit(page: Page, collection: string) {
    await page.goto('about:blank');
    await page.goto(`${s.origin}/admin/#/collections/${collection}/entries/${collection}`);
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login.or(page.getByText(/Writing in .+ collection/))).toBeVisible({ timeout: 20_000 });
    if (await login.isVisible()) await login.click();
    await expect(page.getByText(/Writing in .+ collection/)).toBeVisible({ timeout: 20_000 });
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
  }

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  return {
    /** the copy's folder */
    get project() {
      return s.project;
    },
    /** where the copy's site is served */
    get origin() {
      return s.origin;
    },
    get decapPort() {
      return s.decapPort;
    },
    /** the copy's data files and photos before any test edited them */
    get original() {
      return s.original;
    },
    data,
    parsed,
    snapshot,
    changedSince,
    rebuild,
    openEditor,
    edit,
    publish,
    field,
  };
}
