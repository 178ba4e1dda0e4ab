// The build a host runs to deploy (netlify.toml, and the Cloudflare Pages settings in README "Deploying"):
// a production deploy first runs the go-live gate (`npm run check:live`: no placeholder left), previews do not,
// so a branch or pull request with example content still gets its preview. Then `npm run build`.
// Usage: npm run deploy:build
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Whether this build goes to the live site. Netlify says so in CONTEXT (production, deploy-preview,
 * branch-deploy); Cloudflare Pages gives the branch in CF_PAGES_BRANCH, and the production branch is the one
 * set in its settings (PRODUCTION_BRANCH, `main` unless told). Anywhere else: STEEL_DEPLOY=production.
 */
export function isProduction(env: Record<string, string | undefined>): boolean {
  if (env.STEEL_DEPLOY) return env.STEEL_DEPLOY === 'production';
  if (env.NETLIFY) return env.CONTEXT === 'production';
  if (env.CF_PAGES) return env.CF_PAGES_BRANCH === (env.PRODUCTION_BRANCH || 'main');
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = (cmd: string) => {
    try {
      execSync(cmd, { stdio: 'inherit' });
    } catch {
      process.exit(1); // the command has said why
    }
  };
  if (isProduction(process.env)) run('npm run check:live');
  else console.log('A preview: the go-live check is skipped (it runs for production deploys).');
  run('npm run build');
}
