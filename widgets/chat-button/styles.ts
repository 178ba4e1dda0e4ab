// `.chat:not(:has(.label))`: hidden while the parser has not reached its label (a paint mid-parse), since it
// would then widen from the right edge a frame later: a layout shift on a slow desktop.
export const css = /* css */ `
:host{display:contents}
.chat{position:fixed;z-index:40;right:var(--steel-chat-right,1rem);bottom:var(--steel-chat-bottom,1rem);display:inline-flex;align-items:center;gap:.5rem;
min-height:56px;min-width:56px;padding:.75rem;border-radius:999px;background:var(--steel-chat-bg,#0b6b3a);color:var(--steel-chat-fg,#fff);font-weight:700;
text-decoration:none;box-shadow:0 4px 14px rgb(0 0 0 / .3)}
.chat:not(:has(.label)){visibility:hidden}
.chat:hover{filter:brightness(1.1)}
svg{fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round}
.label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
@media (min-width:1024px){.label{position:static;width:auto;height:auto;clip:auto;padding-right:.5rem}}
`;
