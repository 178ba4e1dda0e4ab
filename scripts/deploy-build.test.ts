import { describe, it, expect } from 'vitest';
import { isProduction } from './deploy-build.ts';

describe('deploy:build runs the go-live check for production only', () => {
  it('Netlify: the production context, not deploy previews or branch deploys', () => {
    expect(isProduction({ NETLIFY: 'true', CONTEXT: 'production' })).toBe(true);
    expect(isProduction({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe(false);
    expect(isProduction({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBe(false);
  });
  it('Cloudflare Pages: the production branch (main, or PRODUCTION_BRANCH), not preview branches', () => {
    expect(isProduction({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toBe(true);
    expect(isProduction({ CF_PAGES: '1', CF_PAGES_BRANCH: 'new-photos' })).toBe(false);
    expect(isProduction({ CF_PAGES: '1', CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' })).toBe(true);
    expect(isProduction({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'live' })).toBe(false);
  });
  it('elsewhere only when told, and a local build is not a deploy', () => {
    expect(isProduction({ STEEL_DEPLOY: 'production' })).toBe(true);
    expect(isProduction({ STEEL_DEPLOY: 'preview', NETLIFY: 'true', CONTEXT: 'production' })).toBe(false);
    expect(isProduction({})).toBe(false);
  });
});
