// `npm run dev [-- --port 8080]`: the site with rebuilds on change, from a fresh clone too.
// 1. Vite builds the widget and site scripts in watch mode; Eleventy waits for the first build, since
//    every page names its scripts from the Vite manifest (site/_includes/assets.ts).
// 2. Eleventy serves dist/site and rebuilds pages when site/ or shared/ change (its own watcher).
// 3. Each time Vite has rebuilt (a widget changed), Eleventy is restarted: the pages then name the new
//    script files, and the widgets' pre-rendered HTML comes from their new code (Node caches modules,
//    so a running Eleventy would keep rendering the old components).
import { spawn } from 'node:child_process';
import { build } from 'vite';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? '8080');
const eleventyCli = 'node_modules/@11ty/eleventy/cmd.cjs';

/** @type {import('node:child_process').ChildProcess | undefined} */
let eleventy;
let restarting = Promise.resolve();

function startEleventy() {
  eleventy = spawn(process.execPath, [eleventyCli, '--serve', '--port', port], { stdio: 'inherit' });
}

function stopEleventy() {
  const child = eleventy;
  eleventy = undefined;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

let firstBuild = true;
const watcher = await build({ build: { watch: {} } });
watcher.on('event', (event) => {
  if (event.code === 'BUNDLE_END') event.result?.close?.();
  if (event.code === 'ERROR')
    console.error(`[dev] Vite build failed; fix it and save again.\n${event.error?.message ?? event.error}`);
  if (event.code !== 'END') return;
  if (firstBuild) {
    firstBuild = false;
    console.log(`[dev] scripts built; starting Eleventy on http://localhost:${port}/`);
    startEleventy();
    return;
  }
  console.log('[dev] scripts rebuilt; restarting Eleventy so the pages use them');
  restarting = restarting.then(stopEleventy).then(startEleventy);
});

async function shutdown() {
  await Promise.allSettled([stopEleventy(), watcher.close()]);
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
