export const css = /* css */ `
:host{display:block}
summary{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;min-width:44px;padding:.5rem .75rem;border-radius:var(--_radius);
border:2px solid var(--_primary);color:var(--_primary);background:var(--_surface);font-weight:700;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
svg{fill:none;stroke:currentColor;stroke-width:2.5;stroke-linecap:round}
`;
