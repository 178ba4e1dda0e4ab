import { DETACH, rules } from './headers.ts';
import { redirects } from '../pages/redirects.11ty.ts';

/*
 * The nginx version of dist/site/_headers and _redirects, made from the same rules by the build into dist/nginx/
 * (outside the deploy folder; README "Deploying", nginx). nginx takes add_header lines from one location only (a
 * location with its own add_header drops the server's), so every location includes the security headers.
 */
const SECURITY = 'snippets/steel-security.conf';
const quote = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;
const addHeaders = (headers: [string, string][], indent = '') =>
  headers.map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`).join('\n');

/** The headers of the `/*` rule, which every response gets. */
const security = () => rules.filter((r) => r.pattern === '/*').flatMap((r) => r.headers);

/** The headers every response gets: /etc/nginx/snippets/steel-security.conf. */
export function nginxSecurity(): string {
  return `# Made by the build from site/_includes/headers.ts: the headers of every response.\n${addHeaders(security())}\n`;
}

/** The locations, to include in the site's `server { }` block after `root .../dist/site;`. */
export function nginxSite(): string {
  // A location that takes back one of the security headers (/admin's own policy) lists the others itself.
  const block = (match: string, headers: [string, string][], files: string) => {
    const detached = headers.filter(([k]) => k.startsWith(DETACH)).map(([k]) => k.slice(DETACH.length));
    const own = headers.filter(([k]) => !k.startsWith(DETACH));
    const base = detached.length
      ? `${addHeaders(
          security().filter(([k]) => !detached.includes(k) && !own.some(([o]) => o === k)),
          '  ',
        )}\n`
      : `  include ${SECURITY};\n`;
    return `location ${match} {\n${base}${own.length ? `${addHeaders(own, '  ')}\n` : ''}  try_files ${files};\n}`;
  };
  const specific = rules.filter((r) => r.pattern !== '/*');
  return (
    [
      '# Made by the build from site/_includes/headers.ts and site/pages/redirects.11ty.ts.',
      'error_page 404 /404.html;',
      ...redirects.map((r) => `location = ${r.from} { return ${r.status} ${r.to}; }`),
      ...specific.map((r) =>
        r.pattern.endsWith('/*')
          ? block(`^~ ${r.pattern.slice(0, -1)}`, r.headers, '$uri $uri.html =404')
          : // a folder's page too (/admin is /admin/index.html)
            block(
              `= ${r.pattern}`,
              r.headers,
              r.pattern === '/' ? '/index.html =404' : '$uri $uri.html $uri/index.html =404',
            ),
      ),
      // Everything else (robots.txt, the icons, the sitemap): the security headers only.
      block('/', [], '$uri $uri.html $uri/ =404'),
    ].join('\n') + '\n'
  );
}
