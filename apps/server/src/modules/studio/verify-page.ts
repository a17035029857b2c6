/**
 * /studio/verify: the published method, its test vectors, and a form (plain GET, no script) that
 * recomputes any round from server seed, client seed and nonce, and says loudly when the seed does
 * not match the hash shown before play.
 */
import type { Language, VerifyValue } from '@openlobby/contract';
import { html, render, type SafeHtml } from '../../platform/html.ts';
import { PAYTABLE, REEL_STRIPS } from './engine/slot.ts';
import {
  DICE_VECTORS,
  SLOT_VECTORS,
  VECTOR_CLIENT_SEED,
  VECTOR_SEED_HASH,
  VECTOR_SERVER_SEED,
} from './engine/vectors.ts';
import { studioHead, VERIFY_PATH } from './page.ts';
import { STUDIO_TEXT } from './text.ts';
import type { StudioTheme } from './theme.ts';

export interface VerifyForm {
  readonly engine: 'slot' | 'dice';
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: string;
  readonly chance: string;
  readonly direction: 'under' | 'over';
}

const METHOD = {
  EN: html`<p>Before each round the server commits to a secret <b>server seed</b> (32 random bytes as 64 hex characters) by showing its SHA-256 hash. You can set your own <b>client seed</b>; the <b>nonce</b> counts your rounds from 0.</p>
<p>The round's bytes are <code dir="ltr">HMAC-SHA256(key = server seed text, message = clientSeed + ":" + nonce)</code>. After the round the seed is revealed and a new seed's hash is shown, so every round can be checked at once.</p>
<p><b>Slot</b>: reel <i>i</i> (0, 1, 2) stops at <code dir="ltr">byte[i] AND 31</code> and shows strip positions stop, stop+1, stop+2 (wrapping) from top to bottom. Five lines: the three rows and the two diagonals. Three equal symbols on a line pay the table below, in hundredths of the stake. Return to player: exactly 96.21% (3,152,575 / 3,276,800 by enumerating every stop).</p>
<p><b>Dice</b>: read the bytes as eight big-endian 32-bit numbers; the first below 4,294,960,000, modulo 10,000, is the roll (0.00 to 99.99). "Under" wins when roll &lt; chance, "over" when roll ≥ 100.00 − chance. A win pays stake × 0.99 ÷ chance, rounded down to the cent.</p>
<p>The outcome uses nothing else: not your balance, not your stake, no operator setting.</p>`,
  UR: html`<p>ہر راؤنڈ سے پہلے سرور ایک خفیہ <b>سرور سیڈ</b> (64 ہیکس حروف) طے کرتا ہے اور اس کا <code dir="ltr">SHA-256</code> ہیش دکھاتا ہے۔ آپ اپنا <b>کلائنٹ سیڈ</b> خود رکھ سکتے ہیں؛ <b>نونس</b> آپ کے راؤنڈ 0 سے گنتا ہے۔</p>
<p>راؤنڈ کے بائٹس <code dir="ltr">HMAC-SHA256(key = server seed, message = clientSeed + ":" + nonce)</code> ہیں۔ راؤنڈ کے بعد سیڈ ظاہر کیا جاتا ہے اور نئے سیڈ کا ہیش دکھایا جاتا ہے، اس لیے ہر راؤنڈ کی فوراً جانچ ہو سکتی ہے۔</p>
<p><b>سلاٹ</b>: ریل <i>i</i> (0، 1، 2) <code dir="ltr">byte[i] AND 31</code> پر رکتی ہے اور اوپر سے نیچے <code dir="ltr">stop</code>، <code dir="ltr">stop+1</code>، <code dir="ltr">stop+2</code> دکھاتی ہے۔ پانچ لائنیں: تین قطاریں اور دو ترچھی۔ ایک لائن پر تین ایک جیسے نشان نیچے دی گئی جدول کے مطابق (داؤ کے سوویں حصوں میں) ادا کرتے ہیں۔ کھلاڑی کو واپسی: بالکل 96.21%۔</p>
<p><b>ڈائس</b>: بائٹس کو آٹھ 32-بٹ نمبروں کے طور پر پڑھیں؛ پہلا نمبر جو 4,294,960,000 سے کم ہو، اس کا 10,000 پر باقی نمبر ہے (0.00 سے 99.99)۔ "کم" تب جیتتا ہے جب نمبر امکان سے کم ہو، "زیادہ" تب جب نمبر ≥ 100.00 − امکان ہو۔ جیت داؤ × 0.99 ÷ امکان ادا کرتی ہے، سینٹ تک نیچے گول۔</p>
<p>نتیجہ کسی اور چیز پر منحصر نہیں: نہ آپ کا بیلنس، نہ داؤ، نہ کوئی آپریٹر سیٹنگ۔</p>`,
} as const satisfies Record<Language, SafeHtml>;

