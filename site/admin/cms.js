// The owner's editor (docs/cms.md): Decap CMS (window.CMS, from /admin/decap/decap-cms.js) over the data files, with
// the configuration the build made from the schemas (/admin/config.json, shared/cms/config.ts).
/* global CMS, h */

const config = await (await fetch(new URL('config.json', import.meta.url))).json();

/** The fields of every data file, by format name. */
const fieldsOf = new Map(config.collections.map((c) => [c.format, c.files[0].fields]));

const empty = (v) =>
  v === '' ||
  v === null ||
  v === undefined ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === undefined));

/**
 * A value as the build wants it: in the schema's key order, optional fields the owner left empty left out (the
 * schemas refuse an empty name where they allow none), a list item's type key first.
 */
function tidy(value, fields, typeKey) {
  if (Array.isArray(value)) return value.map((v) => tidy(v, fields, typeKey));
  if (!value || typeof value !== 'object' || !fields) return value;
  const out = {};
  let own = fields;
  if (typeKey && Array.isArray(fields.types)) {
    const type = fields.types.find((t) => t.name === value[typeKey]);
    out[typeKey] = value[typeKey];
    own = type ? type.fields : [];
  }
  for (const f of own) {
    if (!(f.name in value)) continue;
    const v = value[f.name];
    const t =
      f.field && Array.isArray(v)
        ? v.map((x) => tidy(x, f.field.fields, f.field.typeKey))
        : tidy(v, f.fields ?? (f.types ? f : undefined), f.typeKey);
    if (f.required === false && f.default === undefined && empty(t)) continue;
    out[f.name] = t;
  }
  for (const [k, v] of Object.entries(value)) if (!(k in out) && !own.some((f) => f.name === k)) out[k] = v;
  return out;
}

// The data files are JSON as JSON.stringify writes it, two spaces and a final newline (docs/cms.md), so a save
// changes only the lines of what was edited. A file that is a list is edited as the one field `items`.
const write = (value) => `${JSON.stringify(value, null, 2)}\n`;
for (const [format, fields] of fieldsOf) {
  const isList = format.startsWith('json-list');
  CMS.registerCustomFormat(format, 'json', {
    fromFile: (text) => (isList ? { items: JSON.parse(text) } : JSON.parse(text)),
    toFile: (data) =>
      write(isList ? tidy(data.items ?? [], fields[0].fields ?? fields[0], fields[0].typeKey) : tidy(data, fields)),
  });
}

// A pattern's message is the schema's own words ("Rating must be 1 to 5"), as the build prints them.
const en = CMS.getLocale('en');
CMS.registerLocale('en', {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: { ...en.editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}.' },
    },
  },
});

// Previews in the site's own styles: the whole site stylesheet (site/pages/admin-css.11ty.ts).
CMS.registerPreviewStyle(new URL('site.css', import.meta.url).href);
const get = (entry, path) => entry.getIn(['data', ...path]);
const plain = (v) => (v && typeof v.toJS === 'function' ? v.toJS() : v);

// The review cards as /reviews shows them (site/_includes/components/ReviewList.tsx and ui.tsx Stars).
const stars = (rating) => {
  const on = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
  return h(
    'span',
    { className: 'stars', role: 'img', 'aria-label': `${rating} out of 5 stars` },
    '★'.repeat(on),
    h('span', { className: 'stars-off' }, '★'.repeat(5 - on)),
  );
};
CMS.registerPreviewTemplate('reviews', ({ entry }) =>
  h(
    'main',
    { className: 'container section' },
    h(
      'ul',
      { className: 'reviews' },
      (plain(get(entry, ['items'])) ?? []).map((r, i) =>
        h(
          'li',
          { key: i },
          h(
            'figure',
            { className: 'review card' },
            stars(r.rating),
            h('blockquote', null, h('p', null, r.text)),
            h(
              'figcaption',
              null,
              r.placeholder ? h('strong', null, 'Example review') : null,
              r.placeholder ? h('br') : null,
              h('cite', null, r.name),
              r.location ? `, ${r.location}` : null,
              h('br'),
              r.service ? `${r.service} · ` : null,
              r.date,
            ),
          ),
        ),
      ),
    ),
  ),
);

