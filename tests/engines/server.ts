import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { start } from '../../scripts/serve.js';
import { distDir } from '../../shared/data-set.js';

/**
 * The engines' servers. WebDriver classic (WebKit) has no console or network events, so both engines are
 * watched the same way: every page we serve gets one same-origin script first in its <head> (the site's
 * CSP allows scripts from 'self', site/_includes/headers.ts), which records console.error calls, uncaught
 * errors, unhandled rejections, failed loads and CSP violations, keeps them on the page and sends each to
 * its server (navigator.sendBeacon: a same-origin request, allowed by default-src 'self'), so what a page
 * reported before it navigated away is not lost. The servers also record every response of status 400 or more.
 */
const RECORD = '/__engines/record.js';
const PROBLEM = '/__engines/problem';
const MODULES = '/__engines/modules.js';
const recorderTag = `<script src="${RECORD}"></script>`;

/**
 * Added by `modulesRan` (tests/engines/page.ts): imports the page's modules (meta[name=steel-modules]) again,
 * which resolves once each has been evaluated, then says so. A module script of the page's own origin, as the
 * CSP allows; an import() in a WebDriver script does not resolve in WebKit.
 */
const modules = `await Promise.all((document.querySelector('meta[name=steel-modules]')?.content ?? '').split(' ').filter(Boolean).map((s) => import(s)));
window.__engines.modulesRan = true;`;

/** Runs in the page before anything else; `__engines.find` also lets tests reach into shadow roots. */
const recorder = `(() => {
  const problems = [];
  const report = (text) => {
    problems.push(text);
    try { navigator.sendBeacon(${JSON.stringify(PROBLEM)}, location.pathname + ': ' + text); } catch {}
  };
  const error = console.error;
  console.error = function (...args) {
    report('console error: ' + args.map((a) => (a && a.stack) || String(a)).join(' '));
    return error.apply(this, args);
  };
  addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) report('uncaught: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
    else if (e.target && e.target !== window) report('failed to load: <' + e.target.localName + '> ' + (e.target.src || e.target.href || ''));
  }, true);
  addEventListener('unhandledrejection', (e) => report('unhandled rejection: ' + ((e.reason && e.reason.stack) || e.reason)));
  addEventListener('securitypolicyviolation', (e) => report('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI), true);
  const steps = (sel) => sel.split('>>>').map((s) => s.trim());
  const scope = (sel) => {
    let root = document;
    const parts = steps(sel);
    for (const part of parts.slice(0, -1)) {
      const el = root.querySelector(part);
      if (!el) return { root: null, last: parts.at(-1) };
      root = el.shadowRoot || el;
    }
    return { root, last: parts.at(-1) };
  };
  /** 'host >>> inner': inner is looked up in host's shadow root (or in host when it has none); text narrows by text content. */
  const findAll = (sel, text) => {
    const { root, last } = scope(sel);
    if (!root) return [];
    const all = [...root.querySelectorAll(last)];
    return text === undefined ? all : all.filter((el) => el.textContent.replace(/\\s+/g, ' ').trim().includes(text));
  };
  /** What the pointer would hit at a point of the viewport, inside shadow roots. */
  const at = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el && el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  /** An element as a failure message names it: tag#id.class[name]. */
  const describe = (el) =>
    el ? el.localName + (el.id ? '#' + el.id : '') + (el.className ? '.' + String(el.className).split(' ')[0] : '') + (el.name ? '[' + el.name + ']' : '') : 'nothing';
  /**
   * Holds the next press meant for what sel finds (tests/engines/page.ts click): one that lands elsewhere (the page
   * scrolled between the measuring and the press) is kept from the page, every event of it, and noted in shot; one
   * on it goes through.
   */
  let unaim = () => {};
  const aim = (sel, text) => {
    unaim();
    const el = findAll(sel, text)[0];
    const shot = (window.__engines.shot = { landed: null, scrollY: null });
    const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
    const guard = (e) => {
      if (shot.landed === null) {
        const target = e.composedPath()[0];
        // the element measured, or the one the selector finds now (a render may have replaced it)
        const on = [el, findAll(sel, text)[0]].some(
          (x) => x && (e.composedPath().includes(x) || (target && target.contains && target.contains(x))),
        );
        shot.landed = on ? 'on it' : describe(target);
        shot.scrollY = scrollY;
      }
      if (shot.landed !== 'on it') {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
      if (e.type === 'click') unaim();
    };
    for (const t of types) addEventListener(t, guard, true);
    unaim = () => types.forEach((t) => removeEventListener(t, guard, true));
  };
  window.__engines = { problems, findAll, find: (sel, text) => findAll(sel, text)[0] || null, at, describe, aim };
})();`;

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));
/** Counts the server's requests not yet answered or given up by the browser; returns a reader. */
const openRequests = (server: Server) => {
  let open = 0;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    open++;
    res.on('close', () => open--);
  });
  return () => open;
};
const withRecorder = (html: string) => html.replace(/<head[^>]*>/i, (head) => head + recorderTag);

