// npx tsx scripts/reserve-options.ts: how each way of giving a widget its box before our script runs costs a
// partner's first paint, in Chromium, Firefox and WebKit (docs/widgets.md "Reserved space", "Options weighed").
// A page of text with a widget's box in the middle, each option's rules held HOLD ms by our (slow) server, read by the
// engine's own Paint Timing (first-contentful-paint) and by what is laid out below the box when that paint happens.
// Prints a table; takes about a minute. Needs nothing built.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch, type Engine } from '../tests/engines/driver.ts';
import { freePort } from '../tests/lib/free-port.ts';

const HOLD = 1500;
const RULES = 'steel-demo{display:block;min-height:400px;background:#eee}';
const para = (n: number) =>
  `<p>Paragraph ${n} of the partner's article, long enough to wrap over a few lines on a phone.</p>`;

/** Each option: what goes in the head, and what goes right before the widget's tag. */
const OPTIONS: Record<string, { head?: string; before?: string }> = {
  'nothing (the page alone)': {},
  '<link rel=stylesheet> to our origin, in the head (releases 1.2 to 1.5)': {
    head: '<link rel="stylesheet" href="/held.css">',
  },
  '<link rel=stylesheet> to our origin, in the body before the tag': {
    before: '<link rel="stylesheet" href="/held.css">',
  },
  '<style> inline before the tag (1.6 on)': { before: `<style>${RULES}</style>` },
  'async module script to our origin in the head (the loader line)': {
    head: '<script type="module" async fetchpriority="low" src="/held.js"></script>',
  },
};

function page(o: { head?: string; before?: string }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Options</title>
<meta name="viewport" content="width=device-width">${o.head ?? ''}</head><body>
<script>setTimeout(()=>{window.__early=document.getElementById('below')?.getBoundingClientRect().top},${HOLD / 5});new PerformanceObserver((l)=>{for(const e of l.getEntries())if(e.name==='first-contentful-paint')window.__fcp=e.startTime}).observe({type:'paint',buffered:true});</script>
<h1>Partner article</h1>${para(1)}${o.before ?? ''}<steel-demo></steel-demo><p id="below">${para(2).slice(3)}
</body></html>`;
}

const server = createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  if (url.pathname === '/held.css' || url.pathname === '/held.js')
    return void setTimeout(() => {
      res.writeHead(200, {
        'content-type': url.pathname.endsWith('.css') ? 'text/css' : 'text/javascript',
        'cache-control': 'no-store',
      });
      res.end(url.pathname.endsWith('.css') ? RULES : 'export {};');
    }, HOLD);
  const o = Object.values(OPTIONS)[Number(url.searchParams.get('o'))];
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page(o));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const rows: string[][] = [];
for (const engine of ['chromium', 'firefox', 'webkit'] as Engine[]) {
  const d = await launch(engine, await freePort());
  try {
    await d.viewport(390, 800);
    for (const [i, name] of Object.keys(OPTIONS).entries()) {
      const fcps: number[] = [];
      let moved = 0;
      for (let run = 0; run < 3; run++) {
        await d.goto(`${origin}/?o=${i}&run=${run}`);
        const r = await d.run<{ fcp: number; early: number | null; final: number }>(
          `new Promise((r) => setTimeout(() => r({ fcp: window.__fcp ?? -1, early: window.__early ?? null,
            final: document.getElementById('below').getBoundingClientRect().top }), 100))`,
        );
        fcps.push(r.fcp);
        if (r.early !== null) moved = Math.max(moved, Math.abs(r.final - r.early));
      }
      fcps.sort((a, b) => a - b);
      rows.push([
        engine,
        name,
        fcps[1] < 0 ? 'no Paint Timing' : `${Math.round(fcps[1])} ms`,
        `${Math.round(moved)} px`,
      ]);
      console.log(rows.at(-1)!.join(' | '));
    }
  } finally {
    await d.close();
  }
}
server.close();
console.log(
  `\nFirst contentful paint (median of 3), our requests held ${HOLD} ms; how far the text below the box is laid out`,
  `at ${HOLD / 5} ms (while held) from where it ends:\n`,
);
console.log(
  '| Engine | Option | FCP | Text below, held vs final |\n|---|---|---|---|\n' +
    rows.map((r) => `| ${r.join(' | ')} |`).join('\n'),
);
