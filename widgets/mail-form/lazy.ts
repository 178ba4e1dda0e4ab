import { defineWidget, type WidgetDefinition } from '../common/define.tsx';

type Control = HTMLInputElement;
type FormModule = { widget: WidgetDefinition<object>; stateCss?: string };

/**
 * Gives the pre-rendered roots of `tag` the styles only the form's code reaches (errors, files, sending, toasts),
 * which our pages leave out of the pre-rendered <style> (widgets/definitions.ts stateCssOf): one constructable sheet,
 * beside that <style>, before the code first renders. A browser without them shows those states unstyled.
 */
function adoptState(tag: string, css = ''): void {
  const roots = [...document.querySelectorAll(tag)].map((el) => el.shadowRoot).filter((r) => r !== null);
  if (!css || !roots.length) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    // no constructable stylesheets: the form works, its messages unstyled
  }
}

/**
 * Registers a form widget when a visitor needs it. A pre-rendered form (Declarative Shadow DOM) already
 * shows and even works (it posts to the mail program), so its code is fetched on the first sign of
 * interest (pointer over it, focus in it) and the element is defined when focus leaves the form, files are
 * chosen, or the visitor submits. The upgrade keeps the pre-rendered nodes (define.tsx), so what was typed
 * and chosen stays where it is; a submit pressed meanwhile is made again once the form's code runs.
 * Elements that were not pre-rendered (a partner page) are defined at once. Pages pay for the form's code
 * only when someone uses it.
 */
export function defineOnIntent(tag: string, load: () => Promise<FormModule>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const done = new AbortController();
  let loading: Promise<FormModule> | undefined;
  const fetch = () =>
    (loading ??= load().catch((e) => {
      loading = undefined; // try again on the next sign of interest
      throw e;
    }));
  // Held apart from the call that asked for it: upgrades wait on one load, and whichever runs first defines the
  // element and makes the submit (focus leaving the form and then a click both ask before the code is there).
  let submitted: Element | undefined;
  const upgrade = (from?: Element) => {
    submitted = from ?? submitted;
    return fetch().then(({ widget, stateCss }) => {
      if (done.signal.aborted) return;
      done.abort();
      adoptState(tag, stateCss); // the roots pre-rendered so far; a root defined later adopts all its styles
      defineWidget(widget);
      submitted?.shadowRoot?.querySelector('form')?.requestSubmit();
    });
  };
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
  if (elements.some((el) => el.shadowRoot!.querySelector<Control>('input[type=file]')?.files?.length))
    upgrade().catch(() => {});
}
