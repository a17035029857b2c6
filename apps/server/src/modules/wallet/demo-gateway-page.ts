/**
 * The demo gateway's page: plain HTML with two form buttons (no script, no inline style), so it
 * works under the strict CSP on any phone. English and Urdu, in the lobby's light or dark theme;
 * the amount and the order number read left to right inside the Urdu page.
 */
import { formatMoney, type Language, type MoneyCurrency } from '@openlobby/contract';
import { html, render } from '../../platform/html.ts';
import { pageHead } from '../../platform/page-head.ts';
import { type PageTheme, pageThemeCss } from '../../platform/page-theme.ts';

const TEXT = {
  EN: {
    title: 'Demo payment',
    intro: 'This is the built-in demo gateway. No real money moves.',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    approved: 'This payment has been made.',
    rejected: 'This payment was cancelled.',
    back: 'Back to the lobby',
    missingTitle: 'Payment not found',
    missing: 'This payment link is not valid. Start the deposit again from the lobby.',
  },
  UR: {
    title: 'ڈیمو ادائیگی',
    intro: 'یہ بلٹ اِن ڈیمو گیٹ وے ہے۔ کوئی اصل رقم منتقل نہیں ہوتی۔',
    amount: 'رقم',
    order: 'آرڈر',
    pay: 'ابھی ادا کریں',
    cancel: 'ادائیگی منسوخ کریں',
    approved: 'یہ ادائیگی ہو چکی ہے۔',
    rejected: 'یہ ادائیگی منسوخ ہو چکی ہے۔',
    back: 'لابی پر واپس جائیں',
    missingTitle: 'ادائیگی نہیں ملی',
    missing: 'یہ ادائیگی کا لنک درست نہیں۔ لابی سے دوبارہ رقم جمع کرانا شروع کریں۔',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface DemoPage {
  readonly language: Language;
  readonly theme: PageTheme;
  readonly depositId: string;
  /** The decimal string at the currency's scale. */
  readonly amount: string;
  /** The merchant's currency: the amount reads as it does in the lobby. */
  readonly currency: MoneyCurrency;
  readonly token: string;
  /** Null while pending; otherwise the decided status ("approved", anything else did not pay). */
  readonly decided: string | null;
  readonly backUrl: string;
}

export function demoGatewayPage(p: DemoPage): string {
  const t = TEXT[p.language];
  const action = `/pay/demo/${encodeURIComponent(p.depositId)}`;
  const body =
    p.decided === null
      ? html`<form method="post" action="${action}">
  <input type="hidden" name="token" value="${p.token}">
  <input type="hidden" name="lang" value="${p.language}">
  <button type="submit" name="action" value="paid" class="pay">${t.pay}</button>
  <button type="submit" name="action" value="failed" class="cancel">${t.cancel}</button>
</form>`
      : html`<p class="done" role="status"><strong>${p.decided === 'approved' ? t.approved : t.rejected}</strong></p>
<a class="back" href="${p.backUrl}">${t.back}</a>`;
  return render(html`${pageHead({ language: p.language, title: t.title, stylesheet: DEMO_GATEWAY_CSS_PATH, colorScheme: p.theme })}
<body class="theme-${p.theme}">
<main>
<h1>${t.title}</h1>
<p class="intro">${t.intro}</p>
<dl>
  <dt>${t.amount}</dt><dd class="amount"><bdi dir="ltr">${formatMoney(p.amount, p.currency, p.language)}</bdi></dd>
  <dt>${t.order}</dt><dd class="order"><bdi dir="ltr">${p.depositId}</bdi></dd>
</dl>
${body}
</main>
</body>
</html>`);
}

/** A link with a wrong token or an unknown deposit: said in the player's words, with the way back. */
export function demoGatewayMissingPage(language: Language, theme: PageTheme, backUrl: string): string {
  const t = TEXT[language];
  return render(html`${pageHead({ language, title: t.missingTitle, stylesheet: DEMO_GATEWAY_CSS_PATH, colorScheme: theme })}
<body class="theme-${theme}">
<main>
<h1>${t.missingTitle}</h1>
<p class="intro">${t.missing}</p>
<a class="back" href="${backUrl}">${t.back}</a>
</main>
</body>
</html>`);
}

/** Versioned, so a changed sheet is fetched again rather than served from an hour's cache. */
export const DEMO_GATEWAY_CSS_PATH = '/pay/demo/style-2.css';

export const DEMO_GATEWAY_CSS = `*{box-sizing:border-box}
${pageThemeCss()}
body{margin:0;font-family:system-ui,"Noto Naskh Arabic","Noto Sans Arabic",sans-serif;background:var(--bg);color:var(--text)}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.4rem;margin:0 0 .5rem;overflow-wrap:anywhere}
.intro{color:var(--muted);font-size:.9rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem;margin:1.5rem 0;padding:1rem;border-radius:.75rem;background:var(--surface);border:1px solid var(--line)}
dt{color:var(--muted)}dd{margin:0;font-weight:600;min-width:0;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
.order{font-size:.9rem}
form{display:grid;gap:.75rem}
button,.back{display:block;width:100%;min-height:3rem;border:0;border-radius:.75rem;padding:.6rem 1rem;font:inherit;font-size:1.05rem;text-align:center;text-decoration:none;line-height:1.4}
.pay{background:var(--go);color:var(--onGo);font-weight:600}
.cancel{background:var(--raised);color:var(--text);border:1px solid var(--line)}
.back{background:var(--primary);color:var(--onPrimary)}
.done{padding:.75rem 1rem;border-radius:.75rem;background:var(--raised);color:var(--onStatus)}
:focus-visible{outline:3px solid var(--link);outline-offset:2px}
`;
