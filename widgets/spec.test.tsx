// @vitest-environment happy-dom
/**
 * Each widget's spec.ts (docs/widgets.md#public-interface) is the whole truth about it: every documented
 * attribute and property changes what the element does, every documented event is dispatched by a real
 * interaction (and nothing else is), every documented part and slot is in the shadow root (and no other),
 * and every documented CSS custom property is read by its styles. tests/browser/spec-css.spec.ts checks in
 * Chromium that each of those properties changes what is shown.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalog, elements } from './catalog.ts';
import { specs } from './specs.ts';
import { defineWidget } from './common/define.tsx';
import { camel, folderOf, observedProps, type ElementSpec } from './common/element-spec.ts';
import { baseCss } from './common/base-css.ts';
import { navigation as formNavigation } from './mail-form/MailForm.tsx';
import { navigation as calculatorNavigation } from './calculator/Calculator.tsx';
import { props as faqProps, tag as faqTag } from './faq/Faq.tsx';
import { choose, file, frame, setValue } from './mail-form/test-helpers.ts';
import { calculatorChoices } from '../tests/lib/calculator-choices.ts';

type Root = ShadowRoot;
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const settle = async () => {
  await frame();
  await tick(10);
};
const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string) => {
  const found = root.querySelector<T>(sel);
  if (!found) throw new Error(`nothing matches ${sel}`);
  return found;
};

/** Puts a fresh element in the page with these attributes or properties (set before it connects, as a framework would). */
async function mount(tag: string, attrs: Record<string, string> = {}, props: Record<string, unknown> = {}) {
  document.body.innerHTML = '';
  const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const [k, v] of Object.entries(props)) el[k] = v;
  document.body.append(el);
  await settle();
  return { el, root: el.shadowRoot! };
}

// --- interactions ------------------------------------------------------------------------------
/** Makes the six choices, gives a phone number and presses Calculate. */
async function calculate(root: Root) {
  for (const [name, value] of Object.entries(calculatorChoices)) {
    $<HTMLInputElement>(root, `input[name="${name}"][value="${value}"]`).click();
    await tick();
  }
  setValue($<HTMLInputElement>(root, 'input[name="phone"]'), '01632 960123');
  await tick();
  $(root, '[part=calculate]').click();
  await settle();
}
/** Fills every field of a form widget validly and sends it. */
async function sendForm(root: Root) {
  for (const c of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=file]):not([type=radio]), textarea',
  )) {
    setValue(c, c.type === 'email' ? 'visitor@example.com' : '01632 960123');
  }
  for (const s of root.querySelectorAll('select')) setValue(s, s.options[1].value);
  await tick();
  $(root, '[part=submit]').click();
  await settle();
  await tick(formNavigation.delay + 10);
}
const click = async (el: Element) => {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  await settle();
};

/** The events each widget dispatches, by a visitor's actions; every documented event must have one. */
const triggers: Record<string, Record<string, (root: Root) => Promise<void>>> = {
  'steel-calculator': {
    'steel-estimate': calculate,
    'steel-calculator-email': async (root) => (await calculate(root), click($(root, '[part=email]'))),
    'steel-calculator-site-visit': async (root) => (await calculate(root), click($(root, '[part=site-visit]'))),
  },
  'steel-quote-form': {
    'steel-quote-composed': sendForm,
    'steel-file-rejected': async (root) => (
      choose(root, [file('virus.exe', 10, 'application/x-msdownload')]),
      settle()
    ),
  },
  'steel-chat-button': {
    'steel-chat-click': async (root) => {
      root.addEventListener('click', (e) => e.preventDefault()); // on a desktop the link itself would open the chat site
      await click($(root, '[part=button]'));
    },
  },
  'steel-faq': {
    'steel-faq-category': async (root) => click($(root, '[part=category]:nth-of-type(2) > [part=category-button]')),
    'steel-faq-toggle': async (root) => click($(root, '[part=question-button]')),
  },
  'steel-gallery': {
    'steel-gallery-open': async (root) => click($(root, '[part=thumb]')),
    'steel-gallery-close': async (root) => {
      await click($(root, '[part=thumb]'));
      $<HTMLDialogElement>(root, '[part=dialog]').close();
      await settle();
    },
  },
  'steel-site-menu': {
    'steel-menu-toggle': async (root) => {
      $<HTMLDetailsElement>(root, '[part=menu]').open = true; // the browser fires `toggle`
      await settle();
    },
  },
  'steel-scroll-top': { 'steel-scroll-top': async (root) => click($(root, '[part=button]')) },
};
triggers['steel-contact-form'] = triggers['steel-quote-form'];

