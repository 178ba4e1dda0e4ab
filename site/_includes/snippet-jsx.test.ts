// @vitest-environment happy-dom
/**
 * snippetJsx writes the snippet as JSX that means the same elements, attributes, text and CSS as its HTML: each
 * snippet /embed can give (every widget, its text attributes with characters JSX reads otherwise, colours) and
 * inline `<style>` rules with what a template literal reads otherwise, compiled as JSX is (esbuild) and compared
 * with the HTML as a browser parses it.
 */
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { snippetJsx } from './snippet-jsx.ts';
import { loaderLine, snippet } from '../../widgets/partner/snippet.ts';
import { fallbackHtml } from '../../widgets/partner/build/fallback.ts';
import { elements } from '../../widgets/catalog.ts';

type Tree = string | { tag: string; attrs: Record<string, string>; children: Tree[] };
const HTML_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  crossOrigin: 'crossorigin',
  tabIndex: 'tabindex',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
};
const FRAGMENT = Symbol('fragment');

/** The JSX compiled as JSX compilers do, its elements as a tree (a fragment's children in its place). */
async function fromJsx(lines: string[]): Promise<Tree[]> {
  const { code } = await transform(`module.exports = (${lines.join('\n')});`, {
    loader: 'jsx',
    jsx: 'transform',
    jsxFactory: 'h',
    jsxFragment: 'Fragment',
    format: 'cjs',
  });
  const h = (tag: string | symbol, props: Record<string, unknown> | null, ...kids: unknown[]) => {
    const children = kids.flat() as Tree[];
    if (tag === FRAGMENT) return children;
    const attrs = Object.fromEntries(
      Object.entries(props ?? {}).map(([k, v]) => [HTML_NAMES[k] ?? k, v === true ? '' : String(v)]),
    );
    return { tag: String(tag), attrs, children };
  };
  const module = { exports: null as unknown };
  new Function('module', 'h', 'Fragment', code)(module, h, FRAGMENT);
  return [module.exports].flat() as Tree[];
}

/** A text's content; a style's without the `<!-- -->` around its rules (widgets/partner/snippet.ts), nothing to CSS. */
const textOf = (n: Node) =>
  n.parentNode?.nodeName === 'STYLE' ? n.textContent!.replace(/^<!--/, '').replace(/-->$/, '') : n.textContent!;

/** The HTML as a browser parses it, without the whitespace between elements. */
function fromHtml(html: string): Tree[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const tree = (n: Node): Tree | null => {
    if (n.nodeType === 3) return n.textContent!.trim() === '' ? null : n.textContent!;
    const el = n as Element;
    const attrs = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
    const children = [...el.childNodes].map(tree).filter((c): c is Tree => c !== null);
    // Inside a paragraph, spaces between elements are text; between block children they are not.
    const inline = [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim() !== '');
    return {
      tag: el.localName,
      attrs,
      children: inline ? [...el.childNodes].map((c) => (c.nodeType === 3 ? textOf(c) : tree(c)!)) : children,
    };
  };
  return [...template.content.childNodes].map(tree).filter((c): c is Tree => c !== null);
}

const origin = 'https://steel.example';
const loader = `${origin}/embed/v1/loader.js`;
const awkward = 'A "quote", & {braces} <b> \\ `tick` ${x}';
const styled = (html: string, css: string) => html.replace(`${loaderLine(loader)}\n`, `$&<style>${css}</style>\n`);

describe('snippetJsx', () => {
  for (const e of elements.filter((x) => x.embeddable)) {
    it(`writes ${e.tag}'s snippet as JSX with the same elements, attributes, text and CSS`, async () => {
      const attrs = Object.fromEntries(
        e.attributes.filter((a) => a.type !== 'json').map((a, i) => [a.name, i ? `value ${i}` : awkward]),
      );
      const html = styled(
        snippet({
          loader,
          tag: e.tag,
          attrs,
          colours: { '--steel-accent': '#fde047' },
          fallback: fallbackHtml(e.tag, origin),
        }),
        `\n  :where(${e.tag}) { display: block; content: "\\2014 \`x\` \${y}"; }\n`,
      );
      const { head, body } = snippetJsx(html);
      const [line, ...rest] = fromHtml(html);
      expect(await fromJsx(head)).toEqual([line]);
      expect(await fromJsx(body)).toEqual(rest);
    });
  }

  it('keeps the pinned line: integrity and crossorigin as React names them', async () => {
    const html = loaderLine(loader, { loader: 'sha384-abc' });
    const { head } = snippetJsx(html);
    expect(head.join('\n')).toContain('crossOrigin="anonymous"');
    expect(await fromJsx(head)).toEqual(fromHtml(html));
  });
});
