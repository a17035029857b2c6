/**
 * /lottery/: the house lottery game the lobby's launch frame opens (spec 2.11). Server-rendered
 * HTML, one small script and one stylesheet (no inline script or style, so the strict CSP holds);
 * settings and words travel in a JSON data block. The page never takes the session token from its
 * address: the lobby that frames it hands it over by postMessage (see apps/server/browser/lottery/).
 */
import { type Language, PRIZE_MODES, type PrizeMode, PrizeMode as Modes } from '@openlobby/contract';
import { html, render, type SafeHtml, scriptJson } from '../../../platform/html.ts';
import type { LotteryPageConfig } from '../../../../browser/lottery/config.ts';
import { pageHead } from '../../../platform/page-head.ts';
import { pageScript } from '../../../platform/page-scripts.ts';
import { oddsTable } from '../bets.ts';
import { gameName } from '../views.ts';
import { LOTTERY_GAMES, lotteryGame } from '../games.ts';
import type { LotteryTheme } from './styles.ts';
import { LOTTERY_TEXT } from './text.ts';

// Assets are cached as immutable: a changed stylesheet needs a new version (the script's path
// carries a hash of the script, see platform/page-scripts.ts).
export const LOTTERY_ASSET_VERSION = 3;
export const LOTTERY_PAGE_PATH = '/lottery/';
export const LOTTERY_VERIFY_PATH = '/lottery/verify';
export const LOTTERY_CSS_PATH = `/lottery/assets/lottery-${LOTTERY_ASSET_VERSION}.css`;
/** The page script is served under `${LOTTERY_JS_BASE}-<hash>.js`. */
export const LOTTERY_JS_BASE = '/lottery/assets/lottery';
/** Where a page opened without its lobby sends the player. */
export const LOBBY_HOME_PATH = '/m/home';
export const LOTTERY_LOBBY_PATH = '/m/lottery';

export interface LotteryPageOptions {
  readonly language: Language;
  readonly theme: LotteryTheme;
  /** The lottery's game code (`code`), or '' to pick it by gameId in the browser. */
  readonly gameCode: string;
  readonly gameId: number | null;
  readonly prizeMode: PrizeMode;
}

/** The frame's query as typed by anyone: unknown or malformed values fall back, never fail. */
export function pageOptions(query: Readonly<Record<string, string | undefined>>): LotteryPageOptions {
  const lang = (query.lang ?? '').toUpperCase();
  const gameId = Number(query.gameId);
  const mode = PRIZE_MODES.find((m) => m.toLowerCase() === (query.prize_mode ?? '').toLowerCase());
  return {
    language: lang === 'UR' ? 'UR' : 'EN',
    theme: (query.cssName ?? '').toLowerCase().includes('light') ? 'light' : 'dark',
    gameCode: /^[a-z0-9-]{1,32}$/.test(query.code ?? '') ? (query.code ?? '') : '',
    gameId: Number.isSafeInteger(gameId) && gameId > 0 ? gameId : null,
    prizeMode: mode ?? Modes.ELOTT,
  };
}

export function lotteryHead(language: Language, theme: LotteryTheme, title: string): SafeHtml {
  return pageHead({ language, title, stylesheet: LOTTERY_CSS_PATH, colorScheme: theme });
}

export function lotteryPage(p: LotteryPageOptions): string {
  const t = LOTTERY_TEXT[p.language];
  const game = lotteryGame(p.gameCode);
  // Without a known code or an id to look up, there is no game to bet on: the page says so and
  // offers the way back, with no bet form to fill in vain.
  const absent = game === undefined && (p.gameCode !== '' || p.gameId === null);
  const title = game === undefined ? t.title : gameName(game, p.language);
  const config: LotteryPageConfig = {
    lang: p.language,
    gameCode: p.gameCode,
    gameId: p.gameId,
    absent,
    prizeMode: p.prizeMode,
    // The server's odds for each game size; the page has no formula of its own (bets.ts).
    odds: Object.fromEntries(LOTTERY_GAMES.map((g) => [g.digits, oddsTable(g.digits, p.prizeMode)])),
    verifyPath: LOTTERY_VERIFY_PATH,
    text: t,
  };
  return render(html`${lotteryHead(p.language, p.theme, title)}
<body class="theme-${p.theme}">
<script type="application/json" id="lottery-config">${scriptJson(config)}</script>
<main>
<header class="top">
  <h1 id="game-name">${title}</h1>
  <p class="balance"><span>${t.balance}</span> <strong id="balance" aria-live="polite">…</strong></p>
</header>
<p class="notice${absent ? ' error' : ''}" id="notice" role="status" aria-live="polite">${absent ? t.noGame : t.connecting}</p>
${absent ? html`<p id="lobby-link">` : html`<p id="lobby-link" hidden>`}<a href="${LOBBY_HOME_PATH}" target="_top">${t.toLobby}</a> · <a href="${LOTTERY_LOBBY_PATH}" target="_top">${t.toLotteries}</a></p>
${absent ? html`<div id="game-area" hidden>` : html`<div id="game-area">`}
<section aria-labelledby="issue-h">
  <div class="issue-row"><h2 id="issue-h">${t.issue}</h2><span class="numero" id="numero">…</span></div>
  <div class="issue-row"><span id="countdown-label">${t.closesIn}</span><span class="countdown" id="countdown" role="timer" aria-labelledby="countdown-label">--:--</span></div>
</section>
<section id="result" aria-labelledby="result-h" aria-live="polite">
  <div class="issue-row"><h2 id="result-h">${t.result}</h2><span class="numero" id="result-numero"></span></div>
  <div class="balls" id="result-balls" role="img" aria-label="${t.numbers}"></div>
  <p class="headline" id="headline">${t.noResultYet}</p>
</section>
<section aria-labelledby="bet-h">
  <h2 id="bet-h">${t.yourBet}</h2>
  <form id="bet-form" novalidate>
    <label>${t.betType}<select id="bet-type" name="betType"></select></label>
    <div id="selection"></div>
    <label>${t.stake} <span id="limits"></span><input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1.00"></label>
    <p class="preview" id="preview" aria-live="polite"></p>
    <button type="submit" class="secondary" id="add">${t.addToSlip}</button>
  </form>
</section>
<section aria-labelledby="slip-h">
  <h2 id="slip-h">${t.slip}</h2>
  <ul class="slip" id="slip"><li class="empty">${t.slipEmpty}</li></ul>
  <p class="total"><span>${t.total}</span><span id="slip-total" dir="ltr">0.00</span></p>
  <button type="button" class="primary" id="place" disabled>${t.placeOrder}</button>
  <p class="notice" id="slip-status" role="status"></p>
</section>
<section aria-labelledby="orders-h">
  <h2 id="orders-h">${t.myOrders}</h2>
  <p class="notice" id="orders-status" role="status"></p>
  <ol id="orders"><li class="empty">${t.noOrders}</li></ol>
</section>
<section class="history" aria-labelledby="history-h">
  <h2 id="history-h">${t.history}</h2>
  <ol id="history"><li class="empty">${t.noDraws}</li></ol>
</section>
</div>
</main>
<script src="${pageScript('lottery', LOTTERY_JS_BASE).path}"></script>
</body>
</html>`);
}
