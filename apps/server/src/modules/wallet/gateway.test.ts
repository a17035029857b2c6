/**
 * The demo gateway end to end over real HTTP: the member starts a deposit, opens the gateway's page,
 * pays; the signed callback credits once. Double, concurrent and out-of-order callbacks change
 * nothing; forged, stale, altered and replayed ones are refused with a clear 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { type CallbackFields, callbackSignature, signCallback } from './gateway.ts';

const SECRET = 'gateway-test-secret-0123456789abcdef0123';
let t: TestContext;
let base = '';
let player: Player;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, PAYMENT_GATEWAY_SECRET: SECRET } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  player = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
});

async function json(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: token }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    ...((await response.json()) as { success: boolean; code?: string; value?: Record<string, unknown> }),
  };
}

async function startDeposit(amount = '250.00') {
  const answer = await json(
    'POST',
    '/wps/relay/MCS2_depositPaymentGateway',
    { channelId: 'DEMO_GATEWAY', amount },
    player.token,
  );
  return answer.value as {
    deposit: { depositId: string; amount: string; status: string };
    redirectUrl: string;
  };
}

const balance = async () =>
  ((await json('GET', '/wps/wallets/gcs', undefined, player.token)).value as { sumBalance: string })
    .sumBalance;

const callback = (fields: object) => json('POST', '/wps/deposit/callback/demo', fields);

describe('demo payment gateway', () => {
  it('pays through its own page and credits once', async () => {
    const { deposit, redirectUrl } = await startDeposit();
    expect(redirectUrl).toMatch(/^\/pay\/demo\/D\w+\?token=[0-9a-f]{64}$/);

    const page = await fetch(`${base}${redirectUrl}&lang=UR`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('250.00');
    expect(html).not.toMatch(/<script|style=/);
    expect((await fetch(`${base}/pay/demo/${deposit.depositId}?token=${'0'.repeat(64)}`)).status).toBe(404);

    const token = new URL(redirectUrl, base).searchParams.get('token') ?? '';
    const paid = await fetch(`${base}/pay/demo/${deposit.depositId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action: 'paid', lang: 'EN' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter?depositId=${deposit.depositId}&result=paid`);
    expect(await balance()).toBe('250.00');

    // The gateway retries (a new nonce), twice at once, then reports a late failure: nothing moves.
    const again = () =>
      signCallback(SECRET, { depositId: deposit.depositId, status: 'paid', amount: '250.00' }, new Date());
    const retries = await Promise.all([callback(again()), callback(again())]);
    expect(retries.map((r) => r.value?.status)).toEqual(['approved', 'approved']);
    const late = await callback(
      signCallback(SECRET, { depositId: deposit.depositId, status: 'failed', amount: '250.00' }, new Date()),
    );
    expect(late).toMatchObject({ status: 200, value: { status: 'approved' } });
    expect(await balance()).toBe('250.00');

    // The page now shows the outcome instead of the buttons.
    expect(await (await fetch(`${base}${redirectUrl}`)).text()).toContain('This payment has been made.');
    await expectReconciled(t);
  });

  it('shows the amount as the lobby does, in English and Urdu: symbol, thousands separators, Latin digits', async () => {
    const { redirectUrl } = await startDeposit('2500.00');
    for (const lang of ['EN', 'UR']) {
      const html = await (await fetch(`${base}${redirectUrl}&lang=${lang}`)).text();
      expect(html).toContain('<dd class="amount"><bdi dir="ltr">¥2,500.00</bdi></dd>');
    }
  });

  it('refuses forged, altered, stale and replayed callbacks', async () => {
    const { deposit } = await startDeposit('300.00');
    const fields: CallbackFields = {
      depositId: deposit.depositId,
      status: 'paid',
      amount: '300.00',
      timestamp: Math.floor(Date.now() / 1000),
      nonce: 'nonce-forged-0001',
    };
    const forged = { ...fields, signature: callbackSignature('not-the-secret-0123456789abcdef0123', fields) };
    expect(await callback(forged)).toMatchObject({ status: 401, code: 'CALLBACK_SIGNATURE_INVALID' });
    const signed = { ...fields, signature: callbackSignature(SECRET, fields) };
    expect(await callback({ ...signed, amount: '3000.00' })).toMatchObject({
      status: 401,
      code: 'CALLBACK_SIGNATURE_INVALID',
    });
    const stale = { ...fields, timestamp: fields.timestamp - 3600, nonce: 'nonce-stale-0001' };
    expect(await callback({ ...stale, signature: callbackSignature(SECRET, stale) })).toMatchObject({
      status: 401,
    });
    const wrongAmount = signCallback(
      SECRET,
      { depositId: deposit.depositId, status: 'paid', amount: '299.99' },
      new Date(),
    );
    expect(await callback(wrongAmount)).toMatchObject({ status: 400, code: 'AMOUNT_INVALID' });
    expect(await callback({ ...signed, signature: 'zz' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await json('POST', '/wps/deposit/callback/other', signed)).toMatchObject({
      status: 404,
      code: 'GATEWAY_NOT_FOUND',
    });
    expect(await balance()).toBe('250.00');

    expect(await callback(signed)).toMatchObject({ status: 200, value: { status: 'approved' } });
    expect(await callback(signed)).toMatchObject({ status: 409, code: 'CALLBACK_REPLAYED' });
    expect(await balance()).toBe('550.00');
  });

  it('leaves a deposit the gateway failed first as rejected, whatever comes after', async () => {
    const { deposit } = await startDeposit('100.00');
    const send = (status: 'paid' | 'failed') =>
      callback(signCallback(SECRET, { depositId: deposit.depositId, status, amount: '100.00' }, new Date()));
    expect(await send('failed')).toMatchObject({ value: { status: 'rejected' } });
    expect(await send('paid')).toMatchObject({ value: { status: 'rejected' } });
    expect(await balance()).toBe('550.00');
    await expectReconciled(t);
  });
});
