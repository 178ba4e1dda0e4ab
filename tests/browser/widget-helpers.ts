import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { cssFilesEsbuild, validatedDataEsbuild } from '../../shared/data/plugins.ts';
import { readData } from '../../shared/data/load.ts';

/** Business facts the pages are built from (read as plain JSON: Node needs an import attribute for JSON modules). */
export const business = readData('business') as {
  brand: string;
  email: string;
  phone: { display: string; e164: string };
  chat: { e164: string; greeting: string };
  emergencyChatGreeting: string;
  analytics: { measurementId: string };
  /** where the forms send enquiries (docs/form-endpoint.md); empty: the mail program */
  formEndpoint?: string;
};

/**
 * shared/pricing.ts, the calculator's arithmetic, bundled with the data set the site was built from (the same
 * data plugin as the builds, shared/data/plugins.ts: the fixture's prices under STEEL_DATA), so tests compare the
 * page with the real function on the real rates.
 */
export const loadPricing = async () => {
  const { outputFiles } = await build({
    entryPoints: ['shared/pricing.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    plugins: [validatedDataEsbuild, cssFilesEsbuild],
  });
  const code = outputFiles[0].text;
  return (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as typeof import('../../shared/pricing.ts');
};

/** shared/quote-fields.ts, the quote form's field list, bundled with the data set the site was built from (as loadPricing). */
export const loadQuoteFields = async () => {
  const { outputFiles } = await build({
    entryPoints: ['shared/quote-fields.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    plugins: [validatedDataEsbuild, cssFilesEsbuild],
  });
  return (
    (await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)) as {
      quoteFields: typeof import('../../shared/quote-fields.ts').quoteFields;
    }
  ).quoteFields;
};

/**
 * Opens a page and waits until its scripts have run. Pages start their modules after the first paint
 * (the loader reads meta[name=steel-modules]), so `load` can come before any widget or click handler
 * exists; importing the same list again resolves once each module has been evaluated.
 */
export async function openPage(page: Page, route: string) {
  const res = await page.goto(route);
  await page.evaluate(async () => {
    const list =
      document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ').filter(Boolean) ?? [];
    await Promise.all(list.map((src) => import(src)));
  });
  return res;
}

/** Waits until the custom element `tag` is defined. */
export const defined = (page: Page, tag: string) => page.waitForFunction((t) => !!customElements.get(t), tag);

/** A small but real PDF file, built in memory. */
export function pdf(name = 'drawing.pdf', extraBytes = 0) {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from(text), Buffer.alloc(extraBytes, 32)]),
  };
}

export interface Composed {
  formType?: string;
  href: string;
  subject: string;
  body: string;
  fields: Record<string, string>;
  truncated: boolean;
}

/**
 * Collects the detail of every `steel-quote-composed` event. Headless Chromium has no mailto: handler,
 * so this is how a test sees the e-mail the form composed. The list lives in the test (an exposed
 * function), so it survives the move to /thank-you. Call after page.goto, before submitting.
 */
export async function recordComposed(page: Page): Promise<Composed[]> {
  const seen: Composed[] = [];
  await page.exposeFunction('__steelComposed', (d: Composed) => seen.push(d));
  await page.evaluate(() =>
    document.addEventListener('steel-quote-composed', (e) =>
      (window as unknown as { __steelComposed: (d: unknown) => void }).__steelComposed(
        JSON.parse(JSON.stringify((e as CustomEvent).detail)),
      ),
    ),
  );
  return seen;
}

/** Aborts every request that would leave 127.0.0.1 (other hosts in `allow` are left to the test's own routes). */
export async function blockThirdParties(context: BrowserContext, allow: string[] = []) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && !allow.includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
}

/** The focused element, looking inside open shadow roots: tag, name, type, value, key parts of its style. */
export function deepFocus(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return null;
    const s = getComputedStyle(el);
    // A radio or checkbox may show its focus ring on the option card around it (calculator).
    const card = el.closest('label');
    const cs = card ? getComputedStyle(card) : null;
    return {
      tag: el.localName,
      name: el.getAttribute('name') ?? '',
      type: el.getAttribute('type') ?? '',
      value: (el as HTMLInputElement).value ?? '',
      text: (el.textContent ?? '').trim().slice(0, 60),
      host: (el.getRootNode() as ShadowRoot).host?.localName ?? '',
      inDialog: !!el.closest('dialog[open]'),
      outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
      shadow: s.boxShadow !== 'none',
      cardOutline: !!cs && cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0,
      id: el.id,
    };
  });
}

