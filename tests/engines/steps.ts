import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resultTypes, wcagTags } from '../browser/axe.ts';
import { dataFile } from '../../shared/data-set.js';
import type { Driver } from './driver.ts';
import type { Partner, Site } from './server.ts';
import {
  click,
  isVisible,
  pageProblems,
  settle,
  textOf,
  textsOf,
  until,
  untilDefined,
  untilFocused,
  widgetsOnPage,
} from './page.ts';

/**
 * What the engines' journeys share (tests/engines/journeys.ts and each widget's own, widgets/<folder>/<folder>.journeys.ts):
 * the world they run in, opening a page, waiting for the widgets, and the checks. Expectations come from the data set built (shared/data, or STEEL_DATA's) and
 * shared/*.ts, never from today's copy.
 */
const data = (name: string) => JSON.parse(readFileSync(dataFile(name), 'utf8'));
export const business = data('business') as { brand: string; email: string; formEndpoint?: string };
export const faq = data('faq') as { category: string; questions: { question: string; answer: string }[] }[];
export const gallery = data('gallery') as { caption: string }[];
export const quoteChoices = data('quote-form') as Record<string, { value: string; label: string }[]>;

export interface World {
  d: Driver;
  site: Site;
  /** The site built with a measurement ID, so it asks for analytics consent (tests/engines/global-setup.ts). */
  consentSite: Site;
  partner: Partner;
  /** Hosts the browser tried to reach beyond 127.0.0.1 (all refused). */
  outside: string[];
}

export const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Fails with everything the page, the servers and the proxy reported, except what `expected` matches. */
export async function expectNoProblems(w: World, where: string, expected?: RegExp) {
  await settle(w.d);
  const all = [
    ...(await pageProblems(w.d).catch(() => [] as string[])).map((p) => `page: ${p}`),
    ...[w.site, w.consentSite, w.partner].flatMap((s) =>
      s.problems.map((p) => `${s.origin}${p.startsWith('/') ? '' : ' '}${p}`),
    ),
    ...w.outside.map((h) => `request beyond 127.0.0.1: ${h}`),
  ];
  const unexpected = [...new Set(all)].filter((p) => !expected?.test(p));
  if (unexpected.length) throw new Error(`${where}:\n${unexpected.join('\n')}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe (WCAG 2.2 A and AA, the tags of tests/browser/axe.ts) finds nothing on the page as it is now. In Chromium only,
 * where the Playwright specs run it too (AxeBuilder is Playwright's): axe reads the page's roles and styles, not the
 * engine's, and in each other engine it would add seconds a check. Sent to the page through the Driver (its evaluate is
 * not bound by the page's CSP). Only violations are gathered in full (resultTypes, tests/browser/axe.ts).
 */
export async function expectNoAxeViolations(w: World, what: string) {
  if (w.d.engine !== 'chromium') return;
  const found = await w.d.run<string[]>(`(async () => {
    if (!window.axe) { ${axeSource}
    }
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} }, resultTypes: ${JSON.stringify(resultTypes)} });
    return violations.map((v) => v.id + ' (' + v.impact + '): ' + v.help + '\\n    ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\\n    '));
  })()`);
  if (found.length) throw new Error(`axe violations on ${what}:\n${found.join('\n')}`);
}

/** Resolves once the page's modules (meta[name=steel-modules], started after the first paint) have run (tests/engines/server.ts). */
export async function modulesRan(d: Driver) {
  await d.run(
    `document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/__engines/modules.js' }))`,
  );
  await until(d, 'window.__engines.modulesRan', "the page's modules run", 10_000);
}

/**
 * Every widget on the page is defined and none shows its fallback. A pre-rendered form is defined on the
 * visitor's intent (widgets/mail-form/lazy.ts): once the page's modules have run, each form still waiting is
 * clicked into and left, as a visitor would.
 */
