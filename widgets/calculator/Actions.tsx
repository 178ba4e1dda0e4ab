import { telHref } from '../../shared/tel.ts';
import type { ChoiceKey } from '../../shared/pricing.ts';
import { Back } from '../common/Steps.tsx';
import { onPartner as steps } from '../common/on-partner.ts';
import { hint } from './hint.ts';

/** Stepping (Calculator.tsx), the contact's step: the last question, where Calculate is. */
export const CONTACT = 7;

/**
 * The form's buttons and the line under them. Stepping, a question before the contact's has Back and Next (the
 * form's submit: Enter in a field goes on); the contact's has Back, Calculate and Reset.
 *
 * Calculate stays focusable and is marked aria-disabled until the six choices and a contact are
 * given (a disabled button drops out of the tab order, so keyboard and screen-reader users could
 * not find out why it does nothing). The hint under it, which the button points to with
 * aria-describedby, says what is still missing; pressing it anyway lists the gaps in an error
 * summary with links to the fields. `quiet`: the hint is not shown (stepping: another step, or the
 * summary says it).
 */
export function Actions({
  at,
  go,
  ready,
  gaps,
  phone,
  reset,
  quiet,
}: {
  at: number;
  go: (i: number) => void;
  ready: boolean;
  gaps: (ChoiceKey | 'contact')[];
  phone: string;
  reset: () => void;
  quiet: boolean;
}) {
  return (
    <>
      {steps && at < CONTACT ? (
        <div class="nav">
          {at > 0 && <Back at={at} go={go} />}
          <button class="btn btn-accent">Next</button>
        </div>
      ) : (
        <div class="actions">
          {steps && <Back at={at} go={go} />}
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
      )}
      {/*
        Until the widget's code runs (JavaScript off, or its code blocked) Calculate can do nothing: the second line says
        so instead of asking for choices. Both share one grid cell, so swapping them when the element is defined moves nothing.
        Only a page that pre-renders the widget shows that line, and ours does so beside its rates table, so the link is
        to that section of the same page (a partner's page shows the fallback its snippet carries instead, so the
        partner release leaves it out).
      */}
      <div class="hint-slot" hidden={quiet}>
        <p class="hint" id="calc-hint">
          {hint(gaps)}
        </p>
        {!steps && (
          <p class="hint no-script">
            This calculator needs JavaScript, which is off or blocked in this browser. The hourly rates and multipliers
            are in the table under <a href="#how-it-works">How the estimate works</a>, or call us on{' '}
            <a href={telHref(phone)}>{phone}</a> for a price.
          </p>
        )}
      </div>
    </>
  );
}
