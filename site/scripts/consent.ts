// Consent-first analytics (UK PECR): nothing loads and no cookie is set until the visitor accepts.
// The build adds this script to pages only when a measurement ID is configured, and names the ID in a
// <meta name="steel-analytics-id"> (site/_includes/layout/Base.tsx), with the privacy page's address
// (data-privacy-url: page addresses are written only in shared/data/pages.json).
// The choice is remembered; the privacy page's "Change your analytics cookie choice" link asks again.
// Consent can be withdrawn as easily as given: Reject after Accept stops every send at once, deletes
// the analytics cookies and reloads the page, so Google's script is gone too.
// The same consent keeps the visit's first landing (its campaign parameters) in this tab's storage, so an enquiry
// sent pages later still says where the visitor came from (widgets/common/attribution.ts); withdrawal forgets it.
import { kept, LANDING_KEY } from '../../widgets/common/attribution.ts';
import { campaignOf, landingOf } from '../../shared/attribution.ts';

const KEY = 'steel-analytics-consent';
type Choice = 'granted' | 'denied';

const read = (): Choice | null => {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null; // storage unavailable (private mode): ask again, never assume consent
  }
};
const remember = (c: Choice | null) => {
  try {
    if (c) localStorage.setItem(KEY, c);
    else localStorage.removeItem(KEY);
  } catch {
    /* the choice still holds for this page */
  }
};

/** Keeps this visit's first landing, if it has something to say and none is kept yet (with consent only). */
export function keepLanding() {
  try {
    const s = landingOf(location.href, document.referrer);
    if (!Object.keys(kept()).length && Object.keys(s).length) sessionStorage.setItem(LANDING_KEY, JSON.stringify(s));
  } catch {
    /* storage blocked: the referrer still carries the landing to the next page */
  }
}
/** Forgets the kept landing (consent withdrawn). */
const forgetLanding = () => {
  try {
    sessionStorage.removeItem(LANDING_KEY);
  } catch {
    /* nothing kept */
  }
};

type Win = Window & { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } & Record<string, unknown>;

/** Defines gtag, sends the page view and loads Google's script: only ever after acceptance. */
export function loadAnalytics(id: string, w: Win = window as unknown as Win) {
  keepLanding();
  if (w.gtag) return;
  delete w[`ga-disable-${id}`];
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself (an array is ignored), as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  // a landing page's campaign and the variant shown (chosen while the page was parsed) go with its page view
  const meta = document.querySelector('meta[name="steel-campaign"]');
  const campaign = campaignOf(meta?.getAttribute('content'), location.pathname, meta?.getAttribute('data-variant'));
  w.gtag('config', id, { page_path: location.pathname, anonymize_ip: true, ...campaign });
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(s);
}

