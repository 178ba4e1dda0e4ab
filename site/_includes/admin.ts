import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { dataFiles } from '../../shared/data/load.ts';
import { cmsConfig, type Backend } from '../../shared/cms/config.ts';
import { dataDir } from '../../shared/data-set.js';
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

/** Which git host saves the owner's changes: site/admin/backend.json (docs/cms.md "Editing the live site"). */
const backend = JSON.parse(readFileSync('site/admin/backend.json', 'utf8')) as Backend;

export const adminConfig = () =>
  cmsConfig({
    schemas: dataFiles,
    data: site as unknown as Record<string, unknown>,
    backend,
    localBackend: LOCAL_BACKEND,
    dataFolder: relative(process.cwd(), dataDir).replaceAll('\\', '/'),
  });

/**
 * /admin's policy, in place of the site's (site/_includes/headers.ts rules): Decap compiles parts of itself at run
 * time ('unsafe-eval', decap-cms#2343) and styles with inline <style> (emotion); it shows photos being uploaded from
 * blob: addresses; it talks to the git host's API and, on this computer, to decap-server.
 */
export const adminCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' https://identity.netlify.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  `connect-src 'self' blob: ${LOCAL_BACKEND_ORIGIN} http://127.0.0.1:${LOCAL_BACKEND_PORT} https://api.github.com https://identity.netlify.com`,
  "frame-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');
