/** Styles of the toast region (Toast.tsx), included by the widgets that show toasts. */
export const toastCss =
  '.toasts{position:fixed;z-index:60;top:16px;right:16px;left:16px;display:grid;justify-items:end;pointer-events:none}' +
  '.toast{pointer-events:auto;position:relative;max-width:416px;margin:0 0 8px;padding:12px 48px 12px 16px;border:2px solid var(--_primary);border-left-width:8px;border-radius:var(--_radius);background:var(--_surface);box-shadow:0 6px 20px #0003}' +
  '.toast strong{display:block}' +
  '.err{border-color:var(--_danger)}' +
  '.err strong{color:var(--_danger)}' +
  '.toast button{position:absolute;top:4px;right:4px;width:44px;height:44px;border:0;background:none;font-size:24px;cursor:pointer}';