/** Answers the recorder's own two requests; false for any other. */
function recorderRoutes(req: IncomingMessage, res: ServerResponse, problems: string[]) {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === RECORD) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(recorder);
    return true;
  }
  if (path === MODULES) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(modules);
    return true;
  }
  if (path === PROBLEM && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      problems.push(body);
      res.writeHead(204).end();
    });
    return true;
  }
  return false;
}

export interface Site {
  origin: string;
  /** What its pages reported and the error responses it sent, since the last `problems.length = 0`. */
  problems: string[];
  /** Holds every request whose path matches until the returned function is called (a slow network). */
  hold(paths: RegExp): () => void;
  /** How many of its requests are still open (being answered, or held). */
  open(): number;
  close(): Promise<void>;
}

/** The build's site (dist/site, or dist-<set>/site for another data set), or `root`, served by scripts/serve.js as in production, behind a proxy that adds the recorder to each page. */
export async function serveSite(root = `${distDir}/site`): Promise<Site> {
  const inner: Server = await start({ port: 0, root });
  const innerPort = (inner.address() as AddressInfo).port;
  const problems: string[] = [];
  let held: { paths: RegExp; gate: Promise<void> } | null = null;
  const outer = createServer(async (req, res) => {
    if (recorderRoutes(req, res, problems)) return;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (held?.paths.test(path)) await held.gate;
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const up = request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers }, (r) => {
      const status = r.statusCode ?? 500;
      if (status >= 400) problems.push(`${path}: HTTP ${status}`);
      // Every request reaches this server (no HTTP cache), so a held script is really held and every load is seen.
      r.headers['cache-control'] = 'no-store';
      if (!/^text\/html/.test(r.headers['content-type'] ?? '')) {
        res.writeHead(status, r.headers);
        r.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => {
        const body = withRecorder(Buffer.concat(chunks).toString('utf8'));
        const out = { ...r.headers, 'content-length': String(Buffer.byteLength(body)) };
        delete out['transfer-encoding'];
        res.writeHead(status, out);
        res.end(body);
      });
    });
    req.pipe(up);
  });
  const open = openRequests(outer);
  const port = await listen(outer);
  return {
    origin: `http://127.0.0.1:${port}`,
    problems,
    open,
    hold(paths) {
      let release!: () => void;
      held = { paths, gate: new Promise<void>((r) => (release = r)) };
      return () => {
        held = null;
        release();
      };
    },
    close: async () => {
      outer.closeAllConnections();
      await Promise.all([close(outer), close(inner)]);
    },
  };
}

export interface Partner {
  /** Another origin (another port) than the site's. */
  origin: string;
  problems: string[];
  /** The partner's page, served at / (with the recorder first in its <head>), and its other files by path. */
  page: string;
  files: Record<string, string>;
  /** How many of its requests are still open. */
  open(): number;
  close(): Promise<void>;
}

/** A partner's site: its page and files as the test sets them, nothing else (a favicon request gets 204). */
export async function servePartner(): Promise<Partner> {
  const problems: string[] = [];
  const partner = { page: '', files: {} as Record<string, string> };
  const server = createServer((req, res) => {
    if (recorderRoutes(req, res, problems)) return;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(withRecorder(partner.page));
    }
    if (path in partner.files) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(partner.files[path]);
    }
    if (path === '/favicon.ico') return res.writeHead(204).end();
    problems.push(`${path}: HTTP 404`);
    res.writeHead(404).end();
  });
  const open = openRequests(server);
  const port = await listen(server);
  return Object.assign(partner, {
    origin: `http://127.0.0.1:${port}`,
    problems,
    open,
    close: () => {
      server.closeAllConnections();
      return close(server);
    },
  });
}

/**
 * The browsers' proxy for everything that is not 127.0.0.1: it records the host each request was for and
 * refuses it, so nothing leaves the machine and a test sees what a page tried to reach (e.g. Google's script).
 */
export async function guardOutside() {
  const seen: string[] = [];
  // Firefox's own services (remote settings and the like) are the browser's requests, not a page's.
  const record = (host: string) => /(^|\.)(mozilla\.(com|net|org)|firefox\.com)(:\d+)?$/.test(host) || seen.push(host);
  const server = createServer((req, res) => {
    record(new URL(req.url ?? '/', 'http://unknown').host);
    res.writeHead(403).end();
  });
  server.on('connect', (req: IncomingMessage, socket) => {
    record(req.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  const open = openRequests(server);
  const port = await listen(server);
  return {
    port,
    seen,
    open,
    close: () => {
      server.closeAllConnections();
      return close(server);
    },
  };
}