function vectorsTable(language: Language): SafeHtml {
  const t = STUDIO_TEXT[language];
  const slotRows = SLOT_VECTORS.map(
    (v) =>
      html`<tr><td>${t.slot}</td><td>${v.nonce}</td><td>${t.stops}: ${v.stops.join(', ')}; ${t.payShort}: ${v.pay}</td></tr>`,
  );
  const diceRows = DICE_VECTORS.map(
    (v) =>
      html`<tr><td>${t.dice}</td><td>${v.nonce}</td><td>${t.lastRoll}: ${v.roll} (${(v.roll / 100).toFixed(2)})</td></tr>`,
  );
  return html`<p>${t.seedLabel} <code>${VECTOR_SERVER_SEED}</code> <code dir="ltr">SHA-256</code> <code>${VECTOR_SEED_HASH}</code> ${t.clientSeedLabel} <code>${VECTOR_CLIENT_SEED}</code></p>
<table><thead><tr><th>${t.engine}</th><th>${t.nonceOnly}</th><th>${t.result}</th></tr></thead><tbody>${[...slotRows, ...diceRows]}</tbody></table>
<table><thead><tr><th>${t.reel}</th><th>${t.strip}</th></tr></thead><tbody>${REEL_STRIPS.map((s, i) => html`<tr><td>${i}</td><td>${s.join(' ')}</td></tr>`)}</tbody></table>
<table><thead><tr><th>${t.symbol}</th><th>${t.payShort}</th></tr></thead><tbody>${PAYTABLE.map((p, i) => html`<tr><td>${i}</td><td>${p}</td></tr>`)}</tbody></table>`;
}

/**
 * A label naming an algorithm ("SHA-256", "HMAC-SHA256"): the name is kept as a left-to-right
 * island, so inside an Urdu sentence its letters and hyphen do not reorder.
 */
function algorithmNames(label: string): SafeHtml {
  return html`${label
    .split(/([A-Z][A-Z0-9-]*[A-Z0-9])/)
    .map((part, i) => (i % 2 === 1 ? html`<bdi dir="ltr">${part}</bdi>` : part))}`;
}

function resultBlock(language: Language, result: VerifyValue | null): SafeHtml | null {
  if (result === null) return null;
  const t = STUDIO_TEXT[language];
  const hash =
    result.hashMatches === null
      ? null
      : html`<p class="${result.hashMatches ? 'ok' : 'bad'}" role="alert">${result.hashMatches ? t.hashOk : t.hashBad}</p>`;
  const outcome =
    result.outcome.engine === 'slot'
      ? html`<p>${t.stops}: <code>${result.outcome.slot.stops.join(', ')}</code></p>
<p>${t.lines}: <code>${result.outcome.slot.lines.map((l) => `${t.line} ${l.line + 1}: ${l.pay}`).join('; ') || '-'}</code></p>
<p>${t.pay}: <code>${result.outcome.slot.pay}</code></p>`
      : html`<p>${t.lastRoll}: <code>${(result.outcome.dice.roll / 100).toFixed(2)}</code></p>
<p>${t.result}: <strong>${result.outcome.dice.won ? t.won : t.lost}</strong></p>`;
  return html`<section class="result" aria-live="polite" aria-label="${t.result}">${hash}
<p>${algorithmNames(t.hashComputed)}: <code>${result.serverSeedHash}</code></p>
<p>${algorithmNames(t.hmac)}: <code>${result.hmac}</code></p>
${outcome}</section>`;
}

/** `result` null with `asked` true: the form was sent but does not name a round. */
export function verifyPage(
  language: Language,
  theme: StudioTheme,
  form: VerifyForm,
  result: VerifyValue | null,
  asked = false,
): string {
  const t = STUDIO_TEXT[language];
  const field = (name: keyof VerifyForm, label: string, value: string, extra: SafeHtml | null = null) =>
    html`<label>${label}<input name="${name}" value="${value}" autocomplete="off" spellcheck="false"${extra}></label>`;
  const option = (value: string, label: string, selected: boolean) =>
    html`<option value="${value}"${selected ? html` selected` : null}>${label}</option>`;
  return render(html`${studioHead(language, theme, t.verifyTitle)}
<body class="theme-${theme} hue-14 verify">
<main>
<h1>${t.verifyTitle}</h1>
${resultBlock(language, result)}${result === null && asked ? html`<p class="bad" role="alert">${t.invalid}</p>` : null}
<form method="get" action="${VERIFY_PATH}">
  <input type="hidden" name="lang" value="${language}">
  <input type="hidden" name="cssName" value="${theme}">
  <label>${t.engine}<select name="engine">${option('slot', t.slot, form.engine === 'slot')}${option('dice', t.dice, form.engine === 'dice')}</select></label>
  ${field('serverSeed', t.serverSeed, form.serverSeed, html` required maxlength="128"`)}
  ${field('serverSeedHash', t.shownHash, form.serverSeedHash, html` maxlength="64"`)}
  ${field('clientSeed', t.clientSeed, form.clientSeed, html` required maxlength="64"`)}
  ${field('nonce', t.nonceOnly, form.nonce, html` required inputmode="numeric"`)}
  ${field('chance', `${t.chance} (%) — ${t.dice}`, form.chance, html` inputmode="numeric"`)}
  <label>${t.winsIf} — ${t.dice}<select name="direction">${option('under', t.under, form.direction === 'under')}${option('over', t.over, form.direction === 'over')}</select></label>
  <button type="submit" class="play">${t.check}</button>
</form>
<section class="doc" aria-label="${t.fairness}">
<h2>${t.fairness}</h2>
${METHOD[language]}
<h2>${t.vectors}</h2>
${vectorsTable(language)}
</section>
</main>
</body>
</html>`);
}
