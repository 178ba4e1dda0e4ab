// @vitest-environment happy-dom
/**
 * Each widget's interface.ts (docs/widgets.md#public-interface) is the whole truth about it: every documented
 * attribute and property changes what the element does, every documented event is dispatched by a real
 * interaction (and nothing else is), every documented part and slot is in the shadow root (and no other),
 * and every documented CSS custom property is read by its styles. The cases come from each widget's folder
 * (probes.ts, widgets/common/probes.ts); tests/browser/custom-properties.spec.ts checks in Chromium that each custom
 * property changes what is shown.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog, elements } from './catalog.ts';
import { definitions } from './definitions.ts';
import { defineWidget } from './common/define.tsx';
import { camel, folderOf, type ElementInterface } from './common/element-interface.ts';
import { baseCss } from './common/base-css.ts';
import { settle, type Root, type WidgetProbes } from './common/probes.ts';
import { defaults } from './common/defaults.ts';

const probesOf: Record<string, WidgetProbes> = Object.fromEntries(
  await Promise.all(
    catalog.map(async (e) => [e.tag, ((await import(`./${e.folder}/probes.ts`)) as { probes: WidgetProbes }).probes]),
  ),
);

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

const typed = (element: ElementInterface, name: string, value: string) => {
  const type = element.attributes.find((a) => a.name === name)!.type;
  return type === 'number' ? Number(value) : type === 'boolean' ? value === 'true' : value;
};

beforeAll(() => {
  for (const p of Object.values(probesOf)) p.before?.();
  for (const d of definitions) defineWidget(d);
});
// The forms' attributes are probed on the mail program's route, whatever the data set in use says: with a form
// endpoint, `email` and `brand` shape only the message kept for the visitor (endpoint.test.tsx covers that route).
beforeEach(() => {
  defaults.endpoint = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('each folder declares its widget', () => {
  it("its interface.ts names its tag, once in the catalog, and its attributes by r2wc's property names", () => {
    expect(new Set(catalog.map((c) => c.tag)).size).toBe(catalog.length);
    for (const e of elements) {
      expect(readFileSync(`widgets/${folderOf(e)}/interface.ts`, 'utf8'), e.tag).toContain(`tag: '${e.tag}'`);
      for (const a of e.attributes) expect(a.property, `${e.tag} ${a.name}`).toBe(camel(a.name));
    }
  });

  it('interface files are plain data: they import nothing but interface types, shared interface parts and their styles', () => {
    for (const e of elements) {
      const imports = [...readFileSync(`widgets/${folderOf(e)}/interface.ts`, 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => m[1],
      );
      for (const i of imports)
        expect(i, `${e.tag} imports ${i}`).toMatch(/(^\.\.\/common\/element-interface\.ts|interface\.ts|styles\.ts)$/);
    }
  });
});

for (const e of elements) {
  const definition = definitions.find((d) => d.tag === e.tag)!;
  describe(e.tag, () => {
    for (const a of e.attributes) {
      it(`attribute ${a.name} and property ${a.property} change what it does`, async () => {
        const probe = probesOf[e.tag].attributes[a.name];
        expect(probe, `a probe for ${a.name} in its probes.ts`).toBeDefined();
        // the example a partner is shown (/embed), unless the probe needs a value of its own
        const value = probe!.value ?? a.example;
        expect(value, `a value for ${a.name}: its example in interface.ts, or one in its probes.ts`).toBeDefined();
        const observe = probe!.observe ?? (async (_: HTMLElement, root: Root) => root.innerHTML);
        const base = probesOf[e.tag].setup ?? {};
        const look = async (attrs: Record<string, string>, props: Record<string, unknown> = {}) => {
          const { el, root } = await mount(e.tag, attrs, props);
          const seen = await observe(el, root);
          vi.restoreAllMocks();
          return JSON.stringify(seen);
        };
        const others = Object.fromEntries(Object.entries(base).filter(([k]) => k !== a.name));
        const without = await look(others);
        const withAttribute = await look({ ...others, [a.name]: value! });
        expect(withAttribute, 'the attribute changes something').not.toBe(without);
        const { el } = await mount(e.tag);
        expect(
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), a.property)?.set,
          `${a.property} is an element property`,
        ).toBeTypeOf('function');
        const withProperty = await look(others, { [a.property]: typed(e, a.name, value!) });
        expect(withProperty, 'the property does what the attribute does').toBe(withAttribute);
      });
    }

    it('dispatches each documented event on a real interaction (bubbling, composed), and no other', async () => {
      const documented: string[] = e.events.map((ev) => ev.name);
      const dispatched = new Set<string>();
      for (const ev of e.events) {
        const trigger = probesOf[e.tag].events[ev.name];
        expect(trigger, `an interaction for ${ev.name} in its probes.ts`).toBeDefined();
        const { el, root } = await mount(e.tag, probesOf[e.tag].setup);
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
      const { root } = await mount(e.tag, probesOf[e.tag].setup);
      await probesOf[e.tag].showAllParts?.(root);
      const parts = new Set([...root.querySelectorAll('[part]')].flatMap((p) => p.getAttribute('part')!.split(/\s+/)));
      expect([...parts].sort()).toEqual(e.parts.map((p) => p.name).sort());
      const slots = [...root.querySelectorAll('slot')].map((s) => s.getAttribute('name') ?? '');
      expect(slots.sort()).toEqual(e.slots.map((s) => s.name).sort());
    });

    it('its stylesheet reads each documented custom property, and documents each one it reads', () => {
      const css = baseCss + definition.css;
      for (const c of e.cssProperties) expect(css, c.name).toContain(`var(${c.name}`);
      const own = new Set([...definition.css.matchAll(/var\((--steel-[a-z-]+)/g)].map((m) => m[1]));
      expect(
        [...own].filter((n) => !e.cssProperties.some((c) => c.name === n)),
        'read by its own styles but not documented',
      ).toEqual([]);
    });
  });
}
