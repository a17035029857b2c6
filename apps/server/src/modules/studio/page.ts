/**
 * The game page the lobby's frame opens: server-rendered HTML, one small script and one stylesheet
 * (no inline script or style, so the strict CSP holds). The page's settings and words travel in a
 * JSON data block the script reads; a JSON block is data, never executed.
 */
import type { Language, StudioEngine } from '@openlobby/contract';
import { html, render, type SafeHtml, scriptJson } from '../../platform/html.ts';
import type { StudioPageConfig } from '../../../browser/studio/config.ts';
import { pageHead } from '../../platform/page-head.ts';
import { pageScript } from '../../platform/page-scripts.ts';
import { DICE_RETURN_BP } from './engine/dice.ts';
import { LINES, SLOT_REELS, slotFromStops } from './engine/slot.ts';
import { STUDIO_TEXT } from './text.ts';
import { slotTheme, type SlotTheme, type StudioTheme } from './theme.ts';

export const STUDIO_ASSET_VERSION = 2;
export const STUDIO_CSS_PATH = `/studio/assets/studio-${STUDIO_ASSET_VERSION}.css`;
/** The page script is served under `${STUDIO_JS_BASE}-<hash>.js` (platform/page-scripts.ts). */
export const STUDIO_JS_BASE = '/studio/assets/studio';
export const VERIFY_PATH = '/studio/verify';
/** The slot's first reel stops this long after the tap, each next one this much later (about 1.5 s). */
export const REEL_TIMING = { firstStopMs: 700, stopGapMs: 400 } as const;

export interface GamePage {
  readonly engine: StudioEngine;
  readonly gameCode: string;
  readonly launchToken: string;
  readonly language: Language;
  /** The lobby's theme; dark when the frame does not say. */
  readonly theme?: StudioTheme;
}

/** The studio's pages are drawn in the lobby's theme (its frame says which). */
export function studioHead(language: Language, theme: StudioTheme, title: string): SafeHtml {
  return pageHead({ language, title, stylesheet: STUDIO_CSS_PATH, colorScheme: theme });
}

/** The accent colour classes: one stylesheet, a class per hue step, so no inline style is needed. */
export const accentClass = (hue: number) => `hue-${Math.round(hue / 15) % 24}`;

function diceControls(language: Language): SafeHtml {
  const t = STUDIO_TEXT[language];
  return html`<fieldset class="dice-choice">
  <legend>${t.chance}: <output id="chance-out" for="chance">50%</output></legend>
  <input id="chance" type="range" min="1" max="95" step="1" value="50" aria-label="${t.chance}">
  <div class="sides" role="radiogroup" aria-label="${t.winsIf}">
    <label><input type="radio" name="side" value="under" checked> ${t.under}</label>
    <label><input type="radio" name="side" value="over"> ${t.over}</label>
  </div>
  <p class="preview" id="dice-preview" aria-live="polite"></p>
</fieldset>`;
}

/** A pay line's path over the reels, through the centres of its cells (a 300 x 300 box). */
const linePoints = (rows: readonly number[]) =>
  rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');

/**
 * The reels at rest on the strips' first stops; each reel also carries a strip of every symbol,
 * twice, that the stylesheet scrolls while it spins (hidden from screen readers, decoration only:
 * the cells show the server's result once the reel stops). The pay lines are drawn over the reels.
 */
function slotBoard(language: Language, theme: SlotTheme): SafeHtml {
  const t = STUDIO_TEXT[language];
  const { glyphs, names } = theme.symbols;
  const resting = slotFromStops(Array.from({ length: SLOT_REELS }, () => 0)).grid;
  const strip = [...glyphs, ...glyphs].map(
    (glyph, i) => html`<span class="s${i % glyphs.length}">${glyph}</span>`,
  );
  const reels = resting.map(
    (column, reel) => html`<div class="reel" id="reel-${reel}">
<div class="strip" aria-hidden="true">${strip}</div>
${column.map((symbol) => html`<div class="cell s${symbol}" role="img" aria-label="${names[language][symbol]}">${glyphs[symbol]}</div>`)}
</div>`,
  );
  const lines = LINES.map(
    (rows, line) => html`<polyline class="payline" id="payline-${line}" points="${linePoints(rows)}"/>`,
  );
  return html`<div class="machine">
<div class="reels" id="reels" role="group" aria-label="${t.reels}">
${reels}
<svg class="paylines" viewBox="0 0 300 300" preserveAspectRatio="none" aria-hidden="true" focusable="false">${lines}</svg>
</div>
<p class="win-banner" id="win-banner" aria-hidden="true"></p>
</div>`;
}

