// `details:not(:has(>summary))`: no browser-made "Details" for a paint before the parser reaches <summary>.
export const css = /* css */ `
.faq{display:grid;gap:.75rem}
summary{display:flex;align-items:center;gap:.75rem;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
details:not(:has(>summary)){display:none}
summary>:first-child{flex:1;margin:0;font-size:inherit;line-height:1.3}
.chev{flex:none;fill:none;stroke:currentColor;stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}
details[open]>summary>.chev{transform:rotate(180deg)}
@media (prefers-reduced-motion:no-preference){.chev{transition:transform .2s}}
.cat{border-radius:var(--_radius)}
.cat>summary{min-height:48px;padding:.75rem 1rem;border-radius:var(--_radius);border:2px solid var(--_primary);background:var(--_surface);color:var(--_primary);font-size:1.125rem;font-weight:700}
.cat>summary:hover{background:var(--steel-faq-hover,#e6edf3)}
.cat[open]>summary{background:var(--_primary);color:var(--_on-primary)}
.qs{display:grid;gap:.5rem;padding:.75rem 0 .25rem}
.q{border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_surface)}
.q>summary{min-height:44px;padding:.6rem 1rem;font-weight:700;border-radius:var(--_radius)}
.q>summary:hover{text-decoration:underline}
.q[open]>summary{border-bottom:1px solid var(--_border);border-radius:var(--_radius) var(--_radius) 0 0}
.answer{padding:.75rem 1rem}
.answer p{margin:0;max-width:70ch}
:focus-visible{outline-offset:3px}
`;
