import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { ROOT } from './built-site.ts';
import { distDir } from '../../shared/data-set.js';

/*
 * The deploy recipes (README "Deploying") agree with the build: netlify.toml publishes the folder Eleventy
 * writes with a command package.json has, the hosts' Node is one the package accepts, and the nginx files the
 * build makes say what dist/site/_headers and _redirects say.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const toml = readFileSync('netlify.toml', 'utf8');
const setting = (name: string) => new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1];

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
const headerRules = readFileSync(`${ROOT}/_headers`, 'utf8')
  .split('\n\n')
  .filter((b) => b.trim())
  .map((b) => {
    const [pattern, ...lines] = b.trim().split('\n');
    return {
      pattern,
      headers: lines.map((l) =>
        /^\s*! /.test(l) ? [l.trim(), ''] : [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()],
      ),
    };
  });
const security = readFileSync(`${distDir}/nginx/steel-security.conf`, 'utf8');
const site = readFileSync(`${distDir}/nginx/steel-site.conf`, 'utf8');
// nginx reads a quoted value with its quotes and backslashes escaped (a CSP report endpoint's value is quoted itself)
const addHeader = ([k, v]: string[]) => `add_header ${k} "${v.replace(/["\\]/g, '\\$&')}" always;`;

describe('Netlify and Cloudflare Pages settings', () => {
  it('netlify.toml publishes the folder Eleventy writes, built by an npm script of package.json', () => {
    // Eleventy writes <distDir>/site; the hosts build the shipped data, whose distDir is dist
    const output = /output:\s*`\$\{distDir\}\/([^`]+)`/.exec(readFileSync('eleventy.config.js', 'utf8'))?.[1];
    expect(setting('publish')).toBe(`dist/${output}`);
    expect(ROOT).toBe(`${distDir}/${output}`);
    const command = setting('command')!;
    const script = /^npm run ([\w:-]+)$/.exec(command)?.[1];
    expect(pkg.scripts[script!], command).toBeDefined();
    // The deploy build runs the go-live check (for production: scripts/deploy-build.test.ts) and the build.
    const deploy = readFileSync(pkg.scripts[script!].replace(/^tsx /, ''), 'utf8');
    expect(deploy).toContain("run('npm run check:live')");
    expect(deploy).toContain("run('npm run build')");
    expect(pkg.scripts['check:live']).toBeDefined();
  });

  it("the hosts' Node version (.node-version) is one package.json accepts", () => {
    const major = Number(readFileSync('.node-version', 'utf8').trim().split('.')[0]);
    const min = Number(/^>=\s*(\d+)/.exec(pkg.engines.node)?.[1]);
    expect(major).toBeGreaterThanOrEqual(min);
  });
});

describe('nginx, made from the same rules', () => {
  it('every response gets the headers of the /* rule, the policy included', () => {
    const all = headerRules.filter((r) => r.pattern === '/*').flatMap((r) => r.headers);
    expect(all.map(([k]) => k)).toContain('Content-Security-Policy');
    for (const h of all) expect(security).toContain(addHeader(h));
  });

  it('each other rule of _headers is a location with its headers, and includes the security headers', () => {
    const locations = [...site.matchAll(/^location (?:= |\^~ )?(\S+) \{\n([\s\S]*?)\n\}/gm)].map((m) => ({
      path: m[1],
      body: m[2],
    }));
    for (const r of headerRules.filter((r) => r.pattern !== '/*')) {
      const path = r.pattern.replace(/\*$/, '');
      const loc = locations.find((l) => l.path === path);
      expect(loc, `a location for ${r.pattern}`).toBeDefined();
      const detached = r.headers.filter(([k]) => k.startsWith('! ')).map(([k]) => k.slice(2));
      const own = r.headers.filter(([k]) => !k.startsWith('! '));
      if (!detached.length) expect(loc!.body).toContain('include snippets/steel-security.conf;');
      else {
        // a rule that takes back a security header (/admin's own policy) lists the others itself, and not that one twice
        expect(loc!.body).not.toContain('include snippets/steel-security.conf;');
        const security = headerRules.filter((x) => x.pattern === '/*').flatMap((x) => x.headers);
        for (const h of security.filter(([k]) => !detached.includes(k)))
          if (!own.some(([k]) => k === h[0])) expect(loc!.body).toContain(addHeader(h));
        for (const d of detached)
          expect(loc!.body.match(new RegExp(`add_header ${d} `, 'g'))?.length, d).toBe(
            own.filter(([k]) => k === d).length,
          );
      }
      for (const h of own) expect(loc!.body, r.pattern).toContain(addHeader(h));
    }
  });

  it('each redirect of _redirects', () => {
    for (const line of readFileSync(`${ROOT}/_redirects`, 'utf8').trim().split('\n')) {
      const [from, to, status] = line.trim().split(/\s+/);
      expect(site).toContain(`location = ${from} { return ${status} ${to}; }`);
    }
  });
});
