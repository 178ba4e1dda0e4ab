import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import parseSrcset from 'parse-srcset';

/** The URLs of a srcset, parsed as the HTML spec does (the comma in a data: URL separates nothing). */
export const srcsetUrls = (v: string) => parseSrcset(v).map((c) => c.url);

/** Every HTML file under a folder. */
export function htmlFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(root, join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** The file a static host serves for a path (clean URLs: /about -> about.html). */
export function resolvePath(root: string, path: string): string | null {
  const clean = decodeURIComponent(path);
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const c of candidates) {
    const f = join(root, c);
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return null;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Every URL the page references: href, src and srcset attributes, including inside declarative shadow roots and JSON attributes. */
export function references(html: string): string[] {
  const refs: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) refs.push(decode(m[1]));
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) refs.push(...srcsetUrls(decode(m[1])));
  // URLs inside JSON attributes (e.g. the gallery's photos): every string value that is a path or a srcset.
  for (const m of html.matchAll(/\s[a-z-]+="(\[[^"]*\]|\{[^"]*\})"/g)) {
    const walk = (v: unknown): void => {
      if (typeof v === 'string' && v.startsWith('/')) refs.push(...srcsetUrls(v));
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    try {
      walk(JSON.parse(decode(m[1])));
    } catch {
      /* not JSON */
    }
  }
  return refs.filter(Boolean);
}

export interface LinkProblem {
  file: string;
  ref: string;
  problem: string;
}

/** Internal links and images that do not resolve, fragments that point nowhere, and tel:/mailto: links to anyone but the business. */
export function checkLinks(
  root: string,
  business: { tel: string; email: string },
  files = htmlFiles(root),
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file))
      idCache.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    return idCache.get(file)!;
  };
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const ref of references(html)) {
      if (ref.startsWith('tel:')) {
        if (ref !== business.tel)
          problems.push({ file, ref, problem: `dials ${ref.slice(4)}, not the business number` });
        continue;
      }
      if (ref.startsWith('mailto:')) {
        if (!ref.startsWith(`mailto:${business.email}`) || /[?&](cc|bcc)=/i.test(ref))
          problems.push({ file, ref, problem: 'mails someone other than the business' });
        continue;
      }
      if (/^(https?:)?\/\//.test(ref) || /^[a-z]+:/i.test(ref)) continue; // external: not fetched here
      const [pathPart, hash] = ref.split('#');
      const target =
        pathPart === ''
          ? file
          : resolvePath(
              root,
              pathPart.startsWith('/') ? pathPart.split('?')[0] : join(file.slice(root.length), '..', pathPart),
            );
      if (!target) {
        problems.push({ file, ref, problem: 'does not resolve to a file' });
        continue;
      }
      if (hash && hash !== 'top' && target.endsWith('.html') && !ids(target).has(hash))
        problems.push({ file, ref, problem: `no element with id "${hash}"` });
    }
  }
  return problems;
}
