/** Styles every widget starts from. Colours and spacing come from --steel-* custom properties, so a page can theme a widget without reaching inside it. */
export const baseCss = /* css */ `
:host{display:block;box-sizing:border-box;font:inherit;color:var(--steel-text,#1f2933)!important;line-height:1.5;
--_accent:var(--steel-accent,#f59e0b);--_on-accent:var(--steel-on-accent,#111827);--_primary:var(--steel-primary,#0f2a3d);
--_on-primary:var(--steel-on-primary,#fff);--_surface:var(--steel-surface,#fff);--_muted:var(--steel-muted,#52606d);
--_border:var(--steel-border,#9aa5b1);--_danger:var(--steel-danger,#b42318);--_radius:var(--steel-radius,8px);--_focus:var(--steel-focus,#1d4ed8)}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
button,input,select,textarea{font:inherit;color:inherit}
a{color:var(--steel-link,#0b4f8a)}
:focus-visible{outline:3px solid var(--_focus);outline-offset:2px}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5em;min-height:44px;padding:.6em 1.1em;border-radius:var(--_radius);border:2px solid transparent;font-weight:700;text-decoration:none;cursor:pointer;background:var(--_primary);color:var(--_on-primary)}
.btn-accent{background:var(--_accent);color:var(--_on-accent)}
.btn-outline{background:transparent;color:var(--_primary);border-color:currentColor}
.btn:disabled{opacity:.55;cursor:not-allowed}
.icon svg{width:1.2em;height:1.2em;vertical-align:-.2em}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.fallback{border:2px solid var(--_danger);border-radius:var(--_radius);padding:1rem;background:var(--_surface)}
.fallback h2{margin:0 0 .5rem;font-size:1.25rem}
.fallback .actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`;
