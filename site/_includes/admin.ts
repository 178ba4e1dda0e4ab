import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { dataFiles } from '../../shared/data/load.ts';
import { cmsConfig } from '../../shared/cms/config.ts';
import { BACKEND_FILE, backendOrigins, resolveBackend, type Backend } from '../../shared/cms/backend.ts';
import { dataDir, projectRoot } from '../../shared/data-set.js';
import { site } from './data.ts';

/**
 * The owner's editor at /admin (Decap CMS, docs/cms.md): its address, its configuration made from the schemas, and
 * its own policy. Nothing here reaches another page.
 */
export const ADMIN_URL = '/admin/';
/** decap-server's port for `npm run cms` (scripts/cms.js); Decap's own default. */
export const LOCAL_BACKEND_PORT = Number(process.env.DECAP_PORT || 8081);
const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;
export const LOCAL_BACKEND = `${LOCAL_BACKEND_ORIGIN}/api/v1`;

/**
 * Which git host saves the owner's changes and who signs the owner in: site/admin/backend.json, completed from the
 * host's build environment (shared/cms/backend.ts, docs/cms.md "Editing the live site"). What is still missing is
 * shown on /admin and by `npm run check:live`.
 */
export const { backend, problems: backendProblems } = resolveBackend(
  JSON.parse(readFileSync(BACKEND_FILE, 'utf8')) as Backend,
  process.env,
);

export const adminConfig = () =>
  cmsConfig({
    schemas: dataFiles,
    data: site as unknown as Record<string, unknown>,
    backend,
    localBackend: LOCAL_BACKEND,
    dataFolder: relative(projectRoot, dataDir).replaceAll('\\', '/'),
  });

/**
 * /admin's policy, in place of the site's (site/_includes/headers.ts rules): Decap compiles parts of itself at run
 * time ('unsafe-eval', decap-cms#2343) and styles with inline <style> (emotion); it shows photos being uploaded from
 * blob: addresses; it talks to the git host's API (backendOrigins) and, on this computer, to decap-server. The
 * sign-in provider (base_url) only opens a window and answers by postMessage, which a policy does not govern.
 */
export function adminPolicy(b: Backend) {
  const remote = backendOrigins(b);
  const list = (...items: string[]) => items.join(' ');
  return [
    "default-src 'self'",
    list("script-src 'self' 'unsafe-eval'", ...remote.script),
    "style-src 'self' 'unsafe-inline'",
    list("img-src 'self' data: blob:", ...remote.img),
    list("connect-src 'self' blob:", LOCAL_BACKEND_ORIGIN, `http://127.0.0.1:${LOCAL_BACKEND_PORT}`, ...remote.connect),
    "frame-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export const adminCsp = adminPolicy(backend);
/** The sign-in window posts the token back to its opener (decap-cms-lib-auth), so /admin keeps its popups' opener. */
export const ADMIN_OPENER_POLICY = 'same-origin-allow-popups';
