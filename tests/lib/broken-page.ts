/** A page with three deliberate faults, to prove the gates catch each: a broken link, an image without alt text, and invalid nesting. */
export const brokenPage = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Broken on purpose</title></head>
<body><main><h1>Broken on purpose</h1>
<p>A link to <a href="/this-page-does-not-exist">nowhere</a>.</p>
<img src="/favicon.svg" width="40" height="40">
<ul><div>Invalid nesting: a div directly inside a list.</div></ul>
</main></body></html>`;
