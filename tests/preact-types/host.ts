/**
 * A partner's preact app that uses every embeddable element of widgets/catalog.ts with every attribute, property
 * and `on<event>` prop of its interface.ts, written into tests/preact-types/host.tsx of a fresh copy and type-checked
 * against the shipped typings (tests/tooling/typings.test.ts). Each `wrong` line is an error under them: a made-up
 * attribute, text for a number property, a field the event's detail does not have (so an `any` fails).
 */
import { propertyType, type ElementInterface } from '../../widgets/common/element-interface.ts';

const valueOf = (type: string) =>
  type === 'number' ? '{3}' : type === 'boolean' ? '{true}' : type.includes('Array') ? '"[]"' : '"text"';

function uses(e: ElementInterface): string {
  const props = e.attributes.flatMap((a) => [
    `${a.property}=${valueOf(propertyType(a))}`,
    ...(a.name !== a.property
      ? [`${a.name}=${valueOf(propertyType(a)) === '{3}' ? '"3"' : valueOf(propertyType(a))}`]
      : []),
  ]);
  const events = e.events.map(
    (ev) => `on${ev.name}={(e) => { const detail: ${ev.detail} = e.detail; return detail; }}`,
  );
  return `      <${e.tag} ${[...props, ...events].join(' ')} />`;
}

function wrongs(e: ElementInterface): string[] {
  const lines = [`      {/* @ts-expect-error not an attribute of ${e.tag} */}`, `      <${e.tag} colour="red" />`];
  for (const a of e.attributes.filter((x) => propertyType(x) === 'number'))
    lines.push(`      {/* @ts-expect-error ${a.property} is a number */}`, `      <${e.tag} ${a.property}="soon" />`);
  for (const ev of e.events)
    lines.push(
      `      {/* @ts-expect-error the detail of ${ev.name} has no __nothing */}`,
      `      <${e.tag} on${ev.name}={(e) => e.detail.__nothing} />`,
    );
  return lines;
}

export const preactHost = (elements: ElementInterface[]) =>
  [
    '// Written by tests/preact-types/host.ts for tests/tooling/typings.test.ts.',
    "import type {} from 'steelworks-site/preact';",
    '',
    'export const Host = () => (',
    '  <main>',
    ...elements.filter((e) => e.embeddable).map(uses),
    '  </main>',
    ');',
    '',
    'export const wrong = () => (',
    '  <>',
    ...elements.filter((e) => e.embeddable).flatMap(wrongs),
    '  </>',
    ');',
    '',
  ].join('\n');
