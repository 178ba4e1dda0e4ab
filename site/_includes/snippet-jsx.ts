/**
 * A widget's snippet (widgets/partner/snippet.ts) written as JSX, for the React and Next.js guides
 * (site/_includes/embed-guides.ts): the same elements, attributes, text and CSS as the HTML partners paste, so
 * the guides cannot say anything the snippet does not. The snippet is our own output (attribute values quoted and
 * escaped, no comments), so a small tokenizer reads it; `<style>` and `<script>` keep their text as written.
 */
type Node = string | { tag: string; attrs: [string, string | true][]; children: Node[] };

const VOID = new Set(['link', 'meta', 'br', 'img', 'input', 'hr', 'source']);
const RAW = new Set(['style', 'script']);
/** The head's elements, which a React app writes in its layout's <head>, not where the widget goes. */
const HEAD = new Set(['script', 'link', 'meta']);
/** HTML attribute names React spells otherwise; a custom element's own attributes keep theirs. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  crossorigin: 'crossOrigin',
  tabindex: 'tabIndex',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function parse(html: string): Node[] {
  const root: Node[] = [];
  const open: { tag: string; children: Node[] }[] = [];
  const add = (n: Node) => (open.length ? open[open.length - 1].children : root).push(n);
  const token = /<\/([a-z][\w-]*)\s*>|<([a-z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|[^<]+/giy;
  let read = 0;
  for (let m; (m = token.exec(html)); read = token.lastIndex) {
    const [whole, close, tag, rawAttrs] = m;
    if (close) {
      const i = open.map((o) => o.tag).lastIndexOf(close.toLowerCase());
      if (i < 0) throw new Error(`snippet-jsx: </${close}> closes nothing`);
      open.length = i;
    } else if (tag) {
      const name = tag.toLowerCase();
      const attrs = [...(rawAttrs ?? '').matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map(
        ([, a, v]) => [a.toLowerCase(), v === undefined ? true : decode(v)] as [string, string | true],
      );
      const el = { tag: name, attrs, children: [] as Node[] };
      add(el);
      if (RAW.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, token.lastIndex);
        if (end < 0) throw new Error(`snippet-jsx: <${name}> is never closed`);
        // The comment that hides a style's rules from editors that strip the tag (widgets/partner/snippet.ts) is not
        // needed in JSX, where React would escape its `<`.
        const raw = html.slice(token.lastIndex, end).replace(/^<!--/, '').replace(/-->$/, '');
        if (raw) el.children.push(raw);
        token.lastIndex = html.indexOf('>', end) + 1;
      } else if (!VOID.has(name) && !whole.endsWith('/>')) open.push(el);
    } else add(decode(whole));
  }
  if (read < html.length)
    throw new Error(`snippet-jsx: unreadable from ${JSON.stringify(html.slice(read, read + 40))}`);
  return root;
}

const attr = ([name, value]: [string, string | true]) => {
  const n = REACT_NAMES[name] ?? name;
  if (value === true) return ` ${n}`;
  return /["&{}<>\\]/.test(value) ? ` ${n}={${JSON.stringify(value)}}` : ` ${n}="${value}"`;
};

/** What JSX text would read as markup, an expression or a character reference. */
const MARKUP = /[{}<>]|&#?\w+;/;
/** Text in JSX: what JSX would read otherwise, or lose as whitespace at a line's end, as a string. */
const text = (s: string) => (MARKUP.test(s) || /^\s|\s$/.test(s) ? `{${JSON.stringify(s)}}` : s);

/** A template literal holding raw CSS or script text exactly. */
const literal = (s: string) => `{\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`}`;

const blank = (n: Node) => typeof n === 'string' && n.trim() === '';

/** One node as JSX lines at `indent`. Children with text stay on one line, as JSX would otherwise drop spaces. */
function jsx(n: Node, indent: string): string[] {
  if (typeof n === 'string') return [indent + text(n)];
  const open = `<${n.tag}${n.attrs.map(attr).join('')}`;
  const kids = n.children.filter((c) => !blank(c));
  if (!kids.length) return [`${indent}${open} />`];
  if (RAW.has(n.tag)) return [`${indent}${open}>${literal(String(n.children[0]))}</${n.tag}>`];
  if (n.children.some((c) => typeof c === 'string' && !blank(c)))
    return [`${indent}${open}>${n.children.map((c) => inline(c)).join('')}</${n.tag}>`];
  return [`${indent}${open}>`, ...kids.flatMap((c) => jsx(c, indent + '  ')), `${indent}</${n.tag}>`];
}

function inline(n: Node): string {
  if (typeof n === 'string') return MARKUP.test(n) ? `{${JSON.stringify(n)}}` : n.replace(/\s+/g, ' ');
  return jsx(n, '')
    .map((l) => l.trim())
    .join('');
}

/**
 * The snippet as JSX: `head`, the lines for the page's <head> (the loader), and `body`, the lines of one JSX
 * expression for where the widget goes (its `<style>` rules and its tag with the fallback, in a fragment when
 * there is more than one element), each at no indent.
 */
export function snippetJsx(html: string): { head: string[]; body: string[] } {
  const nodes = parse(html).filter((n) => !blank(n));
  const inHead = (n: Node) => typeof n !== 'string' && HEAD.has(n.tag);
  const head = nodes.filter(inHead).flatMap((n) => jsx(n, ''));
  const rest = nodes.filter((n) => !inHead(n));
  const body = rest.length === 1 ? jsx(rest[0], '') : ['<>', ...rest.flatMap((n) => jsx(n, '  ')), '</>'];
  return { head, body };
}
