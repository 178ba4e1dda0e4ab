import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults } from '../common/defaults.ts';
import { telHref } from '../../shared/tel.ts';
import { emit } from '../common/events.ts';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import { track } from '../../shared/analytics.ts';
import { isPlainAddress } from '../../shared/mailto.ts';
import { choiceKeys, missing, estimate, type ChoiceKey } from '../../shared/pricing.ts';
import { chooseService } from '../../shared/service-choice.ts';
import { sameService } from '../../shared/data/service-names.json';
import { serviceType } from '../../shared/data/pricing.json';
import { Choices } from './Choices.tsx';
import { ContactFields } from './ContactFields.tsx';
import { Result, type Done, type Sent } from './Result.tsx';
import { empty, problems, type Values } from './values.ts';
import { analytics, sendEstimate } from './send.ts';
import { hint } from './hint.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

export { navigation } from './send.ts';

/** Its attributes (interface.ts). */
export type CalculatorProps = PropsOf<typeof element>;

type Options = Record<ChoiceKey, string>;

/** The calculator's value of the service a `service` attribute names (docs/widgets.md, "Preselecting a service"). */
const serviceFor = (wanted?: string) =>
  chooseService(
    wanted,
    serviceType.map((o) => o.value),
    sameService,
    'steel-calculator',
  ) ?? '';

/**
 * The cost calculator (docs/widgets.md#calculator). Six native radio groups, optional details, the
 * visitor's contact; Calculate gives an indicative range and two ways to mail it to the business.
 * The first render depends only on the attributes (the build pre-renders it as Declarative Shadow DOM).
 */
export function Calculator({
  email = defaults.email,
  brand = defaults.brand,
  phone = defaults.phone,
  service,
  heading,
  container,
}: CalculatorProps & WidgetProps) {
  // A bad address would only fail when the visitor presses an e-mail button: show the fallback instead.
  if (!isPlainAddress(email)) throw new Error(`steel-calculator: email="${email}" is not a plain e-mail address`);
  const [v, setV] = useState<Values>(() => ({ ...empty(), serviceType: serviceFor(service) }));
  const [tries, setTries] = useState(0); // attempts with something missing: shows the errors, moves focus to the summary
  const [done, setDone] = useState<Done | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const live = useRef<HTMLDivElement>(null);

  // A `service` attribute set or changed after the first render preselects too: adjusted during render
  // (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [lastService, setLastService] = useState(service);
  if (service !== lastService) {
    setLastService(service);
    const chosen = serviceFor(service);
    if (chosen) setV((x: Values) => ({ ...x, serviceType: chosen }));
  }
  useEffect(() => {
    if (done) live.current?.scrollIntoView?.({ block: 'nearest' });
  }, [done]);

  const gaps = missing(v, v);
  const errors = problems(v, gaps);
  const ready = !gaps.length;
  const shown = tries ? errors : [];
  const err = (key: string) => shown.find((e) => e[1] === key);
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
    const result = errors.length ? null : estimate(v);
    if (!result) return setTries(tries + 1);
    setTries(0);
    const options = Object.fromEntries(choiceKeys.map((k) => [k, v[k]])) as Options;
    setDone({ options, result });
    setSent(null);
    analytics(() => {
      track('form_submission', { form_type: 'service_calculator' });
      // options as the six values in form order: short enough for analytics parameter limits (100 characters)
      track('calculator_estimate_calculated', {
        options: choiceKeys.map((k) => options[k]).join(','),
        has_contact: !!(v.email.trim() || v.phone.trim()),
        estimate_range: result.priceRange,
      });
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

  // One request at a time: a press while one is being sent does nothing.
  const send = (visit: boolean) =>
    done && sent?.progress === undefined && sendEstimate(visit, done, v, { email, brand, container }, setSent);

  return (
    <div class="calc" part="calculator">
      {heading && <h2 class="title">{heading}</h2>}
      {/* method=dialog: before the script arrives, pressing Calculate does nothing rather than reloading the page */}
      <form ref={form} part="form" method="dialog" noValidate onSubmit={calculate} onInput={onField} onChange={onField}>
        <ErrorSummary problems={shown.map(([id, , text]) => [id, text])} tries={tries} />
        <p class="hint">Choose one option in each of the six groups.</p>
        <Choices v={v} err={err} />
        <div class="field">
          <label for="f-additionalDetails">Additional details (optional)</label>
          <p class="hint" id="details-hint">
            For example measurements, access to the site or a finish you have in mind.
          </p>
          <textarea
            id="f-additionalDetails"
            name="additionalDetails"
            rows={4}
            aria-describedby="details-hint"
            value={v.additionalDetails}
          />
        </div>
        <ContactFields
          v={v}
          error={(err('contact') ?? err('email') ?? err('phone'))?.[2]}
          emailInvalid={!!(err('contact') || err('email'))}
          phoneInvalid={!!(err('contact') || err('phone'))}
        />
        <div class="actions">
          <button
            type="submit"
            class="btn btn-accent"
            part="calculate"
            aria-disabled={ready ? 'false' : 'true'}
            aria-describedby="calc-hint"
          >
            Calculate estimate
          </button>
          <button type="button" class="btn btn-outline" part="reset" onClick={reset}>
            Reset
          </button>
        </div>
        {/*
          Until the widget's code runs (JavaScript off, or its code blocked) Calculate can do nothing: the second line says
          so instead of asking for choices. Both share one grid cell, so swapping them when the element is defined moves nothing.
          Only a page that pre-renders the widget shows that line, and ours does so beside its rates table, so the link is
          to that section of the same page (a partner's page shows the fallback its snippet carries instead).
        */}
        <div class="hint-slot">
          <p class="hint" id="calc-hint">
            {hint(gaps)}
          </p>
          <p class="hint no-script">
            This calculator needs JavaScript, which is off or blocked in this browser. The hourly rates and multipliers
            are in the table under <a href="#how-it-works">How the estimate works</a>, or call us on{' '}
            <a href={telHref(phone)}>{phone}</a> for a price.
          </p>
        </div>
      </form>
      <Result done={done} stale={stale} sent={sent} email={email} brand={brand} phone={phone} live={live} send={send} />
    </div>
  );
}