const photos = [
  { src: '/a.jpg', width: 4, height: 3, alt: 'A weld', caption: 'A weld', full: '/a-large.jpg' },
  { src: '/b.jpg', width: 4, height: 3, alt: 'A beam', caption: 'A beam', full: '/b-large.jpg' },
];
/** Attributes a widget needs before the interactions above mean anything. */
const setup: Record<string, Record<string, string>> = {
  'steel-gallery': { photos: JSON.stringify(photos) },
  'steel-scroll-top': { threshold: '-1' }, // shown at once (happy-dom does not scroll)
};

// --- attributes ---------------------------------------------------------------------------------

interface Probe {
  /** a value unlike the default */
  value: string;
  /** what the element shows or does, to compare with and without the value; the shadow root's markup by default */
  observe?: (el: HTMLElement, root: Root) => Promise<unknown>;
}
const composed = (detail: (d: Record<string, unknown>) => unknown) => async (el: HTMLElement, root: Root) => {
  const seen: CustomEvent[] = [];
  el.addEventListener('steel-quote-composed', (e) => seen.push(e as CustomEvent));
  await sendForm(root);
  return seen.map((e) => detail(e.detail));
};
const estimateMail = async (el: HTMLElement, root: Root) => {
  const seen: CustomEvent[] = [];
  el.addEventListener('steel-calculator-email', (e) => seen.push(e as CustomEvent));
  await calculate(root);
  await click($(root, '[part=email]'));
  return seen.map((e) => e.detail.href);
};
/** The error fallback's text, reached with a bad e-mail address. */
const fallbackText = async (el: HTMLElement, root: Root) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  el.setAttribute('email', 'not an address');
  await settle();
  return $(root, '[role=alert]').textContent;
};
const formProbes: Record<string, Probe> = {
  email: { value: 'partner@example.com' },
  phone: { value: '01632 960999', observe: fallbackText },
  brand: { value: 'Partner Steel' },
  service: {
    value: 'crane-hire',
    observe: async (_, root) => $<HTMLSelectElement>(root, 'select[name=service]').value,
  },
  'thank-you-url': {
    value: 'https://partner.example/thanks',
    observe: async (el, root) => (await sendForm(root), vi.mocked(formNavigation.go).mock.calls.map((c) => c[0])),
  },
  heading: { value: 'Ask for a quote' },
  'form-type': { value: 'partner-landing', observe: composed((d) => d.formType) },
};
const probes: Record<string, Record<string, Probe>> = {
  'steel-calculator': {
    email: { value: 'partner@example.com', observe: estimateMail },
    phone: { value: '01632 960999' },
    brand: { value: 'Partner Steel', observe: estimateMail },
    service: {
      value: 'staircases',
      observe: async (_, root) => root.querySelector<HTMLInputElement>('input[name=serviceType]:checked')?.value,
    },
    heading: { value: 'What will it cost?' },
  },
  'steel-quote-form': formProbes,
  'steel-contact-form': formProbes,
  'steel-chat-button': {
    number: { value: '+441632960999' },
    message: { value: 'Hello from a partner' },
    label: { value: 'Message us' },
    'fallback-delay': {
      value: '5',
      // On a phone the web chat opens after the delay (1000 ms by default): is it open 50 ms after a click?
      observe: async (_, root) => {
        vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
        );
        vi.spyOn(document, 'hasFocus').mockReturnValue(true);
        const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
        await click($(root, '[part=button]'));
        await tick(50);
        return open.mock.calls.length;
      },
    },
  },
  'steel-faq': {
    items: {
      value: JSON.stringify([{ category: 'Partners', questions: [{ question: 'Can I embed this?', answer: 'Yes.' }] }]),
    },
    'heading-level': { value: '4' },
  },
  'steel-gallery': { photos: { value: JSON.stringify(photos.slice(1)) } },
  'steel-site-menu': { label: { value: 'Pages' } },
  'steel-scroll-top': { threshold: { value: '-1' }, label: { value: 'Up' } },
};

const typed = (spec: ElementSpec, name: string, value: string) => {
  const type = spec.attributes.find((a) => a.name === name)!.type;
  return type === 'number' ? Number(value) : type === 'boolean' ? value === 'true' : value;
};

beforeAll(() => {
  for (const s of specs) defineWidget(s);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});
formNavigation.delay = 0;
formNavigation.open = vi.fn();
formNavigation.go = vi.fn();
calculatorNavigation.open = vi.fn();

