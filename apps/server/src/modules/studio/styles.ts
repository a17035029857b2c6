/**
 * The studio's one stylesheet: dark by default, large tap targets, logical properties so Urdu
 * (right to left) mirrors without a second sheet. Accent colours are one class per 15 degrees of
 * hue (no inline style under the CSP); dark text on them reads at 4.5:1 or better (theme.test.ts).
 */
import { ACCENT_TEXT, hslHex, PAGE_BACKGROUND } from './theme.ts';

const accents = Array.from({ length: 24 }, (_, step) => {
  const accent = hslHex(step * 15, 0.75, 0.72);
  return `.hue-${step}{--accent:${accent}}`;
}).join('\n');

export const STUDIO_CSS = `:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Naskh Arabic","Noto Sans Arabic",sans-serif;background:${PAGE_BACKGROUND};color:#e2e8f0;--accent:#93c5fd}
${accents}
main{max-width:30rem;margin:0 auto;padding:.75rem 1rem 2rem}
.top{display:flex;justify-content:space-between;align-items:center;gap:.75rem;padding-inline-end:2.5rem}
.top h1{min-width:0;overflow-wrap:anywhere}
h1{font-size:1.15rem;margin:0;color:var(--accent)}
h2{font-size:1rem;margin:1rem 0 .5rem}
.balance{margin:0;font-size:.9rem;color:#cbd5e1;text-align:end}
.balance strong{display:block;font-size:1.1rem;color:#f8fafc;white-space:nowrap;direction:ltr}
.notice{min-height:1.4rem;margin:.5rem 0;font-size:.9rem;color:#cbd5e1}
.notice.error{color:#fca5a5}
.reels{display:grid;grid-template-columns:repeat(3,1fr);grid-auto-flow:column;grid-template-rows:repeat(3,1fr);gap:.4rem;padding:.5rem;border:2px solid var(--accent);border-radius:1rem;background:#1e293b;direction:ltr}
.cell{aspect-ratio:1.4;display:flex;align-items:center;justify-content:center;font-size:2.2rem;border-radius:.6rem;background:#0f172a;color:#f1f5f9}
.cell.s0{color:#fde047}.cell.s1{color:#f9a8d4}.cell.s2{color:#67e8f9}.cell.s3{color:#86efac}.cell.s4{color:#fdba74}.cell.s5{color:#cbd5e1}
.cell.hit{outline:2px solid #94a3b8}
.won .cell.hit{outline:3px solid #fde047;background:#3f3a12}
.dice-face{font-size:3.5rem;font-weight:700;text-align:center;padding:1rem;border:2px solid var(--accent);border-radius:1rem;background:#1e293b;direction:ltr;font-variant-numeric:tabular-nums}
.result{margin:.75rem 0;padding:.5rem .75rem;border-radius:.75rem;background:#1e293b}
.headline{margin:0 0 .25rem;font-weight:600;min-height:1.4rem}
.won .headline{color:#fde047}
.result dl{display:grid;grid-template-columns:repeat(3,1fr);margin:0;text-align:center}
.result dt{font-size:.8rem;color:#cbd5e1;grid-row:1}
.result dd{margin:0;font-weight:600;grid-row:2;direction:ltr;font-variant-numeric:tabular-nums}
.won #r-net{color:#86efac}
fieldset{border:1px solid #334155;border-radius:.75rem;margin:.5rem 0;padding:.5rem .75rem}
legend{padding:0 .25rem}
input[type=range]{width:100%;min-height:2.75rem;accent-color:var(--accent)}
.sides{display:flex;gap:.5rem}
.sides label{flex:1;display:flex;align-items:center;gap:.4rem;min-height:2.75rem;padding:0 .6rem;border:1px solid #475569;border-radius:.6rem}
.preview{margin:.4rem 0 0;font-size:.9rem;color:#e2e8f0}
.play-row{display:flex;gap:.75rem;align-items:end;margin:.75rem 0}
.stake{display:flex;flex-direction:column;font-size:.8rem;color:#cbd5e1}
select,input{font:inherit;min-height:2.75rem;border-radius:.6rem;border:1px solid #475569;background:#0f172a;color:#f8fafc;padding:0 .6rem}
button{font:inherit;min-height:2.75rem;border:0;border-radius:.75rem;cursor:pointer}
.play{flex:1;min-height:3.5rem;font-size:1.25rem;font-weight:700;background:var(--accent);color:${ACCENT_TEXT}}
.play:disabled{opacity:.6}
.secondary{background:#334155;color:#f8fafc;padding:0 .9rem}
.fair{font-size:.8rem;color:#cbd5e1;border-top:1px solid #334155;padding-top:.5rem}
.fair p{margin:.3rem 0}
code{display:block;direction:ltr;text-align:start;font-size:.75rem;color:#e2e8f0;overflow-wrap:anywhere}
.seed-form div{display:flex;gap:.5rem;margin-top:.25rem}
.seed-form input{flex:1;min-width:0}
.link{display:inline-block;margin-top:.5rem;color:#93c5fd;min-height:2rem;line-height:2rem}
.history ol{list-style:none;margin:0;padding:0}
.history li{display:grid;grid-template-columns:1fr auto;gap:.1rem .5rem;padding:.5rem 0;border-bottom:1px solid #1e293b;font-size:.85rem}
.history .empty{display:block;color:#cbd5e1}
.history .nums{font-variant-numeric:tabular-nums}
.history .up{color:#86efac}
.history a{color:#93c5fd;min-height:2rem;line-height:2rem}
.verify form{display:grid;gap:.6rem}
.verify label{display:grid;gap:.2rem;font-size:.85rem;color:#cbd5e1}
.ok{color:#86efac;font-weight:600}.bad{color:#fca5a5;font-weight:700;font-size:1.05rem}
.doc{font-size:.85rem;line-height:1.5;color:#e2e8f0}
.doc p code{display:inline;font-size:.8rem}
.verify input{direction:ltr;text-align:start}
.doc table{border-collapse:collapse;width:100%;font-size:.75rem;direction:ltr}
.doc td,.doc th{border:1px solid #334155;padding:.2rem;text-align:start;overflow-wrap:anywhere}
`;
