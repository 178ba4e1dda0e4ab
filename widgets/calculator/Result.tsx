import type { Ref } from 'preact';
import { telHref } from '../../shared/tel.ts';
import { defaults } from '../common/defaults.ts';
import { CopyMessage } from '../common/CopyMessage.tsx';
import { optionFor, formatPounds, hoursPerProject, type ChoiceKey, type Estimate } from '../../shared/pricing.ts';
import type { ComposedMail } from '../../shared/estimate-mail.ts';
import { calculator as copy } from '../../shared/data/copy.json';
import { Back } from '../common/Steps.tsx';
import { onPartner as steps } from '../common/on-partner.ts';

export interface Done {
  options: Record<ChoiceKey, string>;
  result: Estimate;
}
/**
 * A composed e-mail; `opened`: the mail program was asked to open it (the page did not prevent it). With a form
 * endpoint (common/deliver.ts): `progress` while sending (the share uploaded), then a `note` on how it went, and
 * `received` when it arrived.
 */
export interface Sent {
  mail: ComposedMail;
  opened: boolean;
  progress?: number;
  note?: string;
  received?: boolean;
}

/** The figures of an estimate, in the live region: announced on each calculation. */
function Figures({ done, stale }: { done: Done; stale: boolean }) {
  return (
    <>
      <h3 id="r-h" tabIndex={-1}>
        <span class="eyebrow">Your indicative estimate</span> <span class="range">{done.result.priceRange}</span>
      </h3>
      {stale && (
        <p class="note">You have changed your options since this estimate. Press Calculate estimate to update it.</p>
      )}
      <dl class="figures">
        <div>
          <dt>Base price</dt>
          <dd>
            {formatPounds(done.result.basePrice)}{' '}
            <small>
              (£{optionFor('serviceType', done.options.serviceType)?.factor} an hour × {hoursPerProject} hours)
            </small>
          </dd>
        </div>
        <div>
          <dt>Total with your options</dt>
          <dd>{formatPounds(done.result.totalPrice)}</dd>
        </div>
      </dl>
      <h4>What raised the price</h4>
      {done.result.factors.length ? (
        <ul class="factors">
          {done.result.factors.map((f: string) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : (
        <p>Nothing: every option you chose is at the standard rate.</p>
      )}
    </>
  );
}

/** What the visitor reads once a message is composed (the status line below the buttons). */
const sentNote = ({ mail, opened, progress, note }: Sent, email: string) =>
  progress !== undefined
    ? 'Sending your request...'
    : note
      ? note
      : !opened
        ? `Your message is ready: open it in your email program, or copy it and send it to ${email}.`
        : (mail.truncated
            ? 'Your message was too long for some email programs, so the one that opened is shortened. '
            : 'Your email program should now show the message. ') +
          `If nothing opened, copy the text below and send it to ${email}.`;

/**
 * The result area. The live region is always in the page, so a new or updated estimate is announced
 * where it appears and focus stays on the Calculate button. It holds only the figures; the buttons, the
 * disclaimer and the message text below are not read out on every calculation.
 */
export function Result({
  done,
  stale,
  sent,
  email,
  brand,
  phone,
  live,
  send,
  at,
  go,
}: {
  done: Done | null;
  stale: boolean;
  sent: Sent | null;
  email: string;
  brand: string;
  phone: string;
  live: Ref<HTMLDivElement>;
  send: (visit: boolean) => void;
  /** with steps (Calculator.tsx): 8 the estimate, 9 the ways to send it, lower a question (the result hidden) */
  at?: number;
  go: (i: number) => void;
}) {
  const estimate = steps && at == 8;
  return (
    <div class={done ? 'result' : 'result-empty'} part="result" hidden={at! < 8}>
      <div class="live" ref={live} aria-live="polite" hidden={at == 9}>
        {done && <Figures done={done} stale={stale} />}
      </div>
      {done && (
        <>
          <p class="disclaimer" hidden={at == 9}>
            {copy.disclaimer}
          </p>
          {estimate && (
            <div class="nav">
              <Back at={at} go={go} />
              <button type="button" class="btn btn-accent" onClick={() => go(9)}>
                Next
              </button>
            </div>
          )}
          <div class="send" hidden={estimate}>
            {/* Once a message is composed, the line under the buttons says what happened: stepping, it replaces this one. */}
            <p class="hint" id="send-hint" hidden={!!sent && at! > 8}>
              {defaults.endpoint
                ? `Both buttons send your estimate and details to ${brand}.`
                : `Both buttons open your email program with a message to ${brand} (${email}) containing your estimate and details. Nothing is sent until you press send.`}
            </p>
            <div class="actions">
              <button
                type="button"
                class="btn btn-accent"
                part="email"
                aria-describedby="send-hint"
                onClick={() => send(false)}
              >
                E-mail this estimate to us
              </button>
              <button
                type="button"
                class="btn btn-outline"
                part="site-visit"
                aria-describedby="send-hint"
                onClick={() => send(true)}
              >
                Request a site visit
              </button>
            </div>
            <p role="status" class="sent-note">
              {sent && sentNote(sent, email)}
            </p>
            {sent?.progress !== undefined && <progress value={sent.progress} aria-label="Sending" />}
            {sent && sent.progress === undefined && !sent.received && (
              <div class="field sent">
                <CopyMessage
                  id="f-sent"
                  label={`Message: ${sent.mail.subject}`}
                  text={sent.mail.body}
                  href={sent.mail.href}
                  to={email}
                  rows={8}
                />
              </div>
            )}
            <p>
              Prefer to talk it through? <a href={telHref(phone)}>Call {phone}</a>
            </p>
            {steps && at! > 8 && (
              <div class="nav">
                <Back at={at!} go={go} />
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
