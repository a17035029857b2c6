/**
 * /lottery/verify: recomputes any drawn issue from its revealed seed (the same method as
 * /lgw/draw/verify, no script needed) and says loudly when a seed does not match the hash
 * published before the draw.
 */
import type { Language, LotteryDrawVerifyValue } from '@openlobby/contract';
import { html, render, type SafeHtml } from '../../../platform/html.ts';
import { LOTTERY_GAMES } from '../games.ts';
import { gameName } from '../views.ts';
import { LOTTERY_PAGE_PATH, LOTTERY_VERIFY_PATH, lotteryHead } from './page.ts';
import type { LotteryTheme } from './styles.ts';
import { LOTTERY_TEXT } from './text.ts';

/** The method in words, its formulas as left-to-right code inside either language's sentence. */
const METHOD = {
  EN: html`<p>Digit <i>i</i> is the first byte <i>b</i> below 250 of <code dir="ltr">HMAC-SHA256(key = seed bytes, message = "gameCode:numero:i")</code>, as <code dir="ltr">b mod 10</code>. The seed hash is the <code dir="ltr">SHA-256</code> of the seed bytes, published when the issue opens; the seed is revealed at the draw.</p>`,
  UR: html`<p>ہندسہ <i>i</i>، <code dir="ltr">HMAC-SHA256(key = seed bytes, message = "gameCode:numero:i")</code> کا پہلا بائٹ <i>b</i> جو 250 سے کم ہو، <code dir="ltr">b mod 10</code> کے طور پر۔ سیڈ ہیش سیڈ کے بائٹس کا <code dir="ltr">SHA-256</code> ہے، قرعہ کھلنے پر شائع؛ سیڈ قرعہ اندازی پر ظاہر کیا جاتا ہے۔</p>`,
} as const satisfies Record<Language, SafeHtml>;

export interface LotteryVerifyForm {
  readonly gameCode: string;
  readonly numero: string;
  readonly seed: string;
}

/** What the form produced: nothing asked, a verification, or a refusal in the reader's words. */
export type LotteryVerifyOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'result'; readonly value: LotteryDrawVerifyValue }
  | { readonly kind: 'error'; readonly message: string };

function resultBlock(language: Language, outcome: LotteryVerifyOutcome): SafeHtml | null {
  const t = LOTTERY_TEXT[language];
  if (outcome.kind === 'none') return null;
  if (outcome.kind === 'error') return html`<p class="bad" role="alert">${outcome.message}</p>`;
  const v = outcome.value;
  const drawn = v.drawnNumbers === null ? '-' : v.drawnNumbers.join(' ');
  return html`<section aria-labelledby="verdict-h">
<h2 id="verdict-h">${t.verdict}</h2>
<p class="${v.seedMatchesHash ? 'ok' : 'bad'}" role="alert">${v.seedMatchesHash ? t.seedOk : t.seedBad}</p>
${v.seedMatchesHash ? html`<p class="${v.verified ? 'ok' : 'bad'}">${v.verified ? t.drawnOk : t.drawnBad}</p>` : null}
<p>${t.seedHash}<code>${v.seedHash}</code></p>
<p>${t.derived}: <strong dir="ltr">${v.numbers.join(' ')}</strong></p>
<p>${t.drawn}: <strong dir="ltr">${drawn}</strong></p>
</section>`;
}

export function lotteryVerifyPage(
  language: Language,
  theme: LotteryTheme,
  form: LotteryVerifyForm,
  outcome: LotteryVerifyOutcome,
): string {
  const t = LOTTERY_TEXT[language];
  const options = LOTTERY_GAMES.map(
    (game) =>
      html`<option value="${game.code}"${game.code === form.gameCode ? html` selected` : null}>${gameName(game, language)}</option>`,
  );
  const field = (name: 'numero' | 'seed', label: string, extra: SafeHtml) =>
    html`<label>${label}<input name="${name}" value="${form[name]}" autocomplete="off" spellcheck="false" inputmode="${name === 'numero' ? 'numeric' : 'text'}"${extra}></label>`;
  return render(html`${lotteryHead(language, theme, t.verifyTitle)}
<body class="theme-${theme} verify">
<main>
<h1>${t.verifyTitle}</h1>
${resultBlock(language, outcome)}
<form method="get" action="${LOTTERY_VERIFY_PATH}" class="card">
  <input type="hidden" name="lang" value="${language}">
  <input type="hidden" name="cssName" value="${theme}">
  <label>${t.game}<select name="gameCode">${options}</select></label>
  ${field('numero', t.numero, html` required maxlength="16"`)}
  ${field('seed', t.seed, html` required maxlength="64"`)}
  <button type="submit" class="primary">${t.check}</button>
</form>
<section aria-label="${t.verifyTitle}">${METHOD[language]}</section>
<p><a href="${LOTTERY_PAGE_PATH}?code=${encodeURIComponent(form.gameCode)}&amp;lang=${language}&amp;cssName=${theme}">${t.back}</a></p>
</main>
</body>
</html>`);
}
