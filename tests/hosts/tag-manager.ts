/**
 * Google Tag Manager's Custom HTML tag, as its published container runs it. Publishing turns each script of
 * the tag into `<script type="text/gtmscript">` with its `src` moved to `data-gtmsrc`, so that parsing the
 * HTML loads nothing; when the tag fires, gtm.js parses the HTML in a detached <div>, appends each node to
 * the end of <body> in turn, and for each marked script creates a new <script> with `type="text/javascript"`,
 * `async = false`, and only the old one's id, text, charset and src (data-gtmsrc), waiting for its load
 * before the next node. Any other attribute is dropped: `type="module"`, `crossorigin`, `integrity`.
 * (The `__html` tag of published gtm.js containers; the same code in every version we found.)
 *
 * So a `<script type="module">` never runs as a module there: marked, it is recreated as a classic script;
 * left unmarked, it is inserted as the parser made it, and a parsed script inserted later never runs.
 * `forTagManager` is the form that does run: a classic script (ES5, which GTM's editor accepts) that creates
 * the module script with every attribute of the pasted one.
 */

const JS_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
const attrsOf = (s: string) =>
  [...s.matchAll(/([^\s=]+)(?:\s*=\s*"([^"]*)")?/g)].map(([, name, value = '']) => ({
    name: name.toLowerCase(),
    value: value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  }));

/** The tag's HTML as a published container carries it: every script marked and its src moved. */
export const publish = (html: string) =>
  html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attrs: string, body: string) => {
    const list = attrsOf(attrs);
    if (!JS_TYPES.test(list.find((a) => a.name === 'type')?.value ?? '')) return whole;
    const kept = list
      .filter((a) => a.name !== 'type')
      .map((a) => (a.name === 'src' ? ` data-gtmsrc="${a.value}"` : a.value ? ` ${a.name}="${a.value}"` : ` ${a.name}`))
      .join('');
    return `<script type="text/gtmscript"${kept}>${body}</script>`;
  });

/** gtm.js's injector for one Custom HTML tag, fired on the Window Loaded trigger (after `load`). */
export const container = (published: string) => `(function () {
  var html = ${JSON.stringify(published)};
  function nodes(h) {
    var c = document.createElement('div');
    c.innerHTML = 'A<div>' + h + '</div>';
    c = c.lastChild;
    var list = [];
    while (c.firstChild) list.push(c.removeChild(c.firstChild));
    return list;
  }
  function inject(parent, list, done) {
    return function () {
      if (!list.length) return done();
      var k = list.shift(), next = inject(parent, list, done);
      if (String(k.nodeName).toUpperCase() == 'SCRIPT' && k.type == 'text/gtmscript') {
        var m = document.createElement('script');
        m.async = false;
        m.type = 'text/javascript';
        m.id = k.id;
        m.text = k.text || k.textContent || k.innerHTML || '';
        if (k.charset) m.charset = k.charset;
        var src = k.getAttribute('data-gtmsrc');
        if (src) { m.src = src; m.onload = next; m.onerror = next; }
        parent.insertBefore(m, null);
        if (!src) next();
      } else if (k.innerHTML && k.innerHTML.toLowerCase().indexOf('<script') >= 0) {
        var inner = [];
        while (k.firstChild) inner.push(k.removeChild(k.firstChild));
        parent.insertBefore(k, null);
        inject(k, inner, next)();
      } else {
        parent.insertBefore(k, null);
        next();
      }
    };
  }
  function fire() { inject(document.body, nodes(html), function () { window.__tagFired = true; })(); }
  if (document.readyState == 'complete') fire(); else window.addEventListener('load', fire);
})();`;

/** The container's snippet in the partner's <head>, as Google gives it, loading the container from the partner. */
export const containerSnippet = (src: string) =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
  `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
  `j.src='${src}?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TEST');</script>`;

/** The snippet made to run under GTM: each module script becomes a classic one that adds it, attributes and all. */
export const forTagManager = (html: string) =>
  html.replace(/<script\b([^>]*)><\/script>/gi, (whole, attrs: string) => {
    const list = attrsOf(attrs);
    if (list.find((a) => a.name === 'type')?.value !== 'module') return whole;
    const set = list.map((a) => `s.setAttribute(${JSON.stringify(a.name)},${JSON.stringify(a.value)});`).join('');
    return `<script>(function(d){var s=d.createElement('script');${set}d.head.appendChild(s)})(document)</script>`;
  });
