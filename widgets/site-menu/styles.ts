// For a paint while the parser is still inside the menu: no browser-made "Details" before <summary> arrives,
// and no toggle without its label (it would widen a frame later and push the header about).
export const css = /* css */ `
:host{display:block}
summary{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;min-width:44px;padding:.5rem .75rem;border-radius:var(--_radius);
border:2px solid var(--_primary);color:var(--_primary);background:var(--_surface);font-weight:700;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
details:not(:has(>summary)){display:none}
summary:not(:has(span)){display:none}
svg{fill:none;stroke:currentColor;stroke-width:2.5;stroke-linecap:round}
`;