/** Google's analytics cookies (_ga, _ga_<stream>, and the older _gid, _gat), on this host and every parent domain. */
export function deleteAnalyticsCookies(doc: Document = document) {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .filter((n) => /^_(ga|gid|gat)(_|$)/.test(n));
  const labels = location.hostname.split('.');
  const domains = ['', ...labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'))];
  for (const name of names) {
    for (const domain of domains)
      doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`;
  }
}

/**
 * Withdraws consent at once: gtag's own opt-out flag (gtag.js checks it before every hit), no gtag
 * function for the site's events, the cookies deleted. The caller reloads, so Google's script is gone.
 */
export function stopAnalytics(id: string, w: Win = window as unknown as Win) {
  w[`ga-disable-${id}`] = true;
  try {
    w.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  } catch {
    /* gtag.js may be half loaded: the flag above still holds */
  }
  delete w.gtag;
  deleteAnalyticsCookies();
  forgetLanding();
}

/** The banner, built with DOM calls (no HTML strings). A labelled region; Escape means "reject". */
function banner(onChoice: (c: Choice) => void, privacyUrl?: string): HTMLElement {
  const el = document.createElement('section');
  el.className = 'consent';
  el.setAttribute('aria-labelledby', 'consent-title');
  const h2 = Object.assign(document.createElement('h2'), { id: 'consent-title', textContent: 'Analytics cookies' });
  const p = document.createElement('p');
  p.append(
    'May we use analytics cookies to count visits and see which pages help? Nothing is loaded unless you accept.',
  );
  if (privacyUrl)
    p.append(' ', Object.assign(document.createElement('a'), { href: privacyUrl, textContent: 'Privacy policy' }));
  const row = document.createElement('div');
  row.className = 'btn-row';
  const button = (choice: Choice, text: string, cls: string) => {
    const b = Object.assign(document.createElement('button'), {
      type: 'button',
      className: `btn ${cls}`,
      textContent: text,
    });
    b.dataset.choice = choice;
    return b;
  };
  row.append(
    button('granted', 'Accept analytics', 'btn-accent'),
    ' ',
    button('denied', 'Reject analytics', 'btn-outline'),
  );
  el.append(h2, p, row);
  el.addEventListener('click', (e) => {
    const choice = (e.target as Element).closest('[data-choice]')?.getAttribute('data-choice') as Choice | null;
    if (choice) onChoice(choice);
  });
  return el;
}

/** Asks (or applies the remembered choice) and listens for the privacy page's link; returns a function that stops listening. */
export function start(
  id: string,
  { reload = () => location.reload(), privacyUrl }: { reload?: () => void; privacyUrl?: string } = {},
): () => void {
  const listening = new AbortController();
  const onEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && document.querySelector('.consent')) decide('denied');
  };
  // What the banner covers of the window's bottom, and a margin: focus scrolls clear of it, the page ends lower and
  // the back-to-top button rises above it (site/_includes/layout/Floating.css). Measured again when the window changes (a phone turned).
  const room = () => {
    const gap = innerHeight - (document.querySelector('.consent')?.getBoundingClientRect().top ?? innerHeight);
    if (gap > 0) document.documentElement.style.setProperty('--consent-room', `${Math.ceil(gap) + 12}px`);
    else document.documentElement.style.removeProperty('--consent-room');
  };
  const decide = (choice: Choice) => {
    const before = read();
    remember(choice);
    document.querySelector('.consent')?.remove();
    room();
    removeEventListener('resize', room);
    document.removeEventListener('keydown', onEscape);
    if (choice === 'granted') loadAnalytics(id);
    else if ((window as unknown as Win).gtag || before === 'granted') {
      stopAnalytics(id);
      reload();
    }
  };
  const ask = () => {
    if (document.querySelector('.consent')) return;
    const el = banner(decide, privacyUrl);
    // Early in the tab order: right after the skip link, so keyboard users meet it before the page.
    const skip = document.querySelector('.skip-link');
    if (skip) skip.after(el);
    else document.body.prepend(el);
    room();
    addEventListener('resize', room);
    document.addEventListener('keydown', onEscape);
  };
  /** Asked for by the visitor (the privacy page's link): the banner, with focus on its first choice. */
  const askAgain = () => {
    ask();
    document.querySelector<HTMLElement>('.consent [data-choice]')?.focus();
  };
  const choice = read();
  if (choice === 'granted') loadAnalytics(id);
  else if (choice === null) ask();
  // The privacy page's link clicked before this script ran went to its address (#cookie-settings): ask now. The
  // fragment goes, so a reload after the choice does not ask again.
  if (location.hash === '#cookie-settings') {
    history.replaceState(history.state, '', location.pathname + location.search);
    askAgain();
  }
  document.addEventListener(
    'click',
    (e) => {
      const reset = (e.target as Element).closest?.('[data-consent-reset]');
      if (!reset) return;
      e.preventDefault();
      askAgain();
    },
    { signal: listening.signal },
  );
  return () => {
    listening.abort();
    removeEventListener('resize', room);
    document.removeEventListener('keydown', onEscape);
  };
}

const meta = document.querySelector<HTMLMetaElement>('meta[name="steel-analytics-id"]');
const id = meta?.content ?? '';
if (/^G-[A-Z0-9]+$/.test(id) && !import.meta.env?.VITEST) start(id, { privacyUrl: meta?.dataset.privacyUrl });
