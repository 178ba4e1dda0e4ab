import { defineWidget, type WidgetSpec } from '../common/define.tsx';

/** Where a pre-rendered form leaves what the visitor did before its code arrived (read once by MailForm). */
export const CARRY = Symbol.for('steel.form.carry');
export interface Carry {
  /** the pre-rendered file input: files chosen in it before, or in a file dialog still open during the switch */
  picker?: HTMLInputElement | null;
  /** the visitor pressed the submit button */
  submit?: boolean;
}
type Control = HTMLInputElement;

/**
 * Registers a form widget when a visitor needs it. A pre-rendered form (Declarative Shadow DOM) already
 * shows and even works (it posts to the mail program), so its code is fetched on the first sign of
 * interest (pointer over it, focus in it) and the element is defined only when swapping the form cannot
 * get in the way of typing: focus leaves the form, files are chosen, or the visitor submits. Values and
 * focus (by defineWidget), chosen files and a pending submit are carried over. Elements that were not
 * pre-rendered (a partner page) are defined at once. Pages pay for the form's code only when someone uses it.
 */
export function defineOnIntent(tag: string, load: () => Promise<{ spec: WidgetSpec<any> }>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const done = new AbortController();
  let loading: Promise<{ spec: WidgetSpec<any> }> | undefined;
  const fetch = () =>
    (loading ??= load().catch((e) => {
      loading = undefined; // try again on the next sign of interest
      throw e;
    }));
  const upgrade = (submitted?: Element) =>
    fetch().then(({ spec }) => {
      if (done.signal.aborted) return;
      for (const el of document.querySelectorAll(tag)) {
        const form = el.shadowRoot?.querySelector('form');
        if (form) (el as { [CARRY]?: Carry })[CARRY] = { picker: form.querySelector<Control>('[type=file]'), submit: el === submitted };
      }
      done.abort();
      defineWidget(spec);
    });
  const elements = [...document.querySelectorAll(tag)];
  if (!elements.length || elements.some((el) => !el.shadowRoot?.querySelector('form'))) {
    upgrade().catch((e) => console.error('[steel form]', e));
    return;
  }
  for (const el of elements) {
    const root = el.shadowRoot!;
    const form = root.querySelector('form')!;
    const on = (type: string, fn: (e: Event) => unknown) => root.addEventListener(type, fn, { signal: done.signal });
    const soon = () => fetch().catch(() => {});
    const submit = (e: Event) => {
      e.preventDefault();
      upgrade(el).catch(() => {
        // The code cannot load (offline): from now on the plain mailto: form does the job.
        done.abort();
        (form.requestSubmit || form.submit).call(form);
      });
    };
    on('pointerover', soon);
    on('focusin', soon);
    on('focusout', (e) => root.contains((e as FocusEvent).relatedTarget as Node) || upgrade().catch(() => {}));
    on('change', (e) => (e.target as Control).type === 'file' && upgrade().catch(() => {}));
    on('click', (e) => (e.target as Element).closest('[type=submit]') && submit(e));
    on('submit', submit);
  }
  // Files chosen before this script ran fired no change event we could hear: list them now.
  if (elements.some((el) => el.shadowRoot!.querySelector<Control>('input[type=file]')?.files?.length)) upgrade().catch(() => {});
}
