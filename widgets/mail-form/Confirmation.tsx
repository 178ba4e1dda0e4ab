import { useEffect, useRef } from 'react';
import { CopyMessage } from '../common/CopyMessage.tsx';
import type { Shown } from './useSend.ts';

/**
 * The form's own confirmation, when it does not move to a thank-you page (docs/widgets.md, "Forms on a
 * partner's page"): a status region that takes the focus. Received by the form endpoint, it says so. Otherwise
 * (the mail program, or an endpoint that failed: its `title` and `text` first) it holds the composed message to
 * copy and the mailto: link, so a visitor whose device opened no mail program loses nothing.
 */
export function Confirmation({ shown: { mail, opened, title, text, received }, to }: { shown: Shown; to: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [mail, text]);
  return (
    <div class="field confirm" role="status" tabIndex={-1} aria-labelledby="confirm-h" ref={box}>
      <h3 id="confirm-h">{title ?? 'Your message is ready'}</h3>
      {text && <p>{text}</p>}
      {!received && (
        <>
          <p>
            {opened ? 'If no e-mail program opened' : 'To send it'}, copy this message into an e-mail to {to}, or use
            the link below.
          </p>
          <CopyMessage
            id="f-composed"
            label="Your message"
            text={`Subject: ${mail.subject}\n\n${mail.body}`}
            href={mail.href}
            to={to}
            rows={10}
          />
        </>
      )}
    </div>
  );
}
