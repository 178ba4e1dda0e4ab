import { useLayoutEffect, useRef } from 'react';

/** One problem: the id of the control to jump to, and the message. */
export type Problem = [id: string, text: string];

/** Fragment links do not reach into a shadow root: focus the control the link names in the link's own root. */
const jump = (e: Event) => {
  e.preventDefault();
  const a = e.currentTarget as HTMLAnchorElement;
  (a.getRootNode() as ShadowRoot).getElementById(a.hash.slice(1))?.focus();
};

/**
 * The error summary of every form (GOV.UK Frontend's pattern): a box headed "There is a problem" with a
 * link to each field in error. It takes the focus on each failed submit (`tries` counts them), so a
 * screen reader reads the list and a keyboard user is one Tab from the first field to fix
 * (docs/widgets.md, "Sending, errors and the thank-you page"). Nothing is rendered while there is no problem.
 */
export function ErrorSummary({ problems, tries }: { problems: Problem[]; tries: number }) {
  const box = useRef<HTMLDivElement>(null);
  // before the paint, as a new step takes it (Steps.tsx): a Tab pressed in between would leave from the old place
  useLayoutEffect(() => {
    if (tries) box.current?.focus();
  }, [tries]);
  if (!problems.length) return null;
  return (
    <div class="summary" role="alert" tabIndex={-1} aria-labelledby="sum-h" ref={box}>
      <h3 id="sum-h">There is a problem</h3>
      <ul>
        {problems.map(([id, text]) => (
          <li key={id + text}>
            <a href={`#${id}`} onClick={jump}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