CMS.registerPreviewTemplate('services', ({ entry }) =>
  h(
    'main',
    null,
    (plain(get(entry, ['items'])) ?? []).map((s, i) =>
      h(
        'article',
        { key: i, className: 'section' },
        h(
          'header',
          { className: 'hero' },
          h(
            'div',
            { className: 'container' },
            h('p', { className: 'eyebrow' }, s.hero?.eyebrow),
            h('h1', null, s.hero?.heading),
            h('p', null, s.hero?.intro),
          ),
        ),
        (s.sections ?? []).map((sec, j) =>
          h(
            'section',
            { key: j, className: 'container section' },
            h('h2', null, sec.heading),
            sec.intro ? h('p', null, sec.intro) : null,
            sec.text ? h('p', null, sec.text) : null,
            ...(sec.paragraphs ?? []).map((p, k) => h('p', { key: k }, p)),
            sec.items && typeof sec.items[0] === 'string'
              ? h(
                  'ul',
                  null,
                  sec.items.map((t, k) => h('li', { key: k }, t)),
                )
              : null,
          ),
        ),
      ),
    ),
  ),
);

CMS.registerPreviewTemplate('business', ({ entry }) => {
  const b = plain(entry.get('data')) ?? {};
  const a = b.address ?? {};
  return h(
    'footer',
    { className: 'site-footer' },
    h(
      'div',
      { className: 'container' },
      h('p', null, h('strong', null, b.brand)),
      h('p', null, b.tagline),
      h('address', null, [a.street, a.locality, a.region, a.postcode].filter(Boolean).join(', ')),
      h('p', null, 'Phone: ', b.phone?.display, ' · E-mail: ', b.email),
      ...(b.hours ?? []).map((hr, i) => h('p', { key: i }, `${hr.label}: ${hr.opens ?? ''}–${hr.closes ?? ''}`)),
    ),
  );
});

// A campaign landing page as /offers/<slug> shows it (site/pages/landing.11ty.tsx): its headline and intro (and variant
// B's), its blocks in order, and, once its last day is past, that the next build sends its address elsewhere.
const BLOCK_NAMES = {
  quote: 'Quote form',
  calculator: 'Calculator',
  reviews: 'Reviews',
  faq: 'FAQ questions',
  photos: 'Photos',
  figures: 'Business figures',
  contact: 'Call and chat',
  text: 'Text',
};
const today = new Date().toISOString().slice(0, 10);
CMS.registerPreviewTemplate('landing-pages', ({ entry }) =>
  h(
    'main',
    null,
    (plain(get(entry, ['items'])) ?? []).map((p, i) =>
      h(
        'article',
        { key: i, className: 'section' },
        p.ends && today > p.ends
          ? h(
              'p',
              { className: 'note offer-ended', role: 'status' },
              h('strong', null, 'This offer has ended'),
              ` (its last day was ${p.ends}): the next build sends /offers/${p.slug ?? ''} to `,
              p.redirectTo ? `/${p.redirectTo}` : 'the service of its first quote form or calculator',
              '.',
            )
          : null,
        h(
          'header',
          { className: 'hero' },
          h(
            'div',
            { className: 'container' },
            h('p', { className: 'eyebrow' }, `/offers/${p.slug ?? ''} · ${p.campaign ?? ''} · until ${p.ends ?? ''}`),
            h('h1', null, p.headline),
            h('p', null, p.intro),
            p.variantB
              ? h('p', null, h('strong', null, 'Variant B: '), p.variantB.headline, ' — ', p.variantB.intro)
              : null,
          ),
        ),
        ...(p.blocks ?? []).map((b, j) =>
          h(
            'section',
            { key: j, className: 'container section' },
            h('h2', null, b.heading),
            h(
              'p',
              null,
              BLOCK_NAMES[b.kind] ?? b.kind,
              b.service ? ` (${b.service})` : '',
              b.text ? `: ${b.text}` : '',
              ...['reviews', 'questions', 'photos'].filter((k) => b[k]).map((k) => `: ${b[k].join(', ')}`),
            ),
          ),
        ),
      ),
    ),
  ),
);

const local = ['localhost', '127.0.0.1'].includes(location.hostname);
// The build writes what the live editor still lacks (a repository, a sign-in provider) into the page
// (site/pages/admin.11ty.ts); Decap would only fail on it, so on the live site the page says what to do and Decap
// does not start. On this computer decap-server needs neither.
const notSetUp = document.getElementById('cms-not-set-up');
if (notSetUp && local) notSetUp.remove();

// Git Gateway on Netlify, legacy (docs/cms.md): Netlify's Identity widget accepts the owner's invitation and password
// resets (links to /admin/#invite_token=...). Loaded here only, and never on this computer.
if (config.backend.name === 'git-gateway' && !local)
  await new Promise((done) => {
    const s = document.createElement('script');
    s.src = 'https://identity.netlify.com/v1/netlify-identity-widget.js';
    s.onload = s.onerror = done;
    document.head.append(s);
  });

if (!notSetUp || local) CMS.init({ config: { ...config, load_config_file: false } });
