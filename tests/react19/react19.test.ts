// @vitest-environment happy-dom
/**
 * A React 19 host (docs/widgets.md#public-interface): App.tsx, bundled with React 19 itself (installed as
 * react19 / react-dom19, since this project's `react` is preact/compat), renders our elements, sets
 * attributes and properties, receives their events through `on<event>` props, re-renders and unmounts
 * cleanly. The elements are our real widgets, registered as a partner's page would have them.
 */
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definitions } from '../../widgets/definitions.ts';
import { defineWidget } from '../../widgets/common/define.tsx';
import { navigation } from '../../widgets/calculator/Calculator.tsx';
import { calculatorChoices as choices } from '../lib/calculator-choices.ts';

/** App.tsx's props (not imported: that file is React 19 TSX, outside this project's preact typings). */
interface HostProps {
  heading: string;
  service: string;
}

const OUT = 'node_modules/.cache/react19-host/app.js';
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
/** React commits and our widgets render on later tasks and frames. */
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await tick(5);
    await new Promise((r) => requestAnimationFrame(r));
  }
};

let app: { mount(container: HTMLElement, props: HostProps): { update(p: HostProps): void; unmount(): void } };
const errors = vi.fn();

beforeAll(async () => {
  mkdirSync('node_modules/.cache/react19-host', { recursive: true });
  // React 19 everywhere, also inside react-dom (whose own `require('react')` would find preact/compat).
  await build({
    entryPoints: ['tests/react19/App.tsx'],
    outfile: OUT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: { react: 'react19', 'react-dom': 'react-dom19' },
    define: { 'process.env.NODE_ENV': '"development"' }, // React's development build warns about misuse
    logLevel: 'silent',
  });
  app = await import(/* @vite-ignore */ pathToFileURL(`${process.cwd()}/${OUT}`).href);
  for (const s of definitions) defineWidget(s);
  navigation.open = () => {};
  vi.spyOn(console, 'error').mockImplementation(errors);
});
afterAll(() => vi.restoreAllMocks());

describe('a React 19 app renders our elements', () => {
  const container = document.createElement('div');
  document.body.append(container);
  let host: ReturnType<typeof app.mount>;
  const $ = <T extends HTMLElement>(sel: string) => container.querySelector(sel) as T & Record<string, unknown>;

  it('runs React 19 itself', async () => {
    const React = await import('react19');
    expect(React.version).toMatch(/^19\./);
  });

  it('sets properties where the element has them and attributes elsewhere', async () => {
    host = app.mount(container, { heading: 'What will it cost?', service: 'staircases' });
    await settle();
    const calc = $('steel-calculator');
    expect(calc.heading, 'a property').toBe('What will it cost?');
    expect(calc.shadowRoot!.textContent).toContain('What will it cost?');
    expect(calc.shadowRoot!.querySelector<HTMLInputElement>('input[name=serviceType]:checked')?.value).toBe(
      'staircases',
    );
    const form = $('steel-quote-form');
    expect(form.getAttribute('thank-you-url'), 'a kebab-case attribute').toBe('https://partner.example/thanks');
    expect(form.thankYouUrl).toBe('https://partner.example/thanks');
    expect(form.formType, 'a camelCase property').toBe('partner-landing');
    expect(form.shadowRoot!.querySelector<HTMLSelectElement>('select[name=service]')!.value).toBe('crane-hire');
    const chat = $('steel-chat-button');
    expect(chat.fallbackDelay, 'a number property').toBe(250);
    expect(chat.getAttribute('fallback-delay')).toBe('250');
    expect(chat.shadowRoot!.textContent).toContain('Message us');
    expect($('steel-faq').shadowRoot!.querySelector('h3'), 'heading-level as an attribute').not.toBeNull();
  });

  it('receives the events through on<event> props', async () => {
    const root = $('steel-calculator').shadowRoot!;
    for (const [name, value] of Object.entries(choices))
      root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!.click();
    const phone = root.querySelector<HTMLInputElement>('input[name=phone]')!;
    phone.value = '01632 960123';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    root.querySelector<HTMLElement>('[part=calculate]')!.click();
    await settle();
    const shown = root.querySelector('.range')!.textContent;
    expect(shown).toMatch(/^£[\d,]+ - £[\d,]+$/);
    expect($('#range').textContent, "React's state holds the event's detail").toBe(shown);

    const link = $('steel-chat-button').shadowRoot!.querySelector('a')!;
    link.addEventListener('click', (e) => e.preventDefault()); // a desktop would open the chat site
    link.click();
    await settle();
    expect($('#chats').textContent).toBe('1');
  });

  it('re-renders: new props reach the same elements', async () => {
    const calc = $('steel-calculator');
    host.update({ heading: 'Your estimate', service: 'staircases' });
    await settle();
    expect($('steel-calculator'), 'the same element').toBe(calc);
    expect(calc.heading).toBe('Your estimate');
    expect(calc.shadowRoot!.textContent).toContain('Your estimate');
    expect($('#range').textContent, 'the estimate is still there').not.toBe('');
  });

  it('unmounts cleanly: the elements leave and their widgets are torn down', async () => {
    const calc = $('steel-calculator');
    host.unmount();
    await settle();
    expect(container.innerHTML).toBe('');
    expect(calc.isConnected).toBe(false);
    expect(calc.shadowRoot!.childElementCount, 'the widget rendered nothing more (its effects cleaned up)').toBe(0);
    expect(errors, 'no error or React warning on the console').not.toHaveBeenCalled();
  });
});