/** Fails unless the focused control shows a focus indicator (an outline, or a box-shadow). */
export async function expectFocusVisible(page: Page, what: string) {
  const f = await deepFocus(page);
  expect(f, `something has focus (${what})`).not.toBeNull();
  expect(
    f!.outline || f!.shadow || f!.cardOutline,
    `visible focus indicator on ${f!.tag}[name=${f!.name}] "${f!.text}" (${what})`,
  ).toBe(true);
}

/** Presses Tab (checking each stop shows its focus) until `done` holds for the focused element; fails after `max` presses. */
export async function tabUntil(
  page: Page,
  done: (f: NonNullable<Awaited<ReturnType<typeof deepFocus>>>) => boolean,
  what: string,
  max = 120,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await deepFocus(page);
    if (f && f.tag !== 'body') await expectFocusVisible(page, `tab stop ${i + 1} on the way to ${what}`);
    if (f && done(f)) return f;
  }
  throw new Error(`${what} not reached with ${max} presses of Tab`);
}

/** The page's quote form, its named controls and its submit button. */
export const quoteForm = (page: Page, tag = 'steel-quote-form') => {
  const root = page.locator(tag);
  const field = (name: string): Locator => root.locator(`[name="${name}"]`).first();
  return {
    root,
    field,
    /** The field, once shown: on a partner's page the form steps (stepTo), the fields before it filled. */
    reach: async (name: string) => (await stepTo(root, field(name)), field(name)),
    submit: root.locator('button[type="submit"]'),
    /** Sends: on a partner's page, from its last step. */
    send: async () => {
      await stepTo(root, root.getByRole('button', { name: 'Send Quote Request' }));
      await root.locator('button[type="submit"]').click();
    },
  };
};

/**
 * Notes, from the page's first script on, every move to another web address the page starts: the Navigation API's
 * `navigate` event fires as `location.href` is set, before any request, so a move still on its way is seen however
 * long its page takes. The mail program (`mailto:`) is not a move. Read them with `movesOnceSent`.
 */
export const noteMoves = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { steelMoves: string[]; navigation?: EventTarget };
    w.steelMoves = [];
    w.navigation?.addEventListener('navigate', (e) => {
      const url = (e as Event & { destination: { url: string } }).destination.url;
      if (/^https?:/.test(url) && new URL(url).pathname !== location.pathname) w.steelMoves.push(url);
    });
  });

/**
 * The moves a form started once it has finished sending: on its way (noted in the page, `noteMoves` before it
 * loads) or made (the page's address changed since this was called). The form stays busy (`aria-busy`) until after
 * the moment it moves on to a thank-you page, whatever that delay (widgets/mail-form/useSend.ts: `navigation.go`, then
 * `done`), so this waits for that, not for a guess at the delay. Call it as soon as the form has answered.
 */
export async function movesOnceSent(host: Locator): Promise<string[]> {
  const page = host.page();
  const at = page.url();
  await expect(host.locator('form[aria-busy="true"]')).toHaveCount(0);
  const onTheirWay = await page
    .evaluate(() => (window as unknown as { steelMoves?: string[] }).steelMoves ?? ['(noteMoves not set)'])
    .catch(() => ['(the page went away as it was read)']);
  return [...(page.url() === at ? [] : [page.url()]), ...onTheirWay];
}

/**
 * On a partner's page the calculator and the quote form step through their questions (docs/widgets.md "One screen on
 * a phone"): presses Next until `target` shows, the questions before it answered. On our pages it shows already.
 */
export async function stepTo(host: Locator, target: Locator) {
  for (let i = 0; i < 12 && !(await target.isVisible()); i++)
    await host.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(target).toBeVisible();
}

/** Holds every script request until `release()`, so the page is used as pre-rendered HTML first (a slow phone). */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
