import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { ROOT } from './built-site.ts';
import { dataFiles, readData, type DataName } from '../../shared/data/load.ts';
import { cmsConfig, fieldPaths } from '../../shared/cms/config.ts';
import { editorRefusals } from '../../shared/cms/check.ts';
import { Review } from '../../shared/schema/content.ts';
import { dataFile, isShipped } from '../../shared/data-set.js';
import {
  adminConfig,
  adminCsp,
  adminPolicy,
  backendProblems,
  ADMIN_OPENER_POLICY,
} from '../../site/_includes/admin.ts';
import { csp, security } from '../../site/_includes/headers.ts';
import { BACKEND_FILE, backendOrigins, githubRepo, resolveBackend, type Backend } from '../../shared/cms/backend.ts';

/*
 * The owner's editor (docs/cms.md): its configuration is made from the schemas and must cover each of their fields,
 * accept today's data, and stay on its own page with its own policy.
 */
const names = Object.keys(dataFiles) as DataName[];
const data = Object.fromEntries(names.map((n) => [n, readData(n)])) as Record<string, unknown>;
const built = JSON.parse(readFileSync(join(ROOT, 'admin/config.json'), 'utf8')) as ReturnType<typeof adminConfig>;
type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  additionalProperties?: Json | boolean;
  const?: unknown;
  enum?: unknown[];
};

/** Every field path of a JSON Schema made by zod itself (z.toJSONSchema): an independent reading of the schema. */
function schemaPaths(s: Json, path: string, value: unknown): string[] {
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const objects = options.filter((o) => o.properties);
    if (!objects.length) return [path]; // '' or a URL: one box
    // a discriminated union: the key every option fixes (`kind`) is the list item's type, not a field
    const key = Object.keys(objects[0].properties!).find((k) => objects.every((o) => o.properties?.[k]?.const));
    return [
      ...new Set(
        objects.flatMap((o) =>
          Object.entries(o.properties!)
            .filter(([k]) => k !== key)
            .flatMap(([k, v]) => schemaPaths(v, `${path}.${k}`, undefined)),
        ),
      ),
    ];
  }
  if (s.properties)
    return Object.entries(s.properties).flatMap(([k, v]) => [
      ...schemaPaths(v, path ? `${path}.${k}` : k, (value as Record<string, unknown>)?.[k]),
    ]);
  if (typeof s.additionalProperties === 'object')
    // a record: its keys are the code's names, read from the data (business.json claims)
    return Object.keys((value as object) ?? {}).flatMap((k) =>
      schemaPaths(s.additionalProperties as Json, `${path}.${k}`, undefined),
    );
  if (s.items) {
    const item = s.items;
    if (item.enum) return [path]; // a list of allowed values: one select that takes several
    const nested = item.properties || item.anyOf?.some((o) => o.properties) || item.oneOf;
    const inner = schemaPaths(item, `${path}.*`, Array.isArray(value) ? value[0] : undefined);
    // a list of objects is its items' fields; a list of text is also each text (`paragraphs.*`)
    return nested ? inner : [...new Set([`${path}.*`, ...inner])];
  }
  return [path];
}

const withParents = (paths: string[]) =>
  new Set(
    paths
      .flatMap((p) => p.split('.').map((_, i, a) => a.slice(0, i + 1).join('.')))
      .filter((p) => !p.endsWith('*') || paths.includes(p)),
  );

/** What the schema has and the config has not, and the reverse, for one data file. */
function coverage(schema: z.ZodType, fields: Parameters<typeof fieldPaths>[0], value: unknown) {
  const isList = schema._zod.def.type === 'array';
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
  const fromSchema = withParents(
    isList ? schemaPaths({ properties: { items: json } }, '', { items: value }) : schemaPaths(json, '', value),
  );
  const fromConfig = new Set(fieldPaths(fields));
  return {
    missing: [...fromSchema].filter((p) => !fromConfig.has(p)),
    extra: [...fromConfig].filter((p) => !fromSchema.has(p)),
  };
}

