import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import puppeteer from 'puppeteer-core';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';

/**
 * One small interface over the three ways we drive a browser, so each journey is written once
 * (README.md, "Tests"): Firefox ESR through WebDriver BiDi (puppeteer-core), WebKitGTK's MiniBrowser
 * through WebKitWebDriver (W3C WebDriver classic, spoken here with fetch), and Chromium through
 * Playwright (each widget's journeys and the partner-page checks run in all three). Pages are reached with CSS selectors
 * (`host >>> inner` goes into a shadow root, tests/engines/server.ts); clicks and keys are real input
 * events at the element's place, as a visitor's.
 */
export type Engine = 'firefox' | 'webkit' | 'chromium';
export type Key = 'Escape' | 'ArrowLeft' | 'ArrowRight' | 'Tab' | 'Enter';

export interface Driver {
  engine: Engine;
  /** Sets the viewport (the page's innerWidth x innerHeight). */
  viewport(width: number, height: number): Promise<void>;
  /**
   * Navigates and returns once the page has loaded; with `parsed`, once its document is parsed (a page whose
   * scripts are held back never loads in Firefox). WebKitWebDriver always waits for the load event (a script
   * run in a page still loading there never returns); held module imports do not delay it in WebKit.
   */
  goto(url: string, parsed?: boolean): Promise<void>;
  /** Evaluates `expression` (a JavaScript expression, awaited) in the page; returns its JSON value. */
  run<T>(expression: string): Promise<T>;
  /** A mouse click at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

/** `fn` called with `args` in the page (fn must be self-contained: it is sent as source). */
export const call = <T>(d: Driver, fn: (...args: never[]) => T, ...args: unknown[]) =>
  d.run<Awaited<T>>(`(${fn.toString()})(...${JSON.stringify(args)})`);

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** Firefox ESR (Debian's) through WebDriver BiDi; requests to other hosts go to `proxyPort`. */
export async function firefox(proxyPort: number): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.no_proxies_on': '127.0.0.1',
      // no mail program here: a mailto: link is left alone instead of asking which program to use
      'network.protocol-handler.external.mailto': false,
    },
  });
  const page = await browser.newPage();
  // puppeteer also asks for a screen orientation, a command Firefox ESR 140 does not know (ESR 153 does): the size,
  // sent first and on its own, is set all the same, so that refusal alone is let pass.
  const setViewport = (size: { width: number; height: number }) =>
    page.setViewport(size).catch((e: unknown) => {
      if (!/unknown command:? emulation\.setScreenOrientationOverride/.test(String(e))) throw e;
    });
  await setViewport(DEFAULT_VIEWPORT);
  return pageDriver(
    'firefox',
    page,
    (width, height) => setViewport({ width, height }),
    () => browser.close(),
  );
}

/**
 * Chromium (Debian's) through Playwright. Not through the proxy: Chromium's own calls home (sign-in, updates, autofill,
 * whatever the flags) would read as the page's requests beyond 127.0.0.1; its pages' requests are watched by
 * Playwright's specs (tests/browser/every-page.spec.ts), and Firefox and WebKit check each journey's.
 */
