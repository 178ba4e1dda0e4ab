import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../lib/free-port.ts';

/**
 * WordPress as Debian ships it (the `wordpress` package, with `mariadb-server`, `php-cli`, `php-mysql`,
 * `php-mbstring`, `php-xml`; .ci/run installs them), in a throw-away copy: MariaDB on a socket of its own
 * (no network), PHP's built-in server on 127.0.0.1, and a wp-config.php that keeps WordPress itself from
 * reaching outside (WP_HTTP_BLOCK_EXTERNAL, no cron, no updates). MariaDB's server runs as the `mysql` user,
 * so this needs root, as CI has.
 */
const WORDPRESS = '/usr/share/wordpress';
const NEEDED = [WORDPRESS, '/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/bin/php'];

export interface Posts {
  admin: { id: number; unfiltered_html: boolean };
  author: { id: number; unfiltered_html: boolean };
}
export interface WordPress {
  origin: string;
  posts: Posts;
  /** what PHP's server wrote on stderr, other than its request log */
  errors: string[];
  close(): Promise<void>;
}

const until = async (ok: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
};
const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill();
  });

/** Starts MariaDB and WordPress, installs it, and saves the snippet in a post by an administrator and by an author. */
export async function startWordPress(snippetHtml: string): Promise<WordPress> {
  const missing = NEEDED.filter((p) => !existsSync(p));
  if (missing.length)
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install wordpress mariadb-server php-cli php-mysql php-mbstring php-xml`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'steel-wordpress-'));
  // MariaDB's server runs as `mysql`: it must reach its folder, which mariadb-install-db gives to that user.
  chmodSync(dir, 0o755);
  const db = join(dir, 'db');
  const socket = join(db, 'mysql.sock');
  const site = join(dir, 'site');
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const c of children.reverse()) await stop(c);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync('mariadb-install-db', ['--user=mysql', `--datadir=${db}`, '--skip-test-db'], { stdio: 'pipe' });
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      ['--user=mysql', `--datadir=${db}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${db}/db.pid`],
      { stdio: 'ignore' },
    );
    children.push(mariadb);
    await until(() => existsSync(socket) || mariadb.exitCode !== null, 'MariaDB did not open its socket');
    if (mariadb.exitCode !== null) throw new Error(`mariadbd exited (${mariadb.exitCode})`);
    execFileSync('mariadb', [
      `--socket=${socket}`,
      '-uroot',
      '-e',
      "CREATE DATABASE wp; CREATE USER wp@localhost IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO wp@localhost;",
    ]);

    // A copy, so that this run's wp-config.php and uploads stay in its own folder.
    cpSync(WORDPRESS, site, { recursive: true, dereference: true });
    unlinkSync(join(site, 'wp-config.php'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    writeFileSync(
      join(site, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wp'); define('DB_USER', 'wp'); define('DB_PASSWORD', 'wp');
define('DB_HOST', 'localhost:${socket}'); define('DB_CHARSET', 'utf8mb4'); define('DB_COLLATE', '');
foreach (['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'] as $k) { define($k . '_KEY', 'test-' . $k); define($k . '_SALT', 'test-' . $k); }
define('WP_HOME', '${origin}'); define('WP_SITEURL', '${origin}');
define('WP_HTTP_BLOCK_EXTERNAL', true); define('DISABLE_WP_CRON', true); define('AUTOMATIC_UPDATER_DISABLED', true);
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const snippetFile = join(dir, 'snippet.html');
    writeFileSync(snippetFile, snippetHtml);
    const posts = JSON.parse(
      execFileSync('php', [resolve('tests/hosts/wordpress-posts.php'), site, origin, snippetFile], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as Posts;

    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(php);
    const errors: string[] = [];
    php.stderr!.on('data', (d: Buffer) => {
      // The built-in server logs each request on stderr; PHP's warnings and errors say "PHP".
      for (const line of d.toString().split('\n'))
        if (/PHP (Warning|Fatal|Parse|Deprecated|Notice)/.test(line)) errors.push(line);
    });
    await until(
      () =>
        fetch(origin).then(
          (r) => r.ok,
          () => false,
        ),
      'WordPress did not answer',
    );
    return { origin, posts, errors, close };
  } catch (e) {
    await close();
    throw e;
  }
}
