// Lighthouse diagnosis of single pages (performance only): FCP, LCP, the LCP element and its phases, and
// every request with priority and timing. Usage: node scripts/lh-diag.mjs /route [/route...] [--root dir]
// (serves dist/site, or --root, like scripts/serve.js). A tool for finding what delays a paint; not a test.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { start } from './serve.js';
import { lighthouseChrome } from './chromium.js';
const site = await start({ port: 0 });
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
