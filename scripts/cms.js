// `npm run cms`: the owner's editor on this computer (docs/cms.md). Decap's local backend, decap-server, reads and
// writes this checkout's files; the site's dev server (scripts/dev.js) rebuilds the pages as they are saved. Open
// http://localhost:8080/admin/ and press Login: no account is needed here. Saved changes are files in this folder,
// to commit and push as any other change.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '8080';
// decap-server's port is the one site/_includes/admin.ts writes into /admin/config.json
const decapPort = process.env.DECAP_PORT ?? '8081';

const children = [
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: decapPort, GIT_REPO_DIRECTORY: root },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['scripts/dev.js', '--port', port], {
    cwd: root,
    env: { ...process.env, DECAP_PORT: decapPort },
    stdio: 'inherit',
  }),
];
console.log(`[cms] the editor: http://localhost:${port}/admin/ (changes are saved to the files in ${root})`);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