describe('the specs are the one list', () => {
  it('catalog.ts, specs.ts and each folder agree, in one order', () => {
    expect(specs.map((s) => s.tag)).toEqual(catalog.map((c) => c.tag));
    expect(new Set(catalog.map((c) => c.tag)).size).toBe(catalog.length);
    for (const e of elements)
      expect(readFileSync(`widgets/${folderOf(e)}/spec.ts`, 'utf8'), e.tag).toContain(`tag: '${e.tag}'`);
  });

  it("each element observes exactly the attributes of its spec.ts, under r2wc's property names", () => {
    for (const [i, e] of elements.entries()) {
      expect(specs[i].props, e.tag).toEqual(observedProps(e));
      for (const a of e.attributes) expect(a.property, `${e.tag} ${a.name}`).toBe(camel(a.name));
    }
    // Our pages' FAQ entry (faq/register.ts) registers from Faq.tsx's own tag and props map.
    const faq = elements.find((e) => e.tag === 'steel-faq')!;
    expect([faqTag, faqProps]).toEqual([faq.tag, observedProps(faq)]);
  });

  it('spec files are plain data: they import nothing but spec types and shared spec parts', () => {
    for (const e of elements) {
      const imports = [...readFileSync(`widgets/${folderOf(e)}/spec.ts`, 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => m[1],
      );
      for (const i of imports)
        expect(i, `${e.tag} imports ${i}`).toMatch(/(^\.\.\/common\/element-spec\.ts|spec\.ts)$/);
    }
  });
});

for (const e of elements) {
  const spec = specs.find((s) => s.tag === e.tag)!;
  describe(e.tag, () => {
    for (const a of e.attributes) {
      it(`attribute ${a.name} and property ${a.property} change what it does`, async () => {
        const probe = probes[e.tag]?.[a.name];
        expect(probe, `a probe for ${a.name} in this test`).toBeDefined();
        const observe = probe!.observe ?? (async (_: HTMLElement, root: Root) => root.innerHTML);
        const base = setup[e.tag] ?? {};
        const look = async (attrs: Record<string, string>, props: Record<string, unknown> = {}) => {
          const { el, root } = await mount(e.tag, attrs, props);
          vi.mocked(formNavigation.go).mockClear();
          const seen = await observe(el, root);
          vi.restoreAllMocks();
          return JSON.stringify(seen);
        };
        const others = Object.fromEntries(Object.entries(base).filter(([k]) => k !== a.name));
        const without = await look(others);
        const withAttribute = await look({ ...others, [a.name]: probe!.value });
        expect(withAttribute, 'the attribute changes something').not.toBe(without);
        const { el } = await mount(e.tag);
        expect(
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), a.property)?.set,
          `${a.property} is an element property`,
        ).toBeTypeOf('function');
        const withProperty = await look(others, { [a.property]: typed(e, a.name, probe!.value) });
        expect(withProperty, 'the property does what the attribute does').toBe(withAttribute);
      });
    }

    it('dispatches each documented event on a real interaction (bubbling, composed), and no other', async () => {
      const documented: string[] = e.events.map((ev) => ev.name);
      const dispatched = new Set<string>();
      for (const ev of e.events) {
        const trigger = triggers[e.tag]?.[ev.name];
        expect(trigger, `an interaction for ${ev.name} in this test`).toBeDefined();
        const { el, root } = await mount(e.tag, setup[e.tag]);
        const spy = vi.spyOn(el, 'dispatchEvent');
        const seen: CustomEvent[] = [];
        document.addEventListener(ev.name, (x) => seen.push(x as CustomEvent), { once: true });
        await trigger!(root);
        for (const [x] of spy.mock.calls) if (x.type.startsWith('steel-')) dispatched.add(x.type);
        expect(seen, `${ev.name} reaches the document`).toHaveLength(1);
        expect(seen[0].target).toBe(el);
        expect([seen[0].bubbles, seen[0].composed, seen[0].cancelable]).toEqual([true, true, ev.cancelable]);
        expect(seen[0].detail).toBeTypeOf('object');
        vi.restoreAllMocks();
      }
      expect(
        [...dispatched].filter((n) => !documented.includes(n)),
        'events dispatched but not documented',
      ).toEqual([]);
    });

    it('has each documented part and slot in its shadow root, and no other', async () => {
      const { root } = await mount(e.tag, setup[e.tag]);
      // The calculator's result buttons exist once there is a result.
      if (e.tag === 'steel-calculator') await calculate(root);
      const parts = new Set([...root.querySelectorAll('[part]')].flatMap((p) => p.getAttribute('part')!.split(/\s+/)));
      expect([...parts].sort()).toEqual(e.parts.map((p) => p.name).sort());
      const slots = [...root.querySelectorAll('slot')].map((s) => s.getAttribute('name') ?? '');
      expect(slots.sort()).toEqual(e.slots.map((s) => s.name).sort());
    });

    it('its stylesheet reads each documented custom property, and documents each one it reads', () => {
      const css = baseCss + spec.css;
      for (const c of e.cssProperties) expect(css, c.name).toContain(`var(${c.name}`);
      const own = new Set([...spec.css.matchAll(/var\((--steel-[a-z-]+)/g)].map((m) => m[1]));
      expect(
        [...own].filter((n) => !e.cssProperties.some((c) => c.name === n)),
        'read by its own styles but not documented',
      ).toEqual([]);
    });
  });
}
