/**
 * Where the owner's editor saves on the live site (docs/cms.md "Editing the live site"): Decap's `github` backend,
 * signed in through an OAuth provider, Netlify's own or one the owner runs (a Cloudflare Worker such as
 * sveltia-cms-auth), at `base_url`. site/admin/backend.json holds what the owner chose; what it leaves out is taken
 * from the host's build environment, and what neither gives is named, so /admin and `npm run check:live` can say so.
 */
export interface Backend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
  api_root?: string;
  [setting: string]: unknown;
}

export interface Resolved {
  backend: Backend;
  /** what the editor still needs before it can sign in on the live site: the field of BACKEND_FILE, and the remedy */
  problems: { field: string; problem: string }[];
}

type Env = Record<string, string | undefined>;

export const BACKEND_FILE = 'site/admin/backend.json';

/**
 * `owner/name` of a GitHub repository address as hosts give it: `https://github.com/o/n`, with credentials in it
 * (Netlify's REPOSITORY_URL during a build), `git@github.com:o/n.git`. Anything not on github.com gives nothing.
 */
export function githubRepo(url: string | undefined): string | undefined {
  const m = url
    ?.trim()
    .match(/^(?:https?:\/\/(?:[^@/]+@)?|git@|ssh:\/\/git@)github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

const REPO = /^[\w.-]+\/[\w.-]+$/;

export function resolveBackend(file: Backend, env: Env): Resolved {
  if (file.name !== 'github') return { backend: file, problems: [] };
  const backend: Backend = { ...file };
  const problems: Resolved['problems'] = [];
  const repo = file.repo || env.CMS_REPO || githubRepo(env.REPOSITORY_URL);
  if (repo) backend.repo = repo;
  if (!repo)
    problems.push({
      field: 'repo',
      problem:
        'not set, and the host gave none: write the GitHub repository there as "owner/name", or set CMS_REPO in ' +
        'the host’s environment variables (Netlify gives it by itself, as REPOSITORY_URL)',
    });
  else if (!REPO.test(repo))
    problems.push({ field: 'repo', problem: `"${repo}" is not a GitHub repository in the form "owner/name"` });
  const baseUrl = (file.base_url || env.CMS_AUTH_URL)?.replace(/\/+$/, '');
  if (baseUrl) backend.base_url = baseUrl;
  if (baseUrl && !/^https:\/\/[^/]+$/.test(baseUrl))
    problems.push({
      field: 'base_url',
      problem: `"${baseUrl}" is not an https:// address without a path (the sign-in provider's)`,
    });
  // Without base_url Decap signs in through Netlify's provider, which serves sites hosted on Netlify only.
  if (!baseUrl && env.CF_PAGES)
    problems.push({
      field: 'base_url',
      problem:
        'not set on Cloudflare Pages, where Netlify’s sign-in cannot serve the site: deploy the sign-in Worker ' +
        '(docs/cms.md) and set CMS_AUTH_URL in the host’s environment variables to its address',
    });
  return { backend, problems };
}

/** The origins a signed-in editor talks to, for /admin's policy (site/_includes/admin.ts). */
export function backendOrigins(backend: Backend): { connect: string[]; img: string[]; script: string[] } {
  if (backend.name === 'github')
    return {
      // the GitHub API (api_root for GitHub Enterprise), and GitHub's status page, which Decap asks every few minutes
      connect: [new URL(backend.api_root || 'https://api.github.com').origin, 'https://www.githubstatus.com'],
      // the signed-in user's picture
      img: ['https://avatars.githubusercontent.com'],
      script: [],
    };
  if (backend.name === 'git-gateway')
    // legacy: Netlify Identity's widget and API (docs/cms.md "Git Gateway")
    return {
      connect: ['https://identity.netlify.com', 'https://api.github.com'],
      img: ['https://avatars.githubusercontent.com'],
      script: ['https://identity.netlify.com'],
    };
  return { connect: [], img: [], script: [] };
}
