import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFiles } from './fresh-copy.ts';
import { catalog, elements } from '../../widgets/catalog.ts';
import { folderOf, type ElementInterface } from '../../widgets/common/element-interface.ts';

/**
 * A widget is one folder (docs/widgets.md "Public interface", CONTRIBUTING.md "Add a widget"): the catalog is the one
 * list of widgets, and each widget's interface.ts the one place its interface is declared. These checks read the project's
 * files as text, the way a maintainer's search would.
 */
const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => (existsSync(resolve(root, file)) ? readFileSync(resolve(root, file), 'utf8') : '');
/**
 * Code, tests and configuration; not prose (docs), data, published releases, the lock file or the measurements a
 * script writes for every widget of the catalog (widgets/partner/reserve-table.json, scripts/reserve-heights.ts).
 */
const code = projectFiles().filter(
  (f) =>
    /\.(ts|tsx|js|mjs|cjs|json)$/.test(f) &&
    !/^(site\/static\/|shared\/data\/|tests\/fixtures\/)|package-lock|^widgets\/partner\/reserve-table\.json$/.test(f),
);
const CATALOG = 'widgets/catalog.ts';

/** The widgets a text names: by tag (an event of theirs too) or by a path into their folder. */
export const widgetsNamed = (text: string, folders: string[]) =>
  folders.filter((f) => new RegExp(`steel-${f}\\b|widgets/${f}/|\\.\\.?/${f}/`).test(text));

describe('one list of widgets', () => {
  const folders = catalog.map((e) => e.folder);

  it('no file but the catalog names five or more widgets: everything else iterates it', () => {
    const lists = code
      .filter((f) => f !== CATALOG && !f.startsWith('tests/tooling/one-source'))
      .map((f) => ({ f, named: widgetsNamed(read(f), folders) }))
      .filter(({ named }) => named.length >= 5)
      .map(({ f, named }) => `${f} names ${named.length}: ${named.join(', ')}`);
    expect(lists).toEqual([]);
  });

  it('bites: a table of five widgets is found', () => {
    const table = folders
      .slice(0, 5)
      .map((f) => `'steel-${f}': 1,`)
      .join('\n');
    expect(widgetsNamed(table, folders)).toHaveLength(5);
    expect(widgetsNamed(read(CATALOG), folders)).toEqual(folders);
  });

  it('every folder with an interface.ts is in the catalog, and each catalog entry has its folder', () => {
    const withInterface = projectFiles()
      .map((f) => /^widgets\/([\w-]+)\/interface\.ts$/.exec(f)?.[1])
      .filter((f) => f !== undefined);
    expect(withInterface.sort()).toEqual([...folders].sort());
  });
});

