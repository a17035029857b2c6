/**
 * The studio's one stylesheet, in the lobby's two themes: colours are CSS variables per theme class
 * (theme.ts holds the palettes and pages.test.ts measures every text on its background), logical
 * properties so Urdu (right to left) mirrors without a second sheet, and sizes that follow the
 * player's text size without the page growing wider than the phone. Accent colours are one class
 * per 15 degrees of hue (no inline style under the CSP). The reels move by CSS transforms only (no
 * layout work per frame on a cheap phone) and stand still under prefers-reduced-motion.
 */
import { accentOf, STUDIO_PALETTES, type StudioTheme, SYMBOL_COLOURS, WIN_BANNER } from './theme.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const vars = (theme: StudioTheme) =>
  [
    ...Object.entries(STUDIO_PALETTES[theme]).map(([name, value]) => `--${kebab(name)}:${value}`),
    ...SYMBOL_COLOURS[theme].map((colour, i) => `--sym-${i}:${colour}`),
  ].join(';');

const accents = (['dark', 'light'] as const)
  .map((theme) =>
    Array.from(
      { length: 24 },
      (_, step) => `.theme-${theme}.hue-${step}{--accent:${accentOf(theme, step * 15)}}`,
    ).join('\n'),
  )
  .join('\n');

const symbols = SYMBOL_COLOURS.dark.map((_, i) => `.s${i}{color:var(--sym-${i})}`).join('');

