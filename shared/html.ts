/**
 * HTML escaping, written once for every string the project puts into HTML it writes as text (a snippet, a
 * placeholder, a pre-rendered form's hidden fields, /embed's code blocks, the editor's page): `&`, `<`, `>` and `"`
 * become entities, so the result is safe both between tags and inside a double-quoted attribute value. `>` is not
 * required by HTML, but /embed's code blocks need it: happy-dom's parser (21) repeats the text between a `>` and a
 * later `-->` (a snippet's style ends so), and partners and our tests read that page with it.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ENTITIES[c]);
