import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Steps for the calculator and the quote form on a partner's page only (docs/widgets.md "One screen on a phone"): their
 * partner entries pass `steps`, our pages keep the long form. The state is one index. Every step stays rendered and
 * only the current one is shown (`hidden`, which base.css enforces), so nothing typed leaves the page and the checks
 * of each step are the form's own, filtered to the step. When the index changes, the focus goes to the new step's first
 * field (a radio group's chosen option) or heading (`h3[tabindex]`), and the progress line, a live region, says
 * "Step 2 of 8".
 */
export function useSteps(root: RefObject<HTMLElement | null>) {
  const [at, setAt] = useState(0);
  const moved = useRef(false);
  // Before the new step is painted, so no key pressed meanwhile lands on the old one.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const box = root.current!;
    const first = [...box.querySelectorAll<HTMLInputElement>('h3[tabindex],input,select,textarea,button')].find(
      (c) => !c.closest('[hidden]'),
    );
    ((first?.type == 'radio' && box.querySelector<HTMLElement>(`[name=${first.name}]:checked`)) || first)?.focus();
  }, [at, root]);
  /** To step `i`; `focus: false` keeps the focus where it is (the error summary takes it). */
  const go = (i: number, focus = true) => {
    moved.current = focus;
    setAt(i);
  };
  return [at, go] as const;
}

/** The progress line: text in a polite live region, so the new step is announced wherever the focus is. */
export const Progress = ({ at, of }: { at: number; of: number }) => (
  <p class="progress" aria-live="polite">
    Step {at + 1} of {of}
  </p>
);

/** Back to the step before (it never submits the form); what goes forward is the caller's, after it. */
export const Back = ({ at, go }: { at: number; go: (i: number) => void }) => (
  <button type="button" class="btn btn-outline" onClick={() => go(at - 1)}>
    Back
  </button>
);

// Their styles, for the widgets' definitions (imported from here, they join this module's chunk in the partner build).
export { stepsCss } from './steps-css.ts';
