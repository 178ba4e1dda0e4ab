import { useState } from 'react';

export interface Toast {
  id: number;
  title: string;
  text: string;
  /** destructive: announced as an alert and kept until dismissed */
  error?: boolean;
}

/** How long a success toast stays (docs/widgets.md, "Sending, errors and the thank-you page": 4000 ms). */
export const TOAST_MS = 4000;
let seq = 0;

/** Toast list state. Success toasts leave after TOAST_MS; destructive ones stay until dismissed. A toast already showing is not repeated. */
export function useToasts() {
  const [list, setList] = useState<Toast[]>([]);
  const dismiss = (id: number) => setList((l) => l.filter((t) => t.id !== id));
  const push = (title: string, text: string, error?: boolean) => {
    const id = ++seq;
    setList((l) => (l.some((t) => t.title === title && t.text === text) ? l : [...l, { id, title, text, error }]));
    if (!error) setTimeout(() => dismiss(id), TOAST_MS);
  };
  return { list, push, dismiss };
}

/**
 * The toast region. Both live regions are in the first render (and so in the pre-rendered HTML),
 * so screen readers announce what is added to them: success in role=status, errors in role=alert.
 */
export function Toasts({ list, dismiss }: { list: Toast[]; dismiss: (id: number) => void }) {
  const group = (error: boolean) =>
    list
      .filter((t) => !t.error === !error)
      .map((t) => (
        <p key={t.id} class={error ? 'toast err' : 'toast'}>
          <strong>{t.title}</strong> {t.text}
          <button type="button" aria-label={`Dismiss: ${t.title}`} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </p>
      ));
  return (
    <div class="toasts">
      <div role="status">{group(false)}</div>
      <div role="alert">{group(true)}</div>
    </div>
  );
}
