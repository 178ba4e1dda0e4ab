/**
 * The partner loader (dist/embed/loader.js; docs/widgets.md "Loader"): one small script that defines
 * every embeddable steel-* tag lazily. It watches the document (and the open shadow roots it finds)
 * for our tags and imports a widget's module (elements/<tag>.js) only when its tag is in the page;
 * the widgets share one runtime chunk (preact, r2wc, define.tsx), fetched once. Each tag keeps the space of
 * its first render (reserve.ts): the rules inline in each snippet give it from the first frame, with no request to
 * our host; once the loader runs, it keeps a bare tag's floor until the widget is defined. The loader adopts today's
 * rules too, as a constructable stylesheet, into the document (for a snippet copied before the facts changed, or a
 * page whose CSP refuses inline styles) and into the open shadow roots it watches, which a page's styles cannot
 * reach: no <style> element, so a strict style-src CSP and Trusted Types pass.
 *
 * The tag list comes from the build ('steel:elements', ../build/esbuild-plugins.ts): this file imports no widget code.
 */
import { keepFloors, load } from 'steel:elements';
import { FACTS_URL, HOST_WAIT_MS, RESERVE_URL } from './host-files.ts';

/**
 * Nothing of ours competes with the partner's first paint: the loader fetches nothing until the browser reports the
 * page's first contentful paint (on screen, which a frame painted on the main thread may not be yet), then at low
 * priority, behind the partner's own resources (docs/performance.md "A partner's page"). A hidden page paints none,
 * so it goes on at once; a page that never paints text, or a browser without paint timing, after HOST_WAIT_MS. The
 * widgets' boxes hold their space and placeholder meanwhile.
 */
const painted = new Promise<void>((go) => {
  if (globalThis.document?.hidden !== false) return go();
  setTimeout(go, HOST_WAIT_MS);
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && go()).observe({
    type: 'paint',
    buffered: true,
  });
});
const later = (url: string) =>
  painted.then(() =>
    fetch(new URL(url, import.meta.url), { priority: 'low', signal: AbortSignal.timeout?.(HOST_WAIT_MS) }),
  );

/**
 * Today's business facts from our host (facts.ts), before any widget module runs: the same for every widget of
 * the page (its address names the shape it has). When they cannot be had within HOST_WAIT_MS (offline, refused by the
 * page's policy), the widgets show the facts their release carries.
 */
const facts = later(FACTS_URL)
  .then((r) => r.json())
  .then((f: Record<string, unknown>) => (globalThis.__steelFacts = f))
  .catch(() => {});

const waiting = new Map(Object.entries(load));

function define(tag: string) {
  const importer = waiting.get(tag);
  if (!importer) return;
  waiting.delete(tag);
  ready.then(importer).catch((e: unknown) => {
    waiting.set(tag, importer); // offline for a moment: the next matching element tries again
    console.error('[steel embed] could not load', tag, e);
  });
}

const watched = new WeakSet<Node>();
/** Defines the tags in `root` and below, and watches the open shadow roots it passes. */
function scan(root: ParentNode) {
  if (!waiting.size) return;
  const visit = (el: Element) => {
    if (waiting.has(el.localName)) define(el.localName);
    if (el.shadowRoot) watch(el.shadowRoot);
  };
  if (root instanceof Element) visit(root);
  for (const el of root.querySelectorAll('*')) visit(el);
}

function watch(root: Document | ShadowRoot) {
  if (watched.has(root)) return;
  watched.add(root);
  adopt(root);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) scan(n);
  }).observe(root, { childList: true, subtree: true });
  scan(root);
}

/**
 * For a host component that attaches its shadow root after the loader has looked (nothing in the page
 * changes then, so no observer can see it): `import { discover } from '.../loader.js'` and
 * `discover(el.shadowRoot)` finds and watches our tags there, as Shoelace's autoloader offers.
 */
export const discover = (root: Document | ShadowRoot) => watch(root);

/**
 * The reserve rules, for the document and each open shadow root the loader watches (a document's rules do not reach
 * tags inside a partner component's shadow root): today's, from our host, and the rule that keeps the floors, there
 * at once and after them in the cascade. None where constructable stylesheets are missing: the widgets still load.
 */
let sheets: CSSStyleSheet[] = [];
try {
  sheets = [new CSSStyleSheet(), new CSSStyleSheet()];
  sheets[1].replaceSync(keepFloors);
} catch {
  sheets = [];
}
const rules = later(RESERVE_URL)
  .then((r) => (r.ok ? r.text() : ''))
  .then((css) => sheets[0]?.replace(css))
  .catch(() => {});
/** A widget starts once today's facts and floors are here (or could not be had within HOST_WAIT_MS). */
const ready = Promise.all([facts, rules]);

function adopt(root: Document | ShadowRoot) {
  try {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  } catch {
    // an engine without adoptedStyleSheets: the widgets still load, only without their reserved space
  }
}

if (typeof document !== 'undefined' && !(globalThis as { __steelLoader?: true }).__steelLoader) {
  // Two copies of the loader (a pinned one and v1, or a shim and the module) watch once.
  (globalThis as { __steelLoader?: true }).__steelLoader = true;
  watch(document);
}
