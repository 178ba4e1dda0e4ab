import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults, telHref } from '../common/defaults.ts';
import { emit } from '../common/events.ts';
import { track } from '../../shared/analytics.ts';
import { isPlainAddress } from '../../shared/mailto.ts';
import { choiceKeys, choiceLabels, groups, optionFor, missing, estimate, formatPounds, hoursPerProject, type ChoiceKey, type Estimate } from '../../shared/pricing.ts';
import { estimateMail, siteVisitMail, composeMail, type ComposedMail } from '../../shared/estimate-mail.ts';
import { calculator as copy } from '../../shared/data/copy.json';

export interface CalculatorProps {
  /** business address the e-mails go to */
  email?: string;
  brand?: string;
  /** shown in "Prefer to talk?" and the fallback */
  phone?: string;
  /** preselects the service type, e.g. "staircases" (ignored unless it is one of the calculator's values) */
  service?: string;
  /** optional visible heading (none by default: the page supplies one) */
  heading?: string;
}

/** The six choices plus the free-text fields, by control name. */
type Values = Record<ChoiceKey | 'additionalDetails' | 'name' | 'email' | 'phone', string>;
const empty = (): Values => ({ serviceType: '', projectSize: '', material: '', complexity: '', timeframe: '', location: '', additionalDetails: '', name: '', email: '', phone: '' });
type Options = Record<ChoiceKey, string>;
interface Result { options: Options; result: Estimate }