/** Where a widget's interface may be declared: its interface.ts, and the shared parts interface files import. */
const interfaceSources = code.filter((f) =>
  /^widgets\/[\w-]+\/([\w-]+-)?interface\.ts$|^widgets\/common\/element-interface\.ts$/.test(f),
);
const quoted = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A widget's interface.ts and the interface parts it imports (mail-form-interface.ts for the two forms). */
const interfaceFilesOf = (folder: string) => [
  `${folder}interface.ts`,
  ...[...read(`${folder}interface.ts`).matchAll(/from '(\.[^']+)'/g)]
    .map((m) => relative(root, resolve(root, folder, m[1])))
    .filter((f) => interfaceSources.includes(f)),
];
/** Files whose text matches, outside tests (a test may name what it checks). */
const filesWith = (re: RegExp, among = code) =>
  among.filter((f) => !/\.test\.tsx?$|\.spec\.ts$|\.browser\.ts$|\.journeys\.ts$|^tests\//.test(f) && re.test(read(f)));

/** An attribute as r2wc would observe it, written by hand (`email: 'string'`): only interface data may say it. */
const PROPS_MAP = /\b(?!type\b)\w+\??: '(string|number|boolean)'/;
const widgetCode = code.filter((f) => f.startsWith('widgets/'));
/** A props interface that lists the property itself instead of reading the interface (`PropsOf`). */
const propsInterface = (property: string) => new RegExp(`interface \\w*Props \\{[^}]*\\b${property}\\??:`);

describe("a widget's interface is declared in one place", () => {
  it('bites: a props map and a props interface written by hand are found', () => {
    expect(PROPS_MAP.test("props: { email: 'string', fallbackDelay: 'number' }")).toBe(true);
    expect(PROPS_MAP.test("{ name: 'email', property: 'email', type: 'string' }")).toBe(false);
    expect(
      propsInterface('thankYouUrl').test('export interface MailFormProps {\n  /** x */\n  thankYouUrl?: string;\n}'),
    ).toBe(true);
  });

  const all = (pick: (e: ElementInterface) => readonly { name: string }[]) => [
    ...new Set(elements.flatMap((e) => pick(e).map((x) => x.name))),
  ];

  it('each event and each custom property is declared by one interface file, once', () => {
    for (const name of [...all((e) => e.events), ...all((e) => e.cssProperties)]) {
      const declaring = filesWith(new RegExp(`name: '${quoted(name)}'`));
      expect(declaring, name).toHaveLength(1);
      expect(read(declaring[0]).split(`name: '${name}'`).length - 1, `${name} in ${declaring[0]}`).toBe(1);
      expect(interfaceSources, name).toContain(declaring[0]);
    }
  });

  it("each attribute is declared in its widget's interface files only: no props map or props type repeats it", () => {
    const propsMaps = filesWith(PROPS_MAP, widgetCode).filter((f) => !interfaceSources.includes(f));
    expect(propsMaps, 'props maps written by hand').toEqual([]);
    for (const e of elements) {
      const folder = `widgets/${folderOf(e)}/`;
      // A component's props type is PropsOf<interface>: no interface of the folder lists an attribute's property.
      const propsTypes = code.filter((f) => f.startsWith(folder) || f.startsWith('widgets/mail-form/'));
      for (const a of e.attributes) {
        const declared = filesWith(propsInterface(a.property), propsTypes);
        expect(declared, `${e.tag} ${a.property}`).toEqual([]);
        const declaring = filesWith(new RegExp(`name: '${a.name}',\\s*property:`), interfaceFilesOf(folder));
        expect(declaring, `${e.tag} ${a.name}`).toHaveLength(1);
      }
    }
  });

  it('the docs list no event or attribute in a table of their own: /embed and custom-elements.json are made from the interfaces', () => {
    const docs = projectFiles().filter((f) => /^(docs\/|README|CONTRIBUTING).*\.md$/.test(f));
    const rows = docs.flatMap((f) =>
      read(f)
        .split('\n')
        .filter((line) => all((e) => e.events).some((n) => line.startsWith(`| \`${n}\``)))
        .map((line) => `${f}: ${line.slice(0, 60)}`),
    );
    expect(rows).toEqual([]);
  });
});

/** A replacement that writes an HTML entity: `.replace(x, '&amp;')`, or an entity table's `'<': '&lt;'`. */
export const writesEntities = (text: string) =>
  /\.replace(All)?\([^)]*,\s*['"`]&(amp|lt|gt|quot);['"`]\)|['"`][&<>"]['"`]\s*:\s*['"`]&(amp|lt|gt|quot);['"`]/.test(
    text,
  );
const ESCAPER = 'shared/html.ts';

describe('HTML escaping is written once', () => {
  it(`no file but ${ESCAPER} turns text into entities: the others import escapeHtml`, () => {
    const own = code.filter((f) => f !== ESCAPER && !/\.test\.tsx?$|^tests\//.test(f) && writesEntities(read(f)));
    expect(own).toEqual([]);
  });

  it('bites: a hand-written escape and an entity table are found, the shared one is', () => {
    expect(writesEntities(`const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');`)).toBe(true);
    expect(writesEntities(`const E = { '<': '&lt;' };`)).toBe(true);
    expect(writesEntities(read(ESCAPER))).toBe(true);
    expect(writesEntities(`x.replace(/&lt;/g, '<')`), 'turning entities back into text is not escaping').toBe(false);
  });
});
