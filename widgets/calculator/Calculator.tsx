import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { defaults } from '../common/defaults.ts';
import { emit } from '../common/events.ts';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import { track } from '../../shared/analytics.ts';
import { plainAddress } from '../../shared/mailto.ts';
import { choiceKeys, missing, estimate, type ChoiceKey } from '../../shared/pricing.ts';
import { chooseService } from '../../shared/service-choice.ts';
import { sameService } from '../../shared/data/service-names.json';
import { serviceType } from '../../shared/data/pricing.json';
import { Choices } from './Choices.tsx';
import { ContactFields, Details } from './ContactFields.tsx';
import { Actions, CONTACT } from './Actions.tsx';
import { Result, type Done, type Sent } from './Result.tsx';
import { empty, problems, type Values } from './values.ts';
import { analytics, sendEstimate } from './send.ts';
import { useSteps, Progress } from '../common/Steps.tsx';
import { onPartner as steps } from '../common/on-partner.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

export { navigation } from './send.ts';

/** Its attributes (interface.ts). */
export type CalculatorProps = PropsOf<typeof element>;

type Options = Record<ChoiceKey, string>;

/**
 * On a partner's page (`steps`, common/on-partner.ts): one question a screen, the six choices, the details, the contact, then
 * the estimate and the ways to send it (docs/widgets.md "One screen on a phone"). The step of each problem's key.
 */
const stepOf = (key: string) => (choiceKeys.indexOf(key as ChoiceKey) + 1 || CONTACT + 1) - 1;

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
  plainAddress(email, 'steel-calculator');
  const [v, setV] = useState<Values>(() => ({ ...empty(), serviceType: serviceFor(service) }));
  const [tries, setTries] = useState(0); // attempts with something missing: shows the errors, moves focus to the summary
  const [done, setDone] = useState<Done | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [at, go] = useSteps(box);
  const on = (i: number) => steps && at != i; // hidden: not the current step

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
  // Stepping, a step shows its own problems only.
  const shown = tries ? errors.filter((e) => !steps || stepOf(e[1]) == at) : [];
  const err = (key: string) => shown.find((e) => e[1] === key);
  const stale = !!done && choiceKeys.some((k) => v[k] !== done.options[k]);

  const onField = (e: Event) => {
    const t = e.target as HTMLInputElement;
    if (t.name in v) setV((x: Values) => ({ ...x, [t.name]: t.value }));
  };

  // Calculate (Actions.tsx) with something missing lists it in the error summary; stepping, Next is this submit too.
  const calculate = (e: Event) => {
    e.preventDefault();
    // Stepping: the first step up to this one with a problem shows it; else the next step, or the estimate from the last.
    const bad = Math.min(...errors.map((p) => stepOf(p[1])));
    if (steps && bad <= at) return (go(bad, false), setTries(tries + 1));
    if (steps && at < CONTACT) return (go(at + 1), setTries(0));
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
    if (steps) go(CONTACT + 1);
  };

  const reset = () => {
    setV(empty());
    setTries(0);
    setDone(null);
    setSent(null);
    form.current?.querySelector('input')?.focus();
    go(0);
  };

  // One request at a time: a press while one is being sent does nothing.
  const send = (visit: boolean) =>
    done && sent?.progress === undefined && sendEstimate(visit, done, v, { email, brand, container }, setSent);

  return (
    <div class="calc" part="calculator" ref={box}>
      {heading && <h2 class="title">{heading}</h2>}
      {steps && <Progress at={at} of={CONTACT + 3} />}
      {/* method=dialog: before the script arrives, pressing Calculate does nothing rather than reloading the page */}
      <form
        ref={form}
        part="form"
        method="dialog"
        hidden={steps && at > CONTACT}
        noValidate
        onSubmit={calculate}
        onInput={onField}
        onChange={onField}
      >
        <ErrorSummary problems={shown.map(([id, , text]) => [id, text])} tries={tries} />
        {!steps && <p class="hint">Choose one option in each of the six groups.</p>}
        <Choices v={v} err={err} hidden={on} />
        <Details value={v.additionalDetails} hidden={on(CONTACT - 1)} />
        <ContactFields
          v={v}
          error={(err('contact') ?? err('email') ?? err('phone'))?.[2]}
          emailInvalid={!!(err('contact') || err('email'))}
          phoneInvalid={!!(err('contact') || err('phone'))}
          hidden={on(CONTACT)}
        />
        <Actions
          at={at}
          go={go}
          ready={!gaps.length}
          gaps={gaps}
          phone={phone}
          reset={reset}
          quiet={on(CONTACT) || (steps && shown.length > 0)}
        />
      </form>
      <Result
        done={done}
        stale={stale}
        sent={sent}
        email={email}
        brand={brand}
        phone={phone}
        live={live}
        send={send}
        at={steps ? at : undefined}
        go={go}
      />
    </div>
  );
}