/** How a composed mail leaves the page. Tests (or an app bundling the widget) replace it to stay on the page. */
export const navigation = {
  open(href: string) {
    location.href = href;
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const and = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs[0]);
const analytics = (fn: () => void) => {
  try {
    fn();
  } catch {
    /* analytics must never stop the calculator */
  }
};

/**
 * The cost calculator (docs/widgets.md#calculator). Six native radio groups, optional details, the
 * visitor's contact; Calculate gives an indicative range and two ways to mail it to the business.
 * The first render depends only on the attributes (the build pre-renders it as Declarative Shadow DOM).
 */
export function Calculator({ email = defaults.email, brand = defaults.brand, phone = defaults.phone, service, heading, container }: CalculatorProps & WidgetProps) {
  // A bad address would only fail when the visitor presses an e-mail button: show the fallback instead.
  if (!isPlainAddress(email)) throw new Error(`steel-calculator: email="${email}" is not a plain e-mail address`);
  const [v, setV] = useState<Values>(() => ({ ...empty(), serviceType: optionFor('serviceType', service) ? service! : '' }));
  const [tries, setTries] = useState(0); // attempts with something missing: shows the errors, moves focus to the summary
  const [done, setDone] = useState<Result | null>(null);
  const [sent, setSent] = useState<ComposedMail | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);

  // A `service` attribute set or changed after the first render preselects too.
  useEffect(() => {
    if (service && optionFor('serviceType', service)) setV((x: Values) => ({ ...x, serviceType: service }));
  }, [service]);
  useEffect(() => {
    if (tries) summary.current?.focus();
  }, [tries]);
  useEffect(() => {
    if (done) live.current?.scrollIntoView?.({ block: 'nearest' });
  }, [done]);

  const gaps = missing(v, v);
  const emailBad = !!v.email.trim() && !EMAIL.test(v.email.trim());
  const ready = !gaps.length;
  const errors: [id: string, key: string, text: string][] = gaps.map((k) =>
    k === 'contact' ? ['f-email', k, 'Enter an email address or a phone number'] : [`f-${k}`, k, `Select the ${choiceLabels[k].toLowerCase()}`],
  );
  if (emailBad) errors.push(['f-email', 'email', 'Enter an email address in the correct format, like name@example.com']);
  const shown = tries ? errors : [];
  const err = (key: string) => shown.find((e) => e[1] === key);
  const contactErr = err('contact') ?? err('email');
  const stale = !!done && choiceKeys.some((k) => v[k] !== done.options[k]);

  const onField = (e: Event) => {
    const t = e.target as HTMLInputElement;
    if (t.name in v) setV((x: Values) => ({ ...x, [t.name]: t.value }));
  };

  /*
   * Calculate stays focusable and is marked aria-disabled until the six choices and a contact are
   * given (a disabled button drops out of the tab order, so keyboard and screen-reader users could
   * not find out why it does nothing). The hint under it, which the button points to with
   * aria-describedby, says what is still missing; pressing it anyway lists the gaps in an error
   * summary with links to the fields.
   */
  const calculate = (e: Event) => {
    e.preventDefault();
    const result = ready && !emailBad ? estimate(v) : null;
    if (!result) return setTries(tries + 1);
    setTries(0);
    const options = Object.fromEntries(choiceKeys.map((k) => [k, v[k]])) as Options;
    setDone({ options, result });
    setSent(null);
    analytics(() => {
      track('form_submission', { form_type: 'service_calculator' });
      // options as the six values in form order: short enough for analytics parameter limits (100 characters)
      track('calculator_estimate_calculated', { options: choiceKeys.map((k) => options[k]).join(','), has_contact: !!(v.email.trim() || v.phone.trim()), estimate_range: result.priceRange });
    });
    emit(container, 'steel-estimate', { options, result });
  };

  const reset = () => {
    setV(empty());
    setTries(0);
    setDone(null);
    setSent(null);
    form.current?.querySelector('input')?.focus();
  };

  const send = (visit: boolean) => {
    if (!done) return;
    const input = { to: email, brand, name: v.name, email: v.email, phone: v.phone, details: v.additionalDetails, choices: done.options, estimate: done.result, pageUrl: location.href };
    const mail = composeMail(visit ? siteVisitMail(input) : estimateMail(input));
    analytics(() =>
      visit ? track('calculator_site_visit_requested', { service_type: done.options.serviceType }) : track('calculator_email_clicked', { estimate_range: done.result.priceRange }),
    );
    emit(container, visit ? 'steel-calculator-site-visit' : 'steel-calculator-email', { href: mail.href, subject: mail.subject, body: mail.body, truncated: mail.truncated, ...done });
    setSent(mail);
    navigation.open(mail.href);
  };

  const jump = (e: Event) => {
    e.preventDefault(); // fragment links do not reach into a shadow root
    const a = e.currentTarget as HTMLAnchorElement;
    (a.getRootNode() as ShadowRoot).getElementById(a.hash.slice(1))?.focus();
  };

  const todo = gaps.filter((k): k is ChoiceKey => k !== 'contact').map((k) => choiceLabels[k].toLowerCase());
  const hint = ready
    ? 'Ready: press Calculate estimate.'
    : `To calculate, ${[todo.length ? `choose the ${and(todo)}` : '', gaps.includes('contact') ? 'give an email address or a phone number' : ''].filter(Boolean).join(', and ')}.`;

  return (
    <div class="calc" part="calculator">
      {heading && <h2 class="title">{heading}</h2>}
      {/* method=dialog: before the script arrives, pressing Calculate does nothing rather than reloading the page */}
      <form ref={form} part="form" method="dialog" noValidate onSubmit={calculate} onInput={onField} onChange={onField}>
        {shown.length > 0 && (
          <div class="summary" ref={summary} role="alert" tabIndex={-1} aria-labelledby="sum-h">
            <h3 id="sum-h">There is a problem</h3>
            <ul>
              {shown.map(([id, key, text]) => (
                <li key={key}>
                  <a href={`#${id}`} onClick={jump}>{text}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p class="hint">Choose one option in each of the six groups.</p>
        {choiceKeys.map((k) => {
          const e = err(k);
          return (
            <fieldset key={k} class={e ? 'group invalid' : 'group'} aria-describedby={e ? `e-${k}` : undefined}>
              <legend>{choiceLabels[k]}</legend>
              {e && <p class="error" id={`e-${k}`}><span class="sr-only">Error: </span>{e[2]}</p>}
              <div class="opts">
                {groups[k].map((o, i) => (
                  <label class="opt" key={o.value}>
                    <input type="radio" name={k} value={o.value} id={i ? undefined : `f-${k}`} checked={v[k] === o.value} />
                    <span>{o.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <div class="field">
          <label for="f-additionalDetails">Additional details (optional)</label>
          <p class="hint" id="details-hint">For example measurements, access to the site or a finish you have in mind.</p>
          <textarea id="f-additionalDetails" name="additionalDetails" rows={4} aria-describedby="details-hint" value={v.additionalDetails} />
        </div>
        <fieldset class={contactErr ? 'group invalid' : 'group'}>
          <legend>Your contact details</legend>
          <p class="hint" id="contact-hint">
            Give an email address or a phone number, or both, so we can reply. Your name is optional.
          </p>
          {contactErr && <p class="error" id="e-contact"><span class="sr-only">Error: </span>{contactErr[2]}</p>}
          <div class="row">
            <div class="field">
              <label for="f-name">Name (optional)</label>
              <input id="f-name" name="name" autocomplete="name" value={v.name} />
            </div>
            <div class="field">
              <label for="f-email">Email address</label>
              <input
                id="f-email"
                type="email"
                name="email"
                autocomplete="email"
                spellcheck={false}
                aria-invalid={contactErr ? 'true' : undefined}
                aria-describedby={contactErr ? 'contact-hint e-contact' : 'contact-hint'}
                value={v.email}
              />
            </div>
            <div class="field">
              <label for="f-phone">Phone number</label>
              <input
                id="f-phone"
                type="tel"
                name="phone"
                autocomplete="tel"
                aria-invalid={err('contact') ? 'true' : undefined}
                aria-describedby={err('contact') ? 'contact-hint e-contact' : 'contact-hint'}
                value={v.phone}
              />
            </div>
          </div>
        </fieldset>
        <div class="actions">
          <button type="submit" class="btn btn-accent" part="calculate" aria-disabled={ready ? 'false' : 'true'} aria-describedby="calc-hint">
            Calculate estimate
          </button>
          <button type="button" class="btn btn-outline" part="reset" onClick={reset}>Reset</button>
        </div>
        {/*
          Until the widget's code runs (JavaScript off, or its code blocked) Calculate can do nothing: the second line says
          so instead of asking for choices. Both share one grid cell, so swapping them when the element is defined moves nothing.
        */}
        <div class="hint-slot">
          <p class="hint" id="calc-hint">{hint}</p>
          <p class="hint no-script">
            This calculator needs JavaScript, which is off or blocked in this browser. The hourly rates and multipliers are in
            the table under <a href="/calculator#how-it-works">How the estimate works</a>, or call us on <a href={telHref(phone)}>{phone}</a> for a price.
          </p>
        </div>
      </form>
      {/*
        The live region is always in the page, so a new or updated estimate is announced where it
        appears and focus stays on the Calculate button. It holds only the figures; the buttons, the
        disclaimer and the message text below are not read out on every calculation.
      */}
      <div class={done ? 'result' : 'result-empty'} part="result">
        <div class="live" ref={live} aria-live="polite">
          {done && (
            <>
              <h3 id="r-h">
                <span class="eyebrow">Your indicative estimate</span> <span class="range">{done.result.priceRange}</span>
              </h3>
              {stale && <p class="note">You have changed your options since this estimate. Press Calculate estimate to update it.</p>}
              <dl class="figures">
                <div>
                  <dt>Base price</dt>
                  <dd>
                    {formatPounds(done.result.basePrice)} <small>(£{optionFor('serviceType', done.options.serviceType)?.factor} an hour × {hoursPerProject} hours)</small>
                  </dd>
                </div>
                <div>
                  <dt>Total with your options</dt>
                  <dd>{formatPounds(done.result.totalPrice)}</dd>
                </div>
              </dl>
              <h4>What raised the price</h4>
              {done.result.factors.length ? (
                <ul class="factors">{done.result.factors.map((f: string) => <li key={f}>{f}</li>)}</ul>
              ) : (
                <p>Nothing: every option you chose is at the standard rate.</p>
              )}
            </>
          )}
        </div>
        {done && (
          <>
            <p class="disclaimer">{copy.disclaimer}</p>
            <p class="hint" id="send-hint">
              Both buttons open your email program with a message to {brand} ({email}) containing your estimate and details. Nothing is sent until you press send.
            </p>
            <div class="actions">
              <button type="button" class="btn btn-accent" part="email" aria-describedby="send-hint" onClick={() => send(false)}>E-mail this estimate to us</button>
              <button type="button" class="btn btn-outline" part="site-visit" aria-describedby="send-hint" onClick={() => send(true)}>Request a site visit</button>
            </div>
            <p role="status" class="sent-note">
              {sent &&
                (sent.truncated ? 'Your message was too long for some email programs, so the one that opened is shortened. ' : 'Your email program should now show the message. ') +
                  `If nothing opened, copy the text below and send it to ${email}.`}
            </p>
            {sent && (
              <div class="field sent">
                <label for="f-sent">Message: {sent.subject}</label>
                <textarea id="f-sent" readOnly rows={8} value={sent.body} />
                <p>
                  Send to <a href={`mailto:${email}`}>{email}</a>
                </p>
              </div>
            )}
            <p>
              Prefer to talk it through? <a href={telHref(phone)}>Call {phone}</a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
