export const css = /* css */ `
.wrap{container-type:inline-size}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:1fr}
@container (min-width:360px){.grid{grid-template-columns:repeat(2,1fr)}}
@container (min-width:640px){.grid{grid-template-columns:repeat(3,1fr)}}
@container (min-width:960px){.grid{grid-template-columns:repeat(4,1fr)}}
figure{margin:0}
figcaption{margin-top:.5rem;font-weight:600}
.thumb{display:block;border-radius:var(--_radius)}
.frame{position:relative;display:block;overflow:hidden;aspect-ratio:var(--steel-gallery-ratio,4/3);border-radius:var(--_radius);background:#d9e0e7}
picture{display:contents}
.frame img,.na{position:relative;display:block;width:100%;height:100%;object-fit:cover}
.thumb:hover img{filter:brightness(1.08)}
.na rect{fill:#e4e7eb}.na path{fill:none;stroke:#52606d;stroke-width:4}.na text{fill:#323f4b;font:600 22px system-ui,sans-serif}
@keyframes shimmer{to{transform:translateX(100%)}}
@media (prefers-reduced-motion:no-preference){.frame:not(.done)::before{content:"";position:absolute;inset:0;transform:translateX(-100%);
background:linear-gradient(90deg,#fff0,#fff9,#fff0);animation:shimmer 1.4s infinite}}
.lightbox{width:min(92vw,80rem);max-width:92vw;max-height:92vh;padding:0;border:0;border-radius:var(--_radius);background:#111;color:#fff}
.lightbox::backdrop{background:rgb(0 0 0 / .85)}
.lightbox :focus-visible{outline-color:#fbbf24}
.box{display:grid;gap:.75rem;padding:.75rem}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}
.bar p{margin:0;font-weight:700;flex:1}
.lightbox .btn{background:#fff;color:#111}
.lightbox .btn-outline{background:none;color:#fff}
.big{aspect-ratio:auto;background:#222}
.big img{height:auto;max-height:calc(92vh - 9rem);object-fit:contain}
`;
