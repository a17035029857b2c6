/**
 * The lottery page's one stylesheet: dark by default, light for cssName "light"; colours are CSS
 * variables per theme so one sheet serves both, and logical properties mirror it for Urdu. Every
 * text colour reads at 4.5:1 or better on its background (page.test.ts measures the pairs).
 */
export const LOTTERY_THEMES = {
  dark: {
    bg: '#0f172a',
    card: '#1e293b',
    text: '#f1f5f9',
    muted: '#cbd5e1',
    line: '#475569',
    accent: '#fbbf24',
    onAccent: '#0b1020',
    link: '#93c5fd',
    good: '#86efac',
    bad: '#fca5a5',
  },
  light: {
    bg: '#f8fafc',
    card: '#ffffff',
    text: '#0f172a',
    muted: '#334155',
    line: '#94a3b8',
    accent: '#1d4ed8',
    onAccent: '#ffffff',
    link: '#1d4ed8',
    good: '#166534',
    bad: '#b91c1c',
  },
} as const;
export type LotteryTheme = keyof typeof LOTTERY_THEMES;

const vars = (theme: LotteryTheme) =>
  Object.entries(LOTTERY_THEMES[theme])
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

export const LOTTERY_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Naskh Arabic","Noto Sans Arabic",sans-serif;background:var(--bg);color:var(--text)}
.theme-dark{${vars('dark')};color-scheme:dark}
.theme-light{${vars('light')};color-scheme:light}
main{max-width:30rem;margin:0 auto;padding:.75rem 1rem 2rem}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem;padding-inline-end:2.75rem}
h1{font-size:1.15rem;margin:0;min-width:0;overflow-wrap:break-word}
h2{font-size:1rem;margin:0 0 .5rem}
section,.card{margin:.75rem 0;padding:.6rem .75rem;border-radius:.75rem;background:var(--card);border:1px solid var(--line)}
.balance{margin:0;margin-inline-start:auto;font-size:.85rem;color:var(--muted);text-align:end}
.balance strong{display:block;font-size:1.1rem;color:var(--text);white-space:nowrap;direction:ltr}
.notice{min-height:1.2rem;margin:.4rem 0;font-size:.9rem;color:var(--muted)}
.notice.error{color:var(--bad);font-weight:600}
.notice:empty{min-height:0;margin:0}
.notice.placed,.notice.won{color:var(--text);font-weight:600;padding:.5rem .6rem;border-radius:.6rem;border:2px solid var(--good)}
.notice.won{color:var(--good)}
.issue-row{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem;flex-wrap:wrap}
.numero{font-variant-numeric:tabular-nums;direction:ltr;color:var(--muted);font-size:.85rem}
.countdown{font-size:1.6rem;font-weight:700;font-variant-numeric:tabular-nums;direction:ltr}
.balls{display:flex;gap:.4rem;direction:ltr;justify-content:center;margin:.4rem 0}
.ball{width:2.6rem;height:2.6rem;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:1.3rem;font-weight:700;background:var(--accent);color:var(--onAccent)}
.rolling .ball{animation:roll .25s linear 6}
@keyframes roll{0%{transform:translateY(-20%)}50%{transform:translateY(20%)}100%{transform:none}}
@media (prefers-reduced-motion:reduce){.rolling .ball{animation:none}}
.headline{margin:.3rem 0 0;font-weight:600;text-align:center}
.won .headline{color:var(--good);font-size:1.15rem}
label{display:flex;flex-direction:column;gap:.2rem;font-size:.85rem;color:var(--muted)}
select,input{font:inherit;min-height:2.75rem;border-radius:.6rem;border:1px solid var(--line);background:var(--bg);color:var(--text);padding:0 .6rem;width:100%}
input[inputmode]{direction:ltr;text-align:start}
.pick-set{border:0;padding:0;margin:.5rem 0;min-width:0}
.pick-set legend{font-size:.85rem;color:var(--muted);padding:0;margin-bottom:.3rem}
.pick{display:grid;grid-template-columns:repeat(auto-fill,minmax(3rem,1fr));gap:.5rem;max-width:17rem;margin-inline:auto;justify-items:center}
.pick:not(.wide){direction:ltr}
.pick.wide{grid-template-columns:repeat(auto-fit,minmax(6rem,1fr));max-width:none}
.pick-ball{width:3rem;height:3rem;padding:0;border-radius:50%;border:2px solid var(--muted);background:var(--bg);color:var(--text);font-size:1.25rem;font-weight:700;font-variant-numeric:tabular-nums}
.wide .pick-ball{width:100%;border-radius:1.5rem;font-size:1.05rem}
.pick-ball[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:var(--onAccent);box-shadow:0 0 0 3px var(--card),0 0 0 5px var(--accent)}
button:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible,a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
button{font:inherit;min-height:2.75rem;border:0;border-radius:.75rem;cursor:pointer;padding:0 .9rem}
.primary{width:100%;min-height:3.25rem;font-size:1.15rem;font-weight:700;background:var(--accent);color:var(--onAccent)}
.primary:disabled{opacity:.6;cursor:default}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
.preview{margin:.3rem 0;font-size:.9rem}
.preview.error{color:var(--bad);font-weight:600}
ul,ol{list-style:none;margin:0;padding:0}
li{padding:.45rem 0;border-bottom:1px solid var(--line);font-size:.9rem}
li:last-child{border-bottom:0}
.slip li,.sub{display:flex;justify-content:space-between;align-items:center;gap:.5rem;flex-wrap:wrap}
li span{min-width:0;overflow-wrap:anywhere}
.empty{color:var(--muted)}
.total{display:flex;justify-content:space-between;margin:.5rem 0;font-weight:600}
.order summary{cursor:pointer;min-height:2.75rem;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem .5rem}
.status-won{color:var(--good);font-weight:600}
.status-placed{font-weight:600}
.status-cancelled,.status-lost{color:var(--muted)}
.history li{display:grid;gap:.15rem}
.history .balls{justify-content:flex-start}
.history .ball{width:2rem;height:2rem;font-size:1rem}
code{display:block;direction:ltr;text-align:start;font-size:.72rem;color:var(--muted);overflow-wrap:anywhere}
p>code[dir]{display:inline;font-size:.8rem;color:inherit}
a{color:var(--link);min-height:2.75rem;display:inline-flex;align-items:center}
.ok{color:var(--good);font-weight:600}.bad{color:var(--bad);font-weight:700;font-size:1.05rem}
.verify form{display:grid;gap:.6rem}
[hidden]{display:none!important}
`;
