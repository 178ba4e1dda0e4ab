export const css = /* css */ `
:host{display:contents}
.to-top{position:fixed;z-index:40;right:var(--steel-scroll-top-right,1rem);bottom:var(--steel-scroll-top-bottom,5.5rem);width:48px;height:48px;
border-radius:50%;border:2px solid var(--_on-primary);background:var(--_primary);color:var(--_on-primary);display:grid;place-items:center;cursor:pointer;
box-shadow:0 4px 12px rgb(0 0 0 / .25)}
svg{fill:none;stroke:currentColor;stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}
`;
