// Measures each partner widget's first-render height in Chromium, Firefox and WebKit at 375, 390 and 1280 px,
// next to the height reserve.css gives it, and prints the tallest per width: the floors widgets/partner/reserve.ts
// holds (docs/widgets.md "Reserved space"). Run after `npm run build`:
//   node scripts/reserve-heights.js [chromium,firefox,webkit]
// Chromium and Firefox (WebDriver BiDi) through puppeteer-core; WebKit through WebKitGTK's WebKitWebDriver,
// under xvfb-run (MiniBrowser has no headless mode). Debian's browsers only: nothing is downloaded.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { launch } from 'puppeteer-core';
import { start } from './serve.js';
import { chromiumArgs, chromiumPath } from './chromium.js';

const SITE_PORT = Number(process.env.SITE_PORT ?? 4221);
const PARTNER_PORT = SITE_PORT + 1;
const DRIVER_PORT = SITE_PORT + 2;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
// Another origin than the widgets', as on a partner's site.
const PARTNER = `http://localhost:${PARTNER_PORT}`;
/** Every partner widget: the release's element modules (dist/embed/elements/<tag>.js, one per embeddable widget). */
const TAGS = readdirSync('dist/embed/elements')
  .filter((f) => f.endsWith('.js'))
  .map((f) => f.slice(0, -'.js'.length));
/** 375 and 390 px: common phones (reserve.ts "narrow" and "small"); 1280 px: "wide". */
const WIDTHS = [375, 390, 1280];

/** A partner page: the /embed snippet's two lines, the tag, text below it; `reserveOnly` leaves the loader out. */
const page = (tag, reserveOnly) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title>
<link rel="stylesheet" href="${SITE}/embed/v1/reserve.css">
${reserveOnly ? '' : `<script type="module" src="${SITE}/embed/v1/loader.js"></script>`}
</head><body><${tag}></${tag}><p id="below">Text below the widget.</p></body></html>`;

/**
 * The partner page in a frame `width` px wide and tall enough for no scroll bar: an exact viewport width in
 * every engine (MiniBrowser's window cannot be made 390 px wide), and the frame's width is what the reserve's
 * media query sees.
 */
const framed = (src, width) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame</title></head>
<body style="margin:0"><iframe src="${src}" title="partner" style="border:0;width:${width}px;height:8000px"></iframe></body></html>`;

/** In the outer page: the tag's reserved height (the reserve alone), or its first render's once defined. */
const MEASURE = `const [tag, wait, done] = arguments;
const frame = document.querySelector('iframe');
const ready = () => frame.contentDocument && frame.contentDocument.readyState === 'complete' && frame.contentDocument.querySelector(tag);
const poll = (test) => new Promise((r) => { const t = () => (test() ? r() : setTimeout(t, 20)); t(); });
const paint = () => new Promise((r) => frame.contentWindow.requestAnimationFrame(() => frame.contentWindow.requestAnimationFrame(() => r())));
poll(ready)
  .then(() => (wait ? frame.contentWindow.customElements.whenDefined(tag) : null))
  .then(paint)
  .then(() => {
    // Once defined, the widget's own height: its box without the floor.
    const el = frame.contentDocument.querySelector(tag);
    if (wait) el.style.minHeight = '0';
    done({ height: el.getBoundingClientRect().height, width: frame.contentWindow.innerWidth });
  });`;

const puppeteerEngine = (options) => async () => {
  const browser = await launch({ headless: true, ...options });
  const tab = await browser.newPage();
  return {
    async measure(url, width, tag, wait) {
      await tab.setViewport({ width: 1400, height: 900 });
      await tab.goto(url, { waitUntil: 'load' });
      return tab.evaluate(
        (src, ...args) => new Promise((done) => new Function(src)(...args, done)),
        MEASURE,
        tag,
        wait,
      );
    },
    close: () => browser.close(),
  };
};

/** WebKitGTK: W3C WebDriver over HTTP, a few calls. */
async function webkit() {
  const driver = spawn('xvfb-run', ['-a', '/usr/bin/WebKitWebDriver', `--port=${DRIVER_PORT}`], {
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${DRIVER_PORT}`;
  const call = async (method, path, body) => {
    const r = await fetch(base + path, { method, body: body && JSON.stringify(body) });
    const { value } = await r.json();
    if (value && value.error) throw new Error(`${path}: ${value.message}`);
    return value;
  };
  let session;
  // wide enough for the 1280 px frame
  for (let i = 0; !session; i++) {
    try {
      session = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
              args: ['--automation'],
            },
          },
        },
      });
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, { width: 1400, height: 900 });
  return {
    async measure(url, width, tag, wait) {
      await call('POST', `${s}/url`, { url });
      return call('POST', `${s}/execute/async`, { script: MEASURE, args: [tag, wait] });
    },
    async close() {
      await call('DELETE', s).catch(() => {});
      process.kill(-driver.pid);
    },
  };
}

const engines = {
  chromium: puppeteerEngine({ executablePath: chromiumPath, args: chromiumArgs }),
  firefox: puppeteerEngine({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' }),
  webkit,
};

const chosen = (process.argv[2] ?? 'chromium,firefox,webkit').split(',');
const site = await start({ port: SITE_PORT });
const partner = createServer((req, res) => {
  const u = new URL(req.url, PARTNER);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  const tag = u.searchParams.get('tag');
  const width = u.searchParams.get('width');
  res.end(
    width
      ? framed(`/?tag=${tag}${u.searchParams.has('reserve') ? '&reserve' : ''}`, width)
      : page(tag, u.searchParams.has('reserve')),
  );
}).listen(PARTNER_PORT, '127.0.0.1');
const tallest = {};
try {
  for (const name of chosen) {
    const engine = await engines[name]();
    try {
      for (const width of WIDTHS)
        for (const tag of TAGS) {
          const url = (reserve) => `${PARTNER}/?width=${width}&tag=${tag}${reserve ? '&reserve' : ''}`;
          const reserved = await engine.measure(url(true), width, tag, false);
          const rendered = await engine.measure(url(false), width, tag, true);
          const key = `${tag} ${width}`;
          tallest[key] = Math.max(tallest[key] ?? 0, rendered.height);
          const diff = rendered.height - reserved.height;
          console.log(
            `${name} ${width} px ${tag}: reserved ${reserved.height.toFixed(1)}, first render ${rendered.height.toFixed(1)} (${diff > 0 ? '+' : ''}${diff.toFixed(1)})`,
          );
        }
    } finally {
      await engine.close();
    }
  }
  console.log('tallest first render:');
  for (const [key, h] of Object.entries(tallest)) console.log(`  ${key} px: ${Math.ceil(h)}`);
} finally {
  site.close();
  partner.close();
}
