import { test, expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rendered } from '../lib/frames.ts';

// Every page's overflow and image order, at 320, 390 and 1280 px: every-page.spec.ts (images.ts).

// The main navigation shows at desktop widths beside the brand and the two buttons, in whatever font the visitor's
// system gives (Linux's wide DejaVu Sans here): a name that does not fit goes to a second row, never broken inside a
// word ("Ho me"), unless one word is wider than the whole row.
test('the main navigation breaks no name inside a word at desktop widths', async ({ page }) => {
  const broken: string[] = [];
  for (const width of [1024, 1100, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const found = await page.evaluate(() => {
      const nav = document.querySelector('.main-nav ul')!.getBoundingClientRect();
      return [...document.querySelectorAll('.main-nav > ul > li > a, .main-nav summary')].flatMap((item) => {
        // the lines of its text (not its icon)
        const tops = new Set<number>();
        const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        const name = item.textContent!.trim();
        const fullRow = item.getBoundingClientRect().width >= nav.width - 1;
        return tops.size > name.split(/\s+/).length && !fullRow ? [`${name} (${tops.size} lines)`] : [];
      });
    });
    broken.push(...found.map((f) => `${width} px: ${f}`));
  }
  expect(broken).toEqual([]);
});

// A paint can come while the parser is part-way through an element (declarative shadow roots stream in too).
// Nothing shown in such a frame may change place or size once the rest arrives: no browser-made "Details"
// before a <summary>, no chat button or menu toggle without its label (they would widen a frame later).
test('elements the parser has not finished paint nothing that moves when they are complete', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/', '/faq', '/embed']) {
      await page.goto(route);
      const painted = await page.evaluate(() => {
        /** For each kind: the element as the parser leaves it half-way (a copy, put beside the original), and the part to look at. */
        const halves: [string, (el: Element) => [Element, Element]][] = [
          [
            'details',
            (d) => {
              const c = d.cloneNode(false) as Element;
              return [c, c];
            },
          ],
          [
            'a.chat',
            (a) => {
              const c = a.cloneNode(true) as Element;
              c.querySelector('.label')?.remove();
              return [c, c];
            },
          ],
          [
            'details:has(> summary[part=toggle])',
            (d) => {
              const c = d.cloneNode(true) as Element;
              c.querySelector('summary > span')?.remove();
              return [c, c.querySelector('summary')!];
            },
          ],
        ];
        const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
        const roots = [
          document,
          ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
        ];
        return roots.flatMap((root) =>
          halves.flatMap(([selector, half]) =>
            [...root.querySelectorAll(selector)].filter(shown).flatMap((el) => {
              const [copy, part] = half(el);
              el.after(copy);
              const visible = shown(part);
              copy.remove();
              return visible ? [`${selector}: ${part.outerHTML.slice(0, 100)}`] : [];
            }),
          ),
        );
      });
      expect(painted, `${route} at ${width} px`).toEqual([]);
    }
  }
});

// The same, for real: the page's HTML arrives in two parts with a pause between (as a slow network or the parser's
// own yields leave it). What the first part painted may not move when the rest arrives.
/** The layout shifts of loading `route` with its HTML cut at each of `cuts` (a byte offset), at each width. */
async function shiftsWhenCut(page: Page, baseURL: string, route: string, cuts: number[], widths: number[]) {
  let cut = 0;
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url!, baseURL));
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) return res.end(body);
    res.write(body.subarray(0, cut));
    await new Promise((done) => setTimeout(done, 250));
    res.end(body.subarray(cut));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: string[]; takeShifts: () => void };
    w.shifted = [];
    const add = (entries: PerformanceEntryList) =>
      entries.forEach((e) => {
        const s = e as unknown as {
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join();
        w.shifted.push(
          ...s.sources.map(
            (x) =>
              `${(x.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? x.node?.nodeName} ${box(x.previousRect)} -> ${box(x.currentRect)}`,
          ),
        );
      });
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // the shifts recorded but not yet handed to the observer (it is told a task later)
    w.takeShifts = () => add(observer.takeRecords());
  });
  const found: string[] = [];
  try {
    for (const at of cuts)
      for (const width of widths) {
        cut = at;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(origin + route, { waitUntil: 'load' });
        await rendered(page);
        const shifted = await page.evaluate(() => {
          const w = window as unknown as { shifted: string[]; takeShifts: () => void };
          w.takeShifts();
          return w.shifted;
        });
        found.push(...shifted.map((s) => `cut at byte ${at}, ${width} px: ${s}`));
      }
  } finally {
    server.close();
  }
  return found;
}

/** Where `html` (a page's text) would be cut at character `i`, in bytes. */
const byteAt = (html: string, i: number) => {
  expect(i, 'a cut point inside the page').toBeGreaterThan(0);
  return Buffer.byteLength(html.slice(0, i));
};

test('a page painted part-way through its header moves nothing when the rest arrives', async ({ page, baseURL }) => {
  const html = await (await fetch(new URL('/', baseURL))).text();
  // where a sibling is still to come: the brand name's room may not depend on the menu parsed after it
  const cuts = [
    html.indexOf('</a>', html.indexOf('class="brand"')) + '</a>'.length, // after the brand link
    html.indexOf('<steel-site-menu'), // before the small-screen menu
    html.indexOf('<style>', html.indexOf('<steel-site-menu')) + 8, // inside the menu, before its toggle
  ].map((i) => byteAt(html, i));
  expect(await shiftsWhenCut(page, baseURL!, '/', cuts, [320, 390, 412, 768, 1280])).toEqual([]);
});

test('a page painted part-way through its first screen moves nothing when the rest arrives', async ({
  page,
  baseURL,
}) => {
  const html = await (await fetch(new URL('/', baseURL))).text();
  // Ten cuts spread from the body's start to the end of the hero, each at a tag's start.
  const [from, to] = [html.indexOf('<body'), html.indexOf('</section>', html.indexOf('<main')) + '</section>'.length];
  const cuts = Array.from({ length: 10 }, (_, k) => html.indexOf('<', from + Math.round(((to - from) * (k + 1)) / 11)));
  expect(
    await shiftsWhenCut(
      page,
      baseURL!,
      '/',
      [...new Set(cuts)].map((i) => byteAt(html, i)),
      [390, 1280],
    ),
  ).toEqual([]);
});
