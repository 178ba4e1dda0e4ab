import { useRef, useState } from 'react';

/**
 * A composed message to copy when no mail program opened (docs/widgets.md, "Forms on a partner's page"):
 * the text in a read-only box, a "Copy message" button (the clipboard, or, where the page may not write
 * to it, the text selected for the visitor to copy), and the mailto: link again. Used by the mail forms'
 * confirmation and by the calculator.
 */
export function CopyMessage({
  id,
  label,
  text,
  href,
  to,
  rows,
}: {
  id: string;
  label: string;
  text: string;
  href: string;
  to: string;
  rows: number;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNote('Message copied. Paste it into a new e-mail.');
    } catch {
      // No clipboard (an insecure page, a permission refused): select the text for the visitor to copy.
      box.current!.focus();
      box.current!.select();
      setNote('Press Ctrl+C (or Cmd+C) to copy the selected message.');
    }
  };
  return (
    <>
      <label for={id}>{label}</label>
      <textarea id={id} readOnly rows={rows} ref={box} value={text} />
      <p>
        <button type="button" class="btn btn-outline" onClick={copy}>
          Copy message
        </button>{' '}
        <span role="status">{note}</span>
      </p>
      <p>
        <a href={href}>Open it in your e-mail program</a> or send it to <a href={`mailto:${to}`}>{to}</a>
      </p>
    </>
  );
}