/**
 * The fairness panel, folded behind a button (it would otherwise fill the phone's screen under
 * the game); the published method stays one tap away beside the button.
 */
function fairness(language: Language, theme: StudioTheme): SafeHtml {
  const t = STUDIO_TEXT[language];
  return html`<div class="fair">
  <button type="button" class="fold-button" id="fair-toggle" aria-expanded="false" aria-controls="fair-panel">${t.fairnessButton}</button>
  <a class="link" href="${VERIFY_PATH}?lang=${language}&amp;cssName=${theme}">${t.fairness}</a>
  <section class="fold" id="fair-panel" aria-label="${t.fairnessButton}" hidden>
  <p><span>${t.seedHash}</span><code id="seed-hash">…</code></p>
  <p><span>${t.nonce}</span> <code id="nonce">…</code></p>
  <form id="seed-form" class="seed-form">
    <label for="client-seed">${t.clientSeed}</label>
    <div><input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false">
    <button type="submit" class="secondary">${t.setSeed}</button></div>
  </form>
  </section>
</div>`;
}

export function gamePage(page: GamePage): string {
  const p = { ...page, theme: page.theme ?? 'dark' };
  const t = STUDIO_TEXT[p.language];
  const theme = p.engine === 'slot' ? slotTheme(p.gameCode) : { ...slotTheme('dice'), title: t.diceTitle };
  const config: StudioPageConfig = {
    engine: p.engine,
    gameCode: p.gameCode,
    launch: p.launchToken,
    lang: p.language,
    text: t,
    glyphs: theme.symbols.glyphs,
    names: theme.symbols.names[p.language],
    verifyPath: VERIFY_PATH,
    theme: p.theme,
    reelTiming: REEL_TIMING,
    diceReturnBp: Number(DICE_RETURN_BP),
  };
  return render(html`${studioHead(p.language, p.theme, theme.title)}
<body class="theme-${p.theme} ${accentClass(theme.hue)} engine-${p.engine}">
<script type="application/json" id="studio-config">${scriptJson(config)}</script>
<main>
<header class="top">
  <h1>${theme.title}</h1>
  <p class="balance"><span>${t.balance}</span> <strong id="balance" aria-live="polite">…</strong></p>
</header>
<p class="notice" id="notice" role="status" aria-live="polite">${p.launchToken === '' ? t.noLaunch : t.loading}</p>
${p.engine === 'slot' ? slotBoard(p.language, theme) : html`<div class="dice-face" id="dice-face" role="img" aria-label="${t.lastRoll}">--.--</div>`}
<section class="result" id="result" aria-live="polite" aria-label="${t.net}">
  <p class="headline" id="headline"></p>
  <dl><dt>${t.stake}</dt><dd id="r-stake">-</dd><dt>${t.win}</dt><dd id="r-win">-</dd><dt>${t.net}</dt><dd id="r-net">-</dd></dl>
</section>
${p.engine === 'dice' ? diceControls(p.language) : null}
<div class="play-row">
  <label class="stake"><span>${t.stake}</span>
    <select id="stake" aria-label="${t.stake}"></select>
  </label>
  <button type="button" id="play" class="play" disabled>${p.engine === 'slot' ? t.spin : t.roll}</button>
</div>
${fairness(p.language, p.theme)}
<section class="history" aria-label="${t.history}">
  <h2>${t.history}</h2>
  <ol id="history"><li class="empty">${t.noRounds}</li></ol>
</section>
</main>
<script src="${pageScript('studio', STUDIO_JS_BASE).path}"></script>
</body>
</html>`);
}