describe('the editor’s configuration is the schemas’', () => {
  it('has one collection per data file, each editing that file', () => {
    expect(built.collections.map((c) => c.name)).toEqual(names);
    for (const c of built.collections)
      expect(dataFile(c.name)).toMatch(new RegExp(`${c.files[0].file.replace(/\./g, '\\.')}$`));
  });

  it.each(names)('%s.json: every field of the schema has a field in the editor, and none other', (name) => {
    const c = built.collections.find((x) => x.name === name)!;
    expect(coverage(dataFiles[name] as z.ZodType, c.files[0].fields, data[name])).toEqual({ missing: [], extra: [] });
  });

  it('the check bites: a field added to a schema only is named as missing', () => {
    const schemas = { ...dataFiles, reviews: z.array(Review.extend({ response: z.string() })) };
    const reviewFields = (s: Record<string, z.core.$ZodType>) =>
      cmsConfig({
        schemas: s,
        data,
        backend: { name: 'test' },
        localBackend: '',
        dataFolder: 'shared/data',
      }).collections.find((c) => c.name === 'reviews')!.files[0].fields;
    // the config made from the extended schema has a field today's schema lacks, and the reverse
    expect(coverage(dataFiles.reviews as z.ZodType, reviewFields(schemas), data.reviews).extra).toEqual([
      'items.*.response',
    ]);
    expect(coverage(schemas.reviews, reviewFields(dataFiles), data.reviews).missing).toEqual(['items.*.response']);
  });

  it.each(names)('%s.json as it is today passes the editor’s own rules, so the owner can save it', (name) => {
    const c = built.collections.find((x) => x.name === name)!;
    const value = c.format.startsWith('json-list') ? { items: data[name] } : data[name];
    expect(editorRefusals(c.files[0].fields, value)).toEqual([]);
  });

  it('a pattern’s message is the schema’s own: a rating of 7, a malformed phone', () => {
    const reviews = built.collections.find((c) => c.name === 'reviews')!.files[0].fields[0].fields!;
    const rating = reviews.find((f) => f.name === 'rating')!;
    expect(new RegExp(rating.pattern![0]).test('7')).toBe(false);
    expect(rating.pattern![1]).toBe(Review.shape.rating.safeParse(7).error!.issues[0].message);
    const business = built.collections.find((c) => c.name === 'business')!.files[0].fields;
    const e164 = business.find((f) => f.name === 'phone')!.fields!.find((f) => f.name === 'e164')!;
    expect(new RegExp(e164.pattern![0]).test('01632 960')).toBe(false);
    expect(e164.pattern![1]).toBe(
      dataFiles.business
        .safeParse({ phone: { e164: '01632 960' } })
        .error!.issues.find((i) => i.path.join('.') === 'phone.e164')!.message,
    );
  });

  it('photos are uploaded into the folders the image pipeline reads, with their alt text required', () => {
    const gallery = built.collections.find((c) => c.name === 'gallery')!.files[0].fields[0].fields!;
    const src = gallery.find((f) => f.name === 'src')!;
    expect(src.widget).toBe('image');
    expect(existsSync(join('.', src.media_folder!))).toBe(true);
    expect(src.public_folder).toBe(src.media_folder!.replace(/^\/site\//, ''));
    expect(gallery.find((f) => f.name === 'alt')!.required).not.toBe(false);
  });

  it('is what the build wrote to /admin/config.json', () => {
    expect(built).toEqual(JSON.parse(JSON.stringify(adminConfig())));
  });
});

describe.runIf(isShipped)('the data files are written as the editor writes them', () => {
  it.each(names)('%s.json is JSON.stringify(value, null, 2) and a final newline', (name) => {
    const text = readFileSync(dataFile(name), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});

describe('the live editor saves through GitHub, signed in by an OAuth provider (docs/cms.md)', () => {
  const setting = JSON.parse(readFileSync(BACKEND_FILE, 'utf8')) as Backend;
  /** A host's build environment: the config a build there writes, and what /admin would still say is missing. */
  const on = (env: Record<string, string>) => resolveBackend(setting, env);
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))!
      .split(' ')
      .slice(1);
  const remote = (sources: string[]) => sources.filter((s) => /^https:/.test(s));

  it('the default is Decap’s github backend on the branch the file names', () => {
    expect(setting.name).toBe('github');
    expect(setting.branch).toMatch(/^[\w./-]+$/);
    expect(built.backend).toMatchObject({ name: 'github', branch: setting.branch });
  });

  it('on Netlify: the repository from REPOSITORY_URL, and Netlify’s own sign-in (no base_url)', () => {
    for (const url of [
      'https://github.com/anvil-arc/website',
      'https://x-access-token:v1.abc@github.com/anvil-arc/website',
      'git@github.com:anvil-arc/website.git',
    ]) {
      const { backend, problems } = on({ NETLIFY: 'true', REPOSITORY_URL: url });
      expect(problems, url).toEqual([]);
      expect(backend, url).toEqual({ ...setting, repo: 'anvil-arc/website' });
      const config = cmsConfig({ schemas: dataFiles, data, backend, localBackend: '', dataFolder: 'shared/data' });
      expect(config.backend).toEqual({ name: 'github', repo: 'anvil-arc/website', branch: setting.branch });
    }
  });

  it('on Cloudflare Pages: the repository and the sign-in Worker from the project’s variables', () => {
    const worker = 'https://sveltia-cms-auth.anvil.workers.dev';
    const { backend, problems } = on({ CF_PAGES: '1', CMS_REPO: 'anvil-arc/website', CMS_AUTH_URL: `${worker}/` });
    expect(problems).toEqual([]);
    // Decap compares the sign-in window's origin with base_url exactly, so the trailing slash goes
    expect(backend).toEqual({ ...setting, repo: 'anvil-arc/website', base_url: worker });
  });

  it('what the owner must still give is named, with its field, never left as a silent placeholder', () => {
    const fields = (env: Record<string, string>) => on(env).problems.map((p) => p.field);
    expect(fields({})).toEqual(['repo']);
    expect(fields({ REPOSITORY_URL: 'https://gitlab.com/anvil-arc/website' })).toEqual(['repo']);
    expect(fields({ CF_PAGES: '1', CMS_REPO: 'anvil-arc/website' })).toEqual(['base_url']);
    expect(fields({ CMS_REPO: 'anvil-arc/website', CMS_AUTH_URL: 'https://auth.example.org/decap' })).toEqual([
      'base_url',
    ]);
    expect(fields({ CMS_REPO: 'not a repository' })).toEqual(['repo']);
    // the file's own values win over the host's
    expect(resolveBackend({ ...setting, repo: 'o/n' }, { REPOSITORY_URL: 'https://github.com/x/y' }).backend.repo).toBe(
      'o/n',
    );
    expect(githubRepo('https://github.com/o/n/')).toBe('o/n');
  });

  it('/admin says what is missing on the live site, naming file and field, or nothing when it is set up', () => {
    const html = readFileSync(join(ROOT, 'admin/index.html'), 'utf8');
    const notice = html.match(/<main id="cms-not-set-up">([\s\S]*?)<\/main>/)?.[1];
    if (!backendProblems.length) expect(notice).toBeUndefined();
    else for (const p of backendProblems) expect(notice).toContain(`${BACKEND_FILE}: ${p.field}: `);
  });

  it('its policy allows exactly what the github backend talks to: the API and GitHub’s status, no Identity', () => {
    const github = resolveBackend(setting, { CMS_REPO: 'o/n' }).backend;
    const policy = adminPolicy(github);
    expect(remote(directive(policy, 'connect-src'))).toEqual(backendOrigins(github).connect);
    expect(remote(directive(policy, 'connect-src'))).toEqual([
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(remote(directive(policy, 'script-src'))).toEqual([]);
    expect(remote(directive(policy, 'img-src'))).toEqual(['https://avatars.githubusercontent.com']);
    expect(policy).not.toContain('identity.netlify.com');
    expect(adminCsp).toBe(adminPolicy(built.backend as Backend));
    // each origin allowed is one Decap's own code asks (the avatar's address comes from the API's answer)
    const decap = readFileSync(join(ROOT, 'admin/decap/decap-cms.js'), 'utf8');
    for (const origin of backendOrigins(github).connect) expect(decap, origin).toContain(origin);
    // the legacy Git Gateway, if an owner still chooses it, gets Identity's origins and only then
    expect(remote(directive(adminPolicy({ name: 'git-gateway' }), 'script-src'))).toEqual([
      'https://identity.netlify.com',
    ]);
  });

  it('the sign-in window keeps its opener on /admin only, so it can hand the token back', () => {
    const rules = readFileSync(join(ROOT, '_headers'), 'utf8').split('\n\n');
    for (const path of ['/admin', '/admin/*']) {
      const admin = rules.find((r) => r.startsWith(`${path}\n`))!;
      expect(admin).toContain('\n  ! Cross-Origin-Opener-Policy\n');
      expect(admin).toContain(`\n  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`);
    }
    expect(ADMIN_OPENER_POLICY).toBe('same-origin-allow-popups');
    expect(security).toContainEqual(['Cross-Origin-Opener-Policy', 'same-origin']);
  });
});

describe('/admin stays apart from the site', () => {
  const html = readFileSync(join(ROOT, 'admin/index.html'), 'utf8');
  it('is not indexed and carries its own policy, without what a <meta> cannot carry', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const meta = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1];
    expect(meta).toBe(adminCsp.replace(/; frame-ancestors [^;]*/, ''));
  });

  it('its header rule replaces the site’s policy rather than adding a second', () => {
    const rules = readFileSync(join(ROOT, '_headers'), 'utf8').split('\n\n');
    for (const path of ['/admin', '/admin/*']) {
      const admin = rules.find((r) => r.startsWith(`${path}\n`))!;
      expect(admin).toContain('\n  ! Content-Security-Policy\n');
      expect(admin).toContain(`\n  Content-Security-Policy: ${adminCsp}`);
    }
    // every other response keeps the site's policy, with no 'unsafe-eval'
    expect(csp).not.toContain('unsafe-eval');
  });

  it('no other page links to it or loads anything from it; the sitemap leaves it out', () => {
    const pages = (readdirSync(ROOT, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.html') && !f.startsWith('admin/'),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const f of pages) expect(readFileSync(join(ROOT, f), 'utf8'), f).not.toMatch(/["'(]\/admin\//);
    expect(readFileSync(join(ROOT, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  });

  it('Decap CMS itself is served from the site, not a CDN', () => {
    expect(existsSync(join(ROOT, 'admin/decap/decap-cms.js'))).toBe(true);
    expect(html).not.toMatch(/src="https?:/);
  });
});
