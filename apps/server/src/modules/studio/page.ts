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
import { STUDIO_TEXT } from './text.ts';
import { slotTheme, type SlotTheme } from './theme.ts';

export const STUDIO_ASSET_VERSION = 1;
export const STUDIO_CSS_PATH = `/studio/assets/studio-${STUDIO_ASSET_VERSION}.css`;
/** The page script is served under `${STUDIO_JS_BASE}-<hash>.js` (platform/page-scripts.ts). */
export const STUDIO_JS_BASE = '/studio/assets/studio';
export const VERIFY_PATH = '/studio/verify';

export interface GamePage {
  readonly engine: StudioEngine;
  readonly gameCode: string;
  readonly launchToken: string;
  readonly language: Language;
}

/** The studio's pages are drawn dark whatever the lobby's theme. */
export function studioHead(language: Language, title: string): SafeHtml {
  return pageHead({ language, title, stylesheet: STUDIO_CSS_PATH, colorScheme: 'dark' });
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

function slotBoard(language: Language, theme: SlotTheme): SafeHtml {
  const t = STUDIO_TEXT[language];
  const cells = Array.from(
    { length: 9 },
    (_, i) =>
      html`<div class="cell" role="img" aria-label="${theme.symbols.names[language][5]}" data-i="${i}">${theme.symbols.glyphs[5]}</div>`,
  );
  return html`<div class="reels" id="reels" role="group" aria-label="${t.reels}">${cells}</div>`;
}

export function gamePage(p: GamePage): string {
  const t = STUDIO_TEXT[p.language];
  const theme =
    p.engine === 'slot'
      ? slotTheme(p.gameCode)
      : { ...slotTheme('dice'), title: p.language === 'UR' ? 'ڈائس' : 'Dice' };
  const config: StudioPageConfig = {
    engine: p.engine,
    gameCode: p.gameCode,
    launch: p.launchToken,
    lang: p.language,
    text: t,
    glyphs: theme.symbols.glyphs,
    names: theme.symbols.names[p.language],
    verifyPath: VERIFY_PATH,
    diceReturnBp: Number(DICE_RETURN_BP),
  };
  return render(html`${studioHead(p.language, theme.title)}
<body class="${accentClass(theme.hue)} engine-${p.engine}">
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
<section class="fair" aria-label="${t.fairness}">
  <p><span>${t.seedHash}</span><code id="seed-hash">…</code></p>
  <p><span>${t.nonce}</span> <code id="nonce">…</code></p>
  <form id="seed-form" class="seed-form">
    <label for="client-seed">${t.clientSeed}</label>
    <div><input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false">
    <button type="submit" class="secondary">${t.setSeed}</button></div>
  </form>
  <a class="link" href="${VERIFY_PATH}?lang=${p.language}">${t.fairness}</a>
</section>
<section class="history" aria-label="${t.history}">
  <h2>${t.history}</h2>
  <ol id="history"><li class="empty">${t.noRounds}</li></ol>
</section>
</main>
<script src="${pageScript('studio', STUDIO_JS_BASE).path}"></script>
</body>
</html>`);
}