export const STUDIO_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Naskh Arabic","Noto Sans Arabic",sans-serif;background:var(--bg);color:var(--text)}
.theme-dark{${vars('dark')};color-scheme:dark}
.theme-light{${vars('light')};color-scheme:light}
${accents}
main{max-width:30rem;margin:0 auto;padding:.75rem 1rem 2rem}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem .75rem;padding-inline-end:2.5rem}
.top h1{min-width:0;overflow-wrap:anywhere}
h1{font-size:1.15rem;margin:0;color:var(--accent)}
h2{font-size:1rem;margin:1rem 0 .5rem}
.balance{margin:0;font-size:.9rem;color:var(--muted);text-align:end}
.balance strong{display:block;font-size:1.1rem;color:var(--strong);white-space:nowrap;direction:ltr;unicode-bidi:isolate}
.notice{min-height:1.4rem;margin:.5rem 0;font-size:.9rem;color:var(--muted)}
.notice.error{color:var(--bad)}
.machine{position:relative}
.reels{position:relative;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.4rem;padding:.5rem;border:3px solid var(--accent);border-radius:1rem;background:var(--panel);direction:ltr;container-type:inline-size}
.reel{position:relative;display:grid;grid-template-rows:repeat(3,auto);gap:.4rem;overflow:hidden;border-radius:.6rem;min-width:0}
.cell,.strip span{display:flex;align-items:center;justify-content:center;font-size:min(2.2rem,12cqi);font-weight:700;line-height:1}
.cell{aspect-ratio:1.25;border-radius:.6rem;background:var(--cell);box-shadow:inset 0 -.35rem .6rem rgb(0 0 0/.18)}
${symbols}
.strip{position:absolute;inset-inline:0;top:0;height:400%;display:none;flex-direction:column;background:var(--cell);will-change:transform}
.strip span{flex:1}
.spinning .strip{display:flex;animation:reel-spin .32s linear infinite}
.spinning .cell{visibility:hidden}
.spinning::after{content:"";position:absolute;inset:0;background:linear-gradient(var(--cell),transparent 30%,transparent 70%,var(--cell));pointer-events:none}
.landed .cell{animation:reel-land .3s ease-out}
@keyframes reel-spin{from{transform:translateY(-50%)}to{transform:translateY(0)}}
@keyframes reel-land{0%{transform:translateY(-40%)}65%{transform:translateY(8%)}100%{transform:none}}
.paylines{position:absolute;inset:.5rem;width:calc(100% - 1rem);height:calc(100% - 1rem);pointer-events:none;overflow:visible}
.payline{fill:none;stroke:var(--gold);stroke-width:5;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke;opacity:0}
.payline.on{opacity:.9;animation:line-in .4s ease-out}
@keyframes line-in{from{opacity:0}to{opacity:.9}}
.cell.hit{outline:3px solid var(--gold);outline-offset:-3px;background:var(--gold-bg)}
.won .cell.hit{animation:win-pulse .5s ease-in-out 3}
@keyframes win-pulse{50%{transform:scale(1.1)}}
.win-banner{display:none;position:absolute;inset-inline:8%;top:50%;margin:0;padding:.6rem .75rem;border-radius:1rem;background:${WIN_BANNER.bg};color:${WIN_BANNER.text};text-align:center;font-size:1.4rem;font-weight:800;box-shadow:0 .5rem 1.5rem rgb(0 0 0/.35);transform:translateY(-50%);pointer-events:none;overflow-wrap:anywhere}
.win-banner.show{display:block;animation:win-pop .45s cubic-bezier(.2,1.5,.4,1),win-fade .4s ease-in 2.4s forwards}
.win-banner span{display:block;font-size:.8em;font-weight:600}
.win-banner bdi{font-variant-numeric:tabular-nums}
@keyframes win-pop{from{transform:translateY(-50%) scale(.3);opacity:0}}
@keyframes win-fade{to{opacity:0;visibility:hidden}}
.dice-face{font-size:3.5rem;font-weight:700;text-align:center;padding:1rem;border:3px solid var(--accent);border-radius:1rem;background:var(--panel);color:var(--strong);direction:ltr;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.dice-face.rolling{animation:dice-roll .5s ease-out}
@keyframes dice-roll{0%{transform:rotate(-8deg) scale(.85)}60%{transform:rotate(4deg) scale(1.05)}100%{transform:none}}
.result{margin:.75rem 0;padding:.5rem .75rem;border-radius:.75rem;background:var(--panel)}
.headline{margin:0 0 .25rem;font-weight:600;min-height:1.4rem}
.won .headline{color:var(--gold);font-size:1.15rem}
.result dl{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));margin:0;text-align:center}
.result dt{font-size:.8rem;color:var(--muted);grid-row:1}
.result dd{margin:0;font-weight:600;grid-row:2;direction:ltr;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.won #r-net{color:var(--good)}
fieldset{border:1px solid var(--line);border-radius:.75rem;margin:.5rem 0;padding:.5rem .75rem;min-width:0}
legend{padding:0 .25rem}
input[type=range]{width:100%;min-height:2.75rem;accent-color:var(--accent);padding:0}
.sides{display:flex;flex-wrap:wrap;gap:.5rem}
.sides label{flex:1 1 8rem;display:flex;align-items:center;gap:.4rem;min-height:2.75rem;padding:0 .6rem;border:1px solid var(--line);border-radius:.6rem}
.preview{margin:.4rem 0 0;font-size:.9rem}
.play-row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:.75rem 0}
.stake{display:flex;flex-direction:column;font-size:.8rem;color:var(--muted);min-width:0}
select,input{font:inherit;min-height:2.75rem;border-radius:.6rem;border:1px solid var(--line);background:var(--cell);color:var(--strong);padding:0 .6rem;max-width:100%}
button{font:inherit;min-height:2.75rem;border:0;border-radius:.75rem;cursor:pointer}
.play{flex:1 1 8rem;min-height:3.5rem;font-size:1.25rem;font-weight:700;background:var(--accent);color:var(--on-accent)}
.play:disabled{opacity:.6;cursor:default}
.secondary{background:var(--control);color:var(--on-control);padding:0 .9rem}
.fair{font-size:.85rem;color:var(--muted);border-top:1px solid var(--line);padding-top:.5rem;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem}
.fold-button{display:inline-flex;align-items:center;gap:.4rem;background:var(--control);color:var(--on-control);padding:0 .9rem}
.fold-button::after{content:"";width:.5rem;height:.5rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);margin-block-start:-.25rem}
.fold-button[aria-expanded=true]::after{transform:rotate(-135deg);margin-block-start:.25rem}
.fold{flex-basis:100%}
.fold p{margin:.3rem 0}
code{display:block;direction:ltr;text-align:start;font-size:.75rem;color:var(--text);overflow-wrap:anywhere}
.seed-form div{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.25rem}
.seed-form input{flex:1 1 8rem;min-width:0}
.link{display:inline-block;color:var(--link);min-height:2.75rem;line-height:2.75rem}
.history ol{list-style:none;margin:0;padding:0}
.history li{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.1rem .5rem;padding:.5rem 0;border-bottom:1px solid var(--line);font-size:.85rem}
.history .empty{display:block;color:var(--muted)}
.history .nums{font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.history .up{color:var(--good)}
.history a{color:var(--link);min-height:2rem;line-height:2rem}
.verify form{display:grid;gap:.6rem}
.verify label{display:grid;gap:.2rem;font-size:.85rem;color:var(--muted)}
.ok{color:var(--good);font-weight:600}.bad{color:var(--bad);font-weight:700;font-size:1.05rem}
.doc{font-size:.85rem;line-height:1.5}
.doc p code{display:inline;font-size:.8rem}
.verify input{direction:ltr;text-align:start}
.doc table{border-collapse:collapse;width:100%;font-size:.75rem;direction:ltr}
.doc td,.doc th{border:1px solid var(--line);padding:.2rem;text-align:start;overflow-wrap:anywhere}
@media (prefers-reduced-motion:reduce){
.spinning .strip,.landed .cell,.won .cell.hit,.payline.on,.dice-face.rolling{animation:none}
.win-banner.show{position:static;transform:none;margin-top:.5rem;animation:none}
}
`;
