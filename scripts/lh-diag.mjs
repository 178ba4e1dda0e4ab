// Lighthouse diagnosis of single pages (performance only): FCP, LCP, the LCP element and its phases, and
// every request with priority and timing. Usage: node scripts/lh-diag.mjs /route [/route...] [--root dir] [--tasks]
// (serves dist/site, or --root, like scripts/serve.js). A tool for finding what delays a paint; not a test.
// --long: every main-thread task of the observed load over 10 ms, with the trace events that took most of it (what a
// long task Lighthouse calls "Unattributable" was doing).
// --tasks: from the observed (unthrottled) trace, the paint candidates and each main-thread task up to the LCP that
// parsed, styled, laid out or painted: Lantern's pessimistic LCP counts every one of them that did layout, its FCP
// only the first.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { start } from './serve.js';
import { lighthouseChrome } from './chromium.js';
const root = process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1] : undefined;
const site = await start({ port: 0, ...(root ? { root } : {}) });
const base = `http://127.0.0.1:${site.address().port}`;
const chrome = await chromeLauncher.launch(lighthouseChrome);
const routes = process.argv.slice(2).filter((a, i, all) => a.startsWith('/') && all[i - 1] !== '--root');
for (const route of routes) {
  const r = await lighthouse(base + route, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = r.lhr.audits;
  console.log(
    '\n##',
    route,
    'FCP',
    Math.round(a['first-contentful-paint'].numericValue),
    'LCP',
    Math.round(a['largest-contentful-paint'].numericValue),
  );
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element:', el?.snippet?.slice(0, 160), el?.selector);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (phases) console.log('phases:', phases.map((p) => `${p.phase}=${Math.round(p.timing)}`).join(' '));
  console.log(
    'TBT',
    Math.round(a['total-blocking-time'].numericValue),
    'long tasks:',
    (a['long-tasks']?.details?.items ?? [])
      .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(base, '')}`)
      .join(' | '),
  );
  console.log(
    'main thread:',
    (a['mainthread-work-breakdown']?.details?.items ?? []).map((t) => `${t.group}=${Math.round(t.duration)}`).join(' '),
  );
  console.log('CLS', a['cumulative-layout-shift'].numericValue);
  for (const shift of a['layout-shifts']?.details?.items ?? [])
    console.log('  shift', shift.score?.toFixed(4), shift.node?.selector, shift.node?.snippet?.slice(0, 120));
  if (process.argv.includes('--tasks')) printTasks(r.artifacts.Trace.traceEvents);
  if (process.argv.includes('--long')) printLongTasks(r.artifacts.Trace.traceEvents);
  for (const q of a['network-requests'].details.items)
    console.log(
      ' ',
      q.priority?.padEnd(8),
      String(q.transferSize).padStart(7),
      Math.round(q.networkRequestTime),
      Math.round(q.networkEndTime),
      q.resourceType,
      q.url.replace(base, ''),
    );
}
await chrome.kill();
site.close();

/** The observed trace's paint candidates and the main-thread tasks up to the last LCP candidate that did rendering work. */
function printTasks(events) {
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base),
  );
  const ms = (ts) => ((ts - navStart.ts) / 1000).toFixed(1);
  const paints = events.filter((e) => /^(firstContentfulPaint|largestContentfulPaint::Candidate)$/.test(e.name));
  for (const e of paints) console.log('  paint', ms(e.ts), e.name, e.args?.data?.size ?? '');
  const parse = events.find((e) => e.name === 'ParseHTML' && e.ts > navStart.ts);
  const until = paints.at(-1)?.ts ?? Infinity;
  const work = events.filter((e) => e.tid === parse?.tid && /^(ParseHTML|UpdateLayoutTree|Layout|Paint)$/.test(e.name));
  for (const t of events.filter(
    (e) => e.name === 'RunTask' && e.tid === parse?.tid && e.ts >= navStart.ts && e.ts <= until,
  )) {
    const inner = work.filter((w) => w.ts >= t.ts && w.ts < t.ts + t.dur);
    if (inner.length)
      console.log(
        '  task',
        ms(t.ts),
        `${(t.dur / 1000).toFixed(1)} ms:`,
        inner.map((w) => `${w.name} ${((w.dur ?? 0) / 1000).toFixed(1)}`).join(', '),
      );
  }
}

/** The observed load's main-thread tasks over 10 ms, each with the named events inside it that took the most time. */
function printLongTasks(events) {
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base),
  );
  const main = events.find((e) => e.name === 'ParseHTML' && e.ts > navStart.ts)?.tid;
  const ms = (ts) => ((ts - navStart.ts) / 1000).toFixed(1);
  const onMain = events.filter((e) => e.tid === main && e.ph === 'X' && e.dur);
  for (const t of onMain.filter((e) => e.name === 'RunTask' && e.dur > 10_000 && e.ts >= navStart.ts - 200_000)) {
    const inner = new Map();
    for (const w of onMain)
      if (w !== t && w.ts >= t.ts && w.ts + w.dur <= t.ts + t.dur) {
        const name = w.name + (w.args?.data?.url ? ` ${w.args.data.url.replace(base, '').slice(0, 50)}` : '');
        inner.set(name, Math.max(inner.get(name) ?? 0, w.dur));
      }
    const top = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      '  long task',
      ms(t.ts),
      `${(t.dur / 1000).toFixed(1)} ms:`,
      top.map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', '),
    );
  }
}
