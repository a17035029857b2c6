/**
 * The demo gateway's page: plain HTML with two form buttons (no script, no inline style), so it
 * works under the strict CSP on any phone. English and Urdu.
 */
import { formatMoney, type Language, type MoneyCurrency } from '@openlobby/contract';
import { html, render } from '../../platform/html.ts';
import { pageHead } from '../../platform/page-head.ts';

const TEXT = {
  EN: {
    title: 'Demo payment',
    intro: 'This is the built-in demo gateway. No real money moves.',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    done: 'This payment is already',
    back: 'Back to the lobby',
  },
  UR: {
    title: 'ڈیمو ادائیگی',
    intro: 'یہ بلٹ اِن ڈیمو گیٹ وے ہے۔ کوئی اصل رقم منتقل نہیں ہوتی۔',
    amount: 'رقم',
    order: 'آرڈر',
    pay: 'ابھی ادا کریں',
    cancel: 'ادائیگی منسوخ کریں',
    done: 'یہ ادائیگی پہلے ہی',
    back: 'لابی پر واپس جائیں',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface DemoPage {
  readonly language: Language;
  readonly depositId: string;
  /** The decimal string at the currency's scale. */
  readonly amount: string;
  /** The merchant's currency: the amount reads as it does in the lobby. */
  readonly currency: MoneyCurrency;
  readonly token: string;
  /** Null while pending; otherwise the decided status. */
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
      : html`<p class="done">${t.done}: <strong>${p.decided}</strong></p>
<a class="back" href="${p.backUrl}">${t.back}</a>`;
  return render(html`${pageHead({ language: p.language, title: t.title, stylesheet: '/pay/demo/style.css' })}
<body>
<main>
<h1>${t.title}</h1>
<p class="intro">${t.intro}</p>
<dl>
  <dt>${t.amount}</dt><dd class="amount"><bdi>${formatMoney(p.amount, p.currency, p.language)}</bdi></dd>
  <dt>${t.order}</dt><dd>${p.depositId}</dd>
</dl>
${body}
</main>
</body>
</html>`);
}

export const DEMO_GATEWAY_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.4rem;margin:0 0 .5rem}
.intro{color:#94a3b8;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}
dt{color:#94a3b8}dd{margin:0;font-weight:600}
.amount{font-size:1.5rem}
form{display:grid;gap:.75rem}
button,.back{display:block;width:100%;min-height:3rem;border:0;border-radius:.75rem;font-size:1.05rem;text-align:center;text-decoration:none;line-height:3rem}
.pay{background:#22c55e;color:#052e16}
.cancel{background:#334155;color:#e2e8f0}
.back{background:#3b82f6;color:#fff}
`;