export async function chromiumDriver(): Promise<Driver> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // the clipboard granted, as a visitor allows it (the quote form's /thank-you copy button)
  const page = await browser.newPage({
    viewport: DEFAULT_VIEWPORT,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return pageDriver(
    'chromium',
    page,
    (width, height) => page.setViewportSize({ width, height }),
    () => browser.close(),
  );
}

/** What puppeteer's and Playwright's pages share, and the Driver made of it. */
interface ScriptedPage {
  goto(url: string, options: { waitUntil: 'domcontentloaded' | 'load' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<void> };
  keyboard: { type(text: string): Promise<void>; press(key: Key): Promise<void> };
}
function pageDriver(engine: Engine, page: ScriptedPage, viewport: Driver['viewport'], close: Driver['close']): Driver {
  return {
    engine,
    viewport,
    goto: async (url, parsed) => void (await page.goto(url, { waitUntil: parsed ? 'domcontentloaded' : 'load' })),
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    close,
  };
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  Escape: '\uE00C',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Tab: '\uE004',
  Enter: '\uE007',
};

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (Debian's webkit2gtk-driver), under xvfb-run: it has no
 * headless mode. Full screen, so the window is all viewport (its toolbar would keep it wider than 390 px).
 */
export async function webkit(proxyPort: number): Promise<Driver> {
  const port = await freePort();
  // MiniBrowser's own widgets keep its window at least 447 px wide; a GTK style sheet that shrinks only them lets
  // the page be a phone's width (WebKit draws the page and its form controls itself).
  const gtk = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(gtk, 'gtk-3.0'));
  writeFileSync(
    join(gtk, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }',
  );
  const server = spawn(
    'xvfb-run',
    [
      // a free display, looked for from one of this launch's own (its driver's free port): two WebKit files start side
      // by side, and xvfb-run's search from the same display could give both the same one
      '-a',
      '-n',
      String(100 + (port % 1000)),
      '-s',
      '-screen 0 1920x1080x24',
      process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
      `--port=${port}`,
    ],
    {
      stdio: 'ignore',
      detached: true,
      // Compositing off: under Xvfb WebKit composites its layers through Mesa's software OpenGL (llvmpipe), about a
      // third of a WebKit file's CPU. The journeys read what layout, style, hit testing and scripts give (boxes,
      // focus, elementFromPoint, events), never pixels, and those are the same either way.
      env: { ...process.env, XDG_CONFIG_HOME: gtk, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!); // xvfb-run, Xvfb, the driver and MiniBrowser: the group this test started
    } catch {
      /* already gone */
    }
  };
  process.once('exit', stop); // even when the run is cut short
  const base = `http://127.0.0.1:${port}`;
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: unknown };
    if (!res.ok) {
      const v = json.value as { error: string; message: string };
      throw new Error(`WebDriver ${method} ${path}: ${v.error}: ${v.message}`);
    }
    return json.value;
  };
  const started = Date.now();
  for (;;) {
    try {
      await send('GET', '/status');
      break;
    } catch (e) {
      if (Date.now() - started > 20_000) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const session = (await send('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': {
          args: ['--automation', '--full-screen', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-host=127.0.0.1'],
        },
      },
    },
  })) as { sessionId: string };
  const s = `/session/${session.sessionId}`;
  const actions = (list: unknown[]) => send('POST', `${s}/actions`, { actions: list });
  const keys = (values: string[]) =>
    actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  const driver: Driver = {
    engine: 'webkit',
    async viewport(width, height) {
      await send('POST', `${s}/window/rect`, { width, height });
      const [w, h] = (await driver.run<number[]>('[innerWidth, innerHeight]')) ?? [];
      if (w !== width || h !== height) throw new Error(`viewport ${w}x${h}, not ${width}x${height}`);
    },
    goto: async (url) => void (await send('POST', `${s}/url`, { url })),
    run: async <T>(expression: string) => {
      const done = (await send('POST', `${s}/execute/async`, {
        script: `const done = arguments[0]; Promise.resolve().then(() => (${expression})).then((v) => done({ v: v === undefined ? null : v }), (e) => done({ e: String((e && e.stack) || e) }));`,
        args: [],
      })) as { v: T; e?: string };
      if (done.e) throw new Error(done.e);
      return done.v;
    },
    clickAt: async (x, y) =>
      void (await actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ])),
    type: async (text) => void (await keys([...text])),
    press: async (key) => void (await keys([WEBDRIVER_KEYS[key]])),
    async close() {
      await send('DELETE', s).catch(() => {});
      stop();
    },
  };
  await send('POST', `${s}/timeouts`, { script: 15_000, pageLoad: 20_000 });
  await driver.viewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
  return driver;
}

export const launch = (engine: Engine, proxyPort: number) =>
  engine === 'firefox' ? firefox(proxyPort) : engine === 'webkit' ? webkit(proxyPort) : chromiumDriver();
