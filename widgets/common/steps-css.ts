/**
 * The steps' styles (Steps.tsx), for the widgets that step on a partner's page: the progress line, the Back / Next
 * row, and what keeps each screen of the calculator within a phone's (700 px tall from 320 px wide: closer gaps,
 * option cards of the 44 px minimum target, the estimate's figures side by side, a shorter message box to copy).
 */
export const stepsCss = /* css */ `
.progress{margin:0 0 .5rem;font-weight:700}
.nav{display:flex;gap:.75rem}
.nav .btn,.actions .btn{flex:1 1 auto}
form{gap:.75rem}
.opt{min-height:44px}
.row{gap:.5rem}
.summary{padding:.5rem 1rem}
.summary h3{font-size:1.125rem}
.summary ul,.group .hint{margin:.25rem 0}
.result{margin:0;padding:.75rem}
.result>*+*,.send>*+*{margin:.75rem 0 0}
.figures{grid-template-columns:1fr 1fr}
.sent textarea{height:7em}
`;
