/**
 * The demo payment page as the lobby opens it: in the player's language and theme. In Urdu every
 * word is Urdu (the amount and order number stay left-to-right islands), before and after paying,
 * and the light theme the lobby names reaches the page's colours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { englishWordsIn, parsePage } from '../../test/page-language.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';
import { PAGE_THEMES } from '../../platform/page-theme.ts';

let t: TestContext;
let player: Player;

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_ENV, PAYMENT_GATEWAY_SECRET: 'gateway-page-secret-0123456789abcdef0123' },
  });
  player = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
});

async function startDeposit(amount: string): Promise<{ depositId: string; redirectUrl: string }> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_depositPaymentGateway',
    headers: { authorization: player.token },
    payload: { channelId: 'DEMO_GATEWAY', amount },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const value = answer.json<{ value: { deposit: { depositId: string }; redirectUrl: string } }>().value;
  return { depositId: value.deposit.depositId, redirectUrl: value.redirectUrl };
}

async function open(url: string) {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return parsePage(page.body);
}

async function stylesheetOf(doc: ReturnType<typeof parsePage>): Promise<string> {
  const href = doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
  const sheet = await t.app.inject({ method: 'GET', url: href });
  expect(sheet.statusCode).toBe(200);
  return sheet.body;
}

describe('the demo payment page in Urdu and the light theme', () => {
  it('reads wholly in Urdu, right to left, with the amount and order as left-to-right islands', async () => {
    const { depositId, redirectUrl } = await startDeposit('2500.00');
    const doc = await open(`${redirectUrl}&lang=UR&cssName=light`);

    expect(doc.documentElement.getAttribute('lang')).toBe('ur');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(englishWordsIn(doc)).toEqual([]);
    expect(doc.querySelector('h1')?.textContent).toBe('ڈیمو ادائیگی');
    const buttons = [...doc.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['ابھی ادا کریں', 'ادائیگی منسوخ کریں']);
    expect(doc.querySelector('.amount bdi')?.getAttribute('dir')).toBe('ltr');
    expect(doc.querySelector('.amount bdi')?.textContent).toBe('¥2,500.00');
    expect(doc.querySelector('.order bdi[dir="ltr"]')?.textContent).toBe(depositId);
  });

  it("is drawn in the lobby's light theme, and dark when the link names none", async () => {
    const { redirectUrl } = await startDeposit('250.00');
    const light = await open(`${redirectUrl}&lang=UR&cssName=light`);
    expect(light.body.className).toBe('theme-light');
    expect(light.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light');
    // The one-word form the other server pages also take.
    expect((await open(`${redirectUrl}&theme=light`)).body.className).toBe('theme-light');

    const dark = await open(redirectUrl);
    expect(dark.body.className).toBe('theme-dark');
    expect(dark.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark');

    const css = await stylesheetOf(light);
    expect(css).toContain(`.theme-light{--bg:${PAGE_THEMES.light.bg}`);
    expect(css).toMatch(/body\{[^}]*background:var\(--bg\);color:var\(--text\)/);
    // No colour of its own outside the theme blocks: every colour follows the theme.
    const outsideThemes = css.replace(/\.theme-(light|dark)\{[^}]*\}/g, '');
    expect(outsideThemes.match(/#[0-9a-f]{3,6}\b/gi) ?? []).toEqual([]);
  });

  it('tells a decided payment in Urdu too, never the status word the gateway stored', async () => {
    const { depositId, redirectUrl } = await startDeposit('300.00');
    const token = new URL(redirectUrl, 'http://x').searchParams.get('token') ?? '';
    const decided = await t.app.inject({
      method: 'POST',
      url: `/pay/demo/${depositId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'failed', lang: 'UR' }).toString(),
    });
    expect(decided.statusCode).toBe(303);

    const doc = await open(`${redirectUrl}&lang=UR&cssName=light`);
    expect(englishWordsIn(doc)).toEqual([]);
    expect(doc.querySelector('.done')?.textContent).toBe('یہ ادائیگی منسوخ ہو چکی ہے۔');
    expect(doc.querySelector('a.back')?.textContent).toBe('لابی پر واپس جائیں');
    const english = await open(`${redirectUrl}&lang=EN`);
    expect(english.querySelector('.done')?.textContent).toBe('This payment was cancelled.');
  });

  it('answers a wrong or stale link with a page in Urdu and light, not an API answer', async () => {
    const { depositId } = await startDeposit('250.00');
    const page = await t.app.inject({
      method: 'GET',
      url: `/pay/demo/${depositId}?token=${'0'.repeat(64)}&lang=UR&cssName=light`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const doc = parsePage(page.body);
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(englishWordsIn(doc)).toEqual([]);
    expect(doc.body.className).toBe('theme-light');
    expect(doc.querySelector('h1')?.textContent).toBe('ادائیگی نہیں ملی');
    expect(doc.querySelector('a.back')?.getAttribute('href')).toBe('/m/voucherCenter');
  });
});
