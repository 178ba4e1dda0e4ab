/**
 * WP Rocket's "Delay JavaScript execution", as its code does it. On the server, every script of the page
 * whose type is empty or a JavaScript type (`module` included) becomes `type="text/rocketlazyloadscript"`,
 * its type kept in `data-rocket-type` and its src in `data-rocket-src` (inc/Engine/Optimization/DelayJS/
 * HTML.php), so the browser runs none of them. In the browser (assets/js/lazyload-scripts.js) the first
 * keydown, mousedown, mousemove, touchmove, touchstart, touchend or wheel (or the page being hidden) starts
 * them: classic scripts first, then deferred ones and modules, then async ones, one after another, each
 * waiting for the previous one's load. Chromium's path changes each script in place (type restored, then src
 * set, which starts it); Firefox's and Safari's path replaces it by a new <script> with the same attributes,
 * data-rocket-type and data-rocket-src renamed back.
 */

const JS_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The page's HTML as WP Rocket sends it: each script held. */
export const delayScripts = (html: string) =>
  html.replace(/<\s*script(\s[^>]*)?>([\s\S]*?)<\s*\/\s*script\s*>/gi, (whole, attrs = '', body: string) => {
    const type = /\stype\s*=\s*(["'])(.*?)\1/i.exec(attrs)?.[2] ?? '';
    if (!JS_TYPES.test(type.trim())) return whole;
    const held = (attrs as string)
      .replace(/\stype\s*=\s*(["'])(.*?)\1/i, ' data-rocket-type=$1$2$1')
      .replace(/\ssrc\s*=\s*(["'])(.*?)\1/i, ' data-rocket-src=$1$2$1')
      .trim();
    return `<script type="text/rocketlazyloadscript"${held ? ` ${held}` : ''}>${body}</script>`;
  });

/** The runtime WP Rocket adds to the page's <head>; `recreate` takes Firefox's and Safari's path. */
export const delayRuntime = (recreate: boolean) => `<script>(function () {
  var events = ['keydown', 'mousedown', 'mousemove', 'touchmove', 'touchstart', 'touchend', 'wheel'];
  function stop() {
    events.forEach(function (e) { removeEventListener(e, start, { passive: true }); });
    document.removeEventListener('visibilitychange', start);
  }
  function start() {
    stop();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  function load(t) {
    return new Promise(function (done) {
      function ok(el) { el.setAttribute('data-rocket-status', 'executed'); done(); }
      if (${recreate}) {
        var i = document.createElement('script');
        Array.prototype.forEach.call(t.attributes, function (a) {
          var n = a.nodeName;
          if (n === 'type') return;
          if (n === 'data-rocket-type') n = 'type';
          if (n === 'data-rocket-src') n = 'src';
          i.setAttribute(n, a.nodeValue);
        });
        if (t.text) i.text = t.text;
        if (i.hasAttribute('src')) {
          i.addEventListener('load', function () { ok(i); });
          i.addEventListener('error', function () { i.setAttribute('data-rocket-status', 'failed'); done(); });
        }
        t.parentNode.replaceChild(i, t);
        if (!i.hasAttribute('src')) ok(i);
      } else {
        var type = t.getAttribute('data-rocket-type'), src = t.getAttribute('data-rocket-src');
        if (type) { t.type = type; t.removeAttribute('data-rocket-type'); } else t.removeAttribute('type');
        t.addEventListener('load', function () { ok(t); });
        t.addEventListener('error', function () { t.setAttribute('data-rocket-status', 'failed'); done(); });
        if (src) { t.removeAttribute('data-rocket-src'); t.src = src; }
        else t.src = 'data:text/javascript;base64,' + btoa(unescape(encodeURIComponent(t.text)));
      }
    });
  }
  async function run() {
    var normal = [], defer = [], async_ = [];
    document.querySelectorAll('script[type="text/rocketlazyloadscript"]').forEach(function (t) {
      if (!t.hasAttribute('data-rocket-src')) normal.push(t);
      else if (t.hasAttribute('async') && t.async !== false) async_.push(t);
      else if ((t.hasAttribute('defer') && t.defer !== false) || t.getAttribute('data-rocket-type') === 'module') defer.push(t);
      else normal.push(t);
    });
    for (var t of normal.concat(defer, async_)) if (t.isConnected) await load(t);
    window.__rocketDone = true;
  }
  if (document.hidden) start();
  else {
    events.forEach(function (e) { addEventListener(e, start, { passive: true }); });
    document.addEventListener('visibilitychange', start);
  }
})();</script>`;
