/**
 * Calculator styles. Everything lives in the shadow root, so page rules (even
 * `input,button,select{display:none!important}`) cannot reach the controls; only inherited text
 * properties cross the boundary, and .calc resets the ones that could garble it. Themeable through
 * the base --steel-* properties plus --steel-field-border (text field borders: --steel-border where a page sets it, else the muted text colour), --steel-selected (the
 * chosen option card) and --steel-result-bg. Layout follows the widget's own width (container
 * queries), from 300px (one column) to 900px (option cards in rows of three or four).
 */
export const css = /* css */ `
.calc{container-type:inline-size;text-align:start;text-transform:none;letter-spacing:normal;word-spacing:normal;white-space:normal;font-style:normal;visibility:visible}
.title{margin:0 0 1rem;font-size:1.5rem;line-height:1.2;color:var(--_primary)}
form{display:grid;gap:1.5rem;margin:0}
h3,h4{line-height:1.25;margin:0}
.group{min-width:0;margin:0;padding:0;border:0}
legend{display:block;padding:0;margin:0 0 .5rem;font-weight:700;font-size:1.125rem;color:var(--_primary)}
.opts{display:grid;gap:.5rem}
.opt{display:flex;align-items:center;gap:.75rem;min-height:48px;padding:.5rem .85rem;border:2px solid var(--_border);border-radius:var(--_radius);background:var(--_surface);cursor:pointer;line-height:1.3}
.opt:hover{border-color:var(--_primary)}
.opt input{flex:none;width:1.25rem;height:1.25rem;margin:0;accent-color:var(--_primary);cursor:pointer}
.opt:has(:checked){border-color:var(--_primary);background:var(--steel-selected,#e6edf3);box-shadow:inset 0 0 0 1px var(--_primary);font-weight:700}
@supports selector(:has(*)){.opt:has(:focus-visible){outline:3px solid var(--_focus);outline-offset:2px}.opt input:focus-visible{outline:0}}
.field{display:grid;gap:.35rem;min-width:0}
.field label{font-weight:700}
.field input,textarea{display:block;width:100%;min-height:44px;margin:0;padding:.5rem .75rem;border:2px solid var(--steel-field-border,var(--steel-border,var(--_muted)));border-radius:var(--_radius);background:var(--_surface)}
textarea{resize:vertical}
.row{display:grid;gap:1rem}
.hint{margin:0;color:var(--_muted)}
.group .hint{margin-bottom:.75rem}
.invalid{border-left:4px solid var(--_danger);padding-left:.75rem}
.error{margin:0 0 .5rem;color:var(--_danger);font-weight:700}
[aria-invalid=true]{border-color:var(--_danger)}
.summary{padding:1rem 1.25rem;border:4px solid var(--_danger);border-radius:var(--_radius)}
.summary h3{font-size:1.25rem}
.summary ul{margin:.5rem 0 0;padding-left:1.25rem}
.summary a{color:var(--_danger);font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions .btn{flex:1 1 12rem}
.btn[aria-disabled=true]{background:var(--steel-disabled,#e4e7eb);color:var(--_muted);border-color:var(--_border);cursor:not-allowed}
.result{margin-top:1.5rem;padding:1.25rem;border:2px solid var(--_primary);border-top-width:6px;border-top-color:var(--_accent);border-radius:var(--_radius);background:var(--steel-result-bg,#f3f5f7)}
.result>*+*,.send>*+*{margin:1rem 0 0}
.live>*+*{margin:.75rem 0 0}
.eyebrow{display:block;font-size:1rem;color:var(--_muted)}
.range{display:block;font-size:clamp(1.75rem,9cqi,2.75rem);font-weight:800;color:var(--_primary);overflow-wrap:anywhere}
.note{padding:.5rem .75rem;border-left:4px solid var(--_accent);background:var(--_surface)}
.figures{display:grid;gap:.75rem;margin:1rem 0 0}
.figures div{padding:.75rem;border-radius:var(--_radius);background:var(--_surface)}
dt{color:var(--_muted)}
dd{margin:0;font-size:1.25rem;font-weight:700}
dd small{display:block;font-size:.875rem;font-weight:400;color:var(--_muted)}
h4{font-size:1.0625rem}
.factors{margin:.25rem 0 0;padding-left:1.25rem}
.disclaimer{font-size:.9375rem}
.sent-note:empty{margin:0}
.sent textarea{font-size:.875rem}
.sent p{margin:0}
progress{display:block;width:100%;accent-color:var(--_primary)}
@container (min-width:26rem){.opts{grid-template-columns:repeat(2,1fr)}.figures{grid-template-columns:1fr 1fr}}
@container (min-width:40rem){.opts{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}.row{grid-template-columns:repeat(3,1fr)}.result{padding:1.5rem 2rem}.actions .btn{flex:0 1 auto}}
`;

/**
 * The line under Calculate and the one for when the widget's code never ran share one grid cell (Actions.tsx): only
 * our pages, which pre-render the widget, have that second line (widget.ts adds these rules there).
 */
export const noScriptCss = /* css */ `
.hint-slot{display:grid}.hint-slot>*{grid-area:1/1}
:host(:not(:defined)) #calc-hint,:host(:defined) .no-script{visibility:hidden}
`;
