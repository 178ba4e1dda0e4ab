// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import r2wc from '@r2wc/core';
import { describe, expect, it } from 'vitest';

/**
 * define.tsx reaches into r2wc through its private keys (global symbols such as `Symbol.for('r2wc.props')`) to
 * give a removed attribute its default back. r2wc does not promise them, so an update could move them and that
 * fix would stop working with no error. This test reads the keys define.tsx names and checks r2wc, as installed,
 * still keeps the element's props and its render function under them, naming r2wc's version when it does not.
 */
const r2wcDir = dirname(dirname(createRequire(import.meta.url).resolve('@r2wc/core')));
const { version } = JSON.parse(readFileSync(join(r2wcDir, 'package.json'), 'utf8')) as { version: string };
const keys = Object.fromEntries(
  [...readFileSync(join(import.meta.dirname, 'define.tsx'), 'utf8').matchAll(/Symbol\.for\('(r2wc\.\w+)'\)/g)].map(
    ([, key]) => [key, Symbol.for(key)],
  ),
);
const moved = (what: string) =>
  `@r2wc/core ${version} no longer keeps ${what}: widgets/common/define.tsx (forgetRemoved) relies on it. ` +
  'Read its dist/core.js for where it keeps them now, update define.tsx, and check docs/widgets.md still holds.';

describe(`r2wc's private keys that define.tsx uses (@r2wc/core ${version})`, () => {
  it('define.tsx names the keys this test checks', () => {
    expect(Object.keys(keys).sort()).toEqual(['r2wc.props', 'r2wc.render']);
  });

  it('an element keeps its props and its render function under them', async () => {
    let rendered = '';
    const Greeting = ({ name }: { name?: string }) => {
      rendered = name ?? '';
      return null;
    };
    const Element = r2wc(Greeting as never, { props: { name: 'string' } as never }, {
      mount: (_el: HTMLElement, Component: (p: object) => unknown, props: object) => Component(props),
      update: (_ctx: unknown, Component: (p: object) => unknown, props: object) => Component(props),
      unmount: () => {},
    } as never) as unknown as CustomElementConstructor;
    customElements.define('r2wc-keys-probe', Element);
    const el = document.createElement('r2wc-keys-probe') as HTMLElement & Record<symbol, unknown>;
    el.setAttribute('name', 'Ada');
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 0));
    expect(rendered, 'r2wc renders the component with the attribute').toBe('Ada');

    const props = el[keys['r2wc.props']] as Record<string, unknown> | undefined;
    expect(props?.name, moved("an element's props under Symbol.for('r2wc.props')")).toBe('Ada');
    const render = el[keys['r2wc.render']];
    expect(typeof render, moved("an element's render function under Symbol.for('r2wc.render')")).toBe('function');
    delete props!.name;
    (render as () => void).call(el);
    await new Promise((r) => setTimeout(r, 0));
    expect(rendered, moved('render under that key reading the props under the other')).toBe('');
    expect(typeof Element.prototype.attributeChangedCallback, moved('attributeChangedCallback on its class')).toBe(
      'function',
    );
  });
});