export async function expectUpgraded(w: World, where: string) {
  await modulesRan(w.d);
  const waiting = (await widgetsOnPage(w.d)).filter((x) => !x.defined && x.form).map((x) => x.tag);
  for (const tag of new Set(waiting)) {
    await click(w.d, `${tag} >>> input:not([type=hidden]):not([type=file])`);
    await click(w.d, 'h1');
  }
  const widgets = await widgetsOnPage(w.d);
  await untilDefined(w.d, [...new Set(widgets.map((x) => x.tag))]).catch(async () => {
    const missing = (await widgetsOnPage(w.d)).filter((x) => !x.defined).map((x) => x.tag);
    throw new Error(`${where}: not defined: ${missing.join(', ')}`);
  });
  await settle(w.d);
  const broken = (await widgetsOnPage(w.d)).filter((x) => x.fallback).map((x) => x.tag);
  if (broken.length) throw new Error(`${where}: showing the fallback: ${broken.join(', ')}`);
  return widgets;
}

export function equal(actual: unknown, expected: unknown, what: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}
export function ok(value: unknown, what: string) {
  if (!value) throw new Error(what);
}

export async function open(w: World, route: string, site = w.site, parsed = false) {
  await w.d.goto(site.origin + route, parsed);
  await until(w.d, 'document.readyState !== "loading" && !!window.__engines', `${route} parsed`);
}

/**
 * On a partner's page the calculator and the quote form step through their questions (docs/widgets.md "One screen on
 * a phone"): presses Next, one step at a time, until `sel` shows, the questions before it answered. On our pages it
 * shows already.
 */
export async function stepTo(d: Driver, host: string, sel: string) {
  for (let i = 0; i < 12 && !(await isVisible(d, sel)); i++) {
    const step = await textOf(d, `${host} >>> .progress`);
    await click(d, `${host} >>> button`, 'Next');
    await until(
      d,
      async () => (await textOf(d, `${host} >>> .progress`)) !== step,
      `${host}: the step after "${step}"`,
    );
  }
}

export const chooseOptions = async (d: Driver, choices: Record<string, string>, host = 'steel-calculator') => {
  for (const [name, value] of Object.entries(choices)) {
    const radio = `${host} >>> input[name="${name}"][value="${value}"]`;
    await stepTo(d, host, radio);
    await click(d, radio);
    await until(d, `window.__engines.find(${JSON.stringify(radio)}).checked`, `${name} ${value} checked`);
  }
};

/** A journey: one test in each engine (tests/engines/suite.ts). */
export type Journey = (w: World) => Promise<void>;

/**
 * What a widget shows of a partner's example attributes (its named.ts `configured`, from interface.ts), checked where it
 * stands with them on a partner's page, beside the other widgets (tests/engines/journeys.ts): its journeys file's
 * `configured`.
 */
export type ConfiguredCheck = (d: Driver) => Promise<void>;

/**
 * Runs `journey` with every script request of our site held until it calls `release` (a slow phone: the page is used
 * as pre-rendered HTML first); released afterwards in any case, so a failure stops no later journey.
 */
export async function withScriptsHeld(w: World, journey: (release: () => void) => Promise<void>) {
  const release = w.site.hold(/^\/assets\/.*\.js$/);
  try {
    await journey(release);
  } finally {
    release();
  }
}

/**
 * A mail form (`form`, a tag) sent with `missing` left empty: its error summary lists exactly those fields' messages,
 * in order, takes the focus, and each field is marked invalid with its message beside it.
 */
export async function expectMissingReported(
  d: Driver,
  form: string,
  missing: readonly { name: string; required?: string }[],
) {
  await until(
    d,
    async () => (await textsOf(d, `${form} >>> .summary li`)).join('|') === missing.map((f) => f.required).join('|'),
    'the summary listing what is missing',
  );
  // and it has the focus, taken once it is painted (an effect): before that, a click could land where the page was
  await untilFocused(d, `${form} >>> .summary`);
  for (const f of missing) {
    equal(
      await d.run(`window.__engines.find('${form} >>> [name="${f.name}"]').getAttribute('aria-invalid')`),
      'true',
      `${f.name} marked invalid`,
    );
    equal(
      clean((await textOf(d, `${form} >>> #f-${f.name}-error`)) ?? ''),
      `Error: ${f.required}`,
      `${f.name}'s message`,
    );
  }
}
