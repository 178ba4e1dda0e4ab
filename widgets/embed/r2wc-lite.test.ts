// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import r2wc from '@r2wc/core';
import lite from './r2wc-lite.ts';

/**
 * The partner build's r2wc-lite.ts against @r2wc/core, in the ways define.tsx uses them: the same steps on an
 * element of each must call the renderer with the same props at the same moments and leave the same attributes.
 */
type Log = unknown[][];
const types = { email: 'string', fallbackDelay: 'number', open: 'boolean' } as const;
let n = 0;

function make(impl: typeof lite, log: Log) {
  const renderer = {
    mount: (host: HTMLElement, _: unknown, props: object) => {
      log.push(['mount', host.localName.replace(/-\d+$/, ''), { ...props, container: 'host' }]);
      return { id: 1 };
    },
    update: (_: unknown, props: object) => log.push(['update', { ...props, container: 'host' }]),
    unmount: () => log.push(['unmount']),
  };
  const tag = `steel-lite-${++n}`;
  const C = (impl as unknown as typeof lite)(() => null, { props: { ...types } }, renderer);
  customElements.define(tag, C);
  return { tag, observed: (C as unknown as { observedAttributes: string[] }).observedAttributes };
}

/** One scenario, run on an element of `impl`: what the renderer saw and the attributes and properties after each step. */
function run(impl: typeof lite) {
  const log: Log = [];
  const { tag, observed } = make(impl, log);
  log.push(['observed', [...observed].sort()]);
  const box = document.createElement('div');
  box.innerHTML = `<${tag} email="a@example.com" fallback-delay="250"></${tag}>`;
  document.body.append(box);
  const el = box.firstElementChild as HTMLElement & Record<string, unknown>;
  const state = (step: string) =>
    log.push([
      step,
      el.getAttribute('email'),
      el.getAttribute('fallback-delay'),
      el.getAttribute('open'),
      el.email,
      el.fallbackDelay,
      el.open,
    ]);
  state('parsed');
  el.setAttribute('email', 'b@example.com');
  state('attribute');
  el.email = 'c@example.com';
  state('property');
  el.email = 'c@example.com';
  state('same property');
  el.fallbackDelay = 1000;
  el.open = true;
  state('number and boolean');
  el.setAttribute('open', 'false');
  state('boolean attribute');
  el.removeAttribute('email');
  state('removed');
  el.setAttribute('fallback-delay', '');
  state('emptied');
  el.email = null;
  state('property null');
  el.remove();
  state('out');
  box.append(el);
  state('back');
  const detached = document.createElement(tag) as HTMLElement & Record<string, unknown>;
  detached.setAttribute('email', 'd@example.com');
  detached.fallbackDelay = 5;
  log.push(['detached', detached.getAttribute('fallback-delay'), detached.email]);
  box.remove();
  return log;
}

describe('r2wc-lite (partner build) behaves as @r2wc/core does for define.tsx', () => {
  it('observed attributes, attribute and property changes, removal, moves, detached elements', () => {
    const real = run(r2wc as unknown as typeof lite);
    expect(real.length).toBeGreaterThan(20);
    expect(run(lite)).toEqual(real);
  });
});
