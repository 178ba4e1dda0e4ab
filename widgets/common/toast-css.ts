/** Styles of the toast region (Toast.tsx), included by the widgets that show toasts. */
export const toastCss =
  '.toasts{position:fixed;z-index:60;top:1rem;right:1rem;left:1rem;display:grid;justify-items:end;pointer-events:none}' +
  '.toast{pointer-events:auto;position:relative;max-width:26rem;margin:0 0 .5rem;padding:.75rem 3rem .75rem 1rem;border:2px solid var(--_primary);border-left-width:8px;border-radius:var(--_radius);background:var(--_surface);box-shadow:0 6px 20px #0003}' +
  '.toast strong{display:block}' +
  '.err{border-color:var(--_danger)}' +
  '.err strong{color:var(--_danger)}' +
  '.toast button{position:absolute;top:.25rem;right:.25rem;width:44px;height:44px;border:0;background:none;font-size:1.5rem;cursor:pointer}';
