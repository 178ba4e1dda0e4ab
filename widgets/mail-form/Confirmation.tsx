import { useEffect, useRef } from 'react';
import { CopyMessage } from '../common/CopyMessage.tsx';
import type { Shown } from './useSend.ts';

/**
 * The form's own confirmation, when it does not move to a thank-you page (docs/widgets.md, "Forms on a
 * partner's page"): a status region that takes the focus, with the composed message to copy and the
 * mailto: link again, so a visitor whose device opened no mail program loses nothing.
 */
export function Confirmation({ shown: { mail, opened }, to }: { shown: Shown; to: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [mail]);
  return (
    <div class="field confirm" role="status" tabIndex={-1} aria-labelledby="confirm-h" ref={box}>
      <h3 id="confirm-h">Your message is ready</h3>
      <p>
        {opened ? 'If no e-mail program opened' : 'To send it'}, copy this message into an e-mail to {to}, or use the
        link below.
      </p>
      <CopyMessage
        id="f-composed"
        label="Your message"
        text={`Subject: ${mail.subject}\n\n${mail.body}`}
        href={mail.href}
        to={to}
        rows={10}
      />
    </div>
  );
}
