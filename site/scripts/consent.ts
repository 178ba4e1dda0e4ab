// Consent-first analytics (UK PECR): nothing loads and no cookie is set until the visitor accepts.
// The build adds this script to pages only when a measurement ID is configured.
// The choice is remembered; the privacy page's "Change your analytics cookie choice" link asks again.
import { analytics } from '../../shared/data/business.json';
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

type Win = Window & { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void };

/** Defines gtag, sends the page view and loads Google's script: only ever after acceptance. */
export function loadAnalytics(id: string, w: Win = window) {
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { page_path: location.pathname, anonymize_ip: true });
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(s);
}

function banner(onChoice: (c: Choice) => void): HTMLElement {
  const el = document.createElement('section');
  el.className = 'consent';
  el.setAttribute('aria-labelledby', 'consent-title');
  el.innerHTML = `<h2 id="consent-title">Analytics cookies</h2>
<p>May we use analytics cookies to count visits and see which pages help? Nothing is loaded unless you accept. <a href="/privacy-policy">Privacy policy</a></p>
<div class="btn-row"><button type="button" class="btn btn-accent" data-choice="granted">Accept analytics</button>
<button type="button" class="btn btn-outline" data-choice="denied">Reject analytics</button></div>`;
  el.addEventListener('click', (e) => {
    const choice = (e.target as Element).closest('[data-choice]')?.getAttribute('data-choice') as Choice | null;
    if (choice) onChoice(choice);
  });
  return el;
}

export function start(id: string) {
  const ask = () => {
    if (document.querySelector('.consent')) return;
    const el = banner((choice) => {
      remember(choice);
      el.remove();
      if (choice === 'granted') loadAnalytics(id);
    });
    document.body.append(el);
  };
  const choice = read();
  if (choice === 'granted') loadAnalytics(id);
  else if (choice === null) ask();
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('[data-consent-reset]')) return;
    e.preventDefault();
    remember(null);
    ask();
  });
}

if (analytics.measurementId && !import.meta.env?.VITEST) start(analytics.measurementId);
