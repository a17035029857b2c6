/**
 * The trial credit is TRIAL_BALANCE counted in the trial merchant's currency, whatever its scale:
 * a currency without decimals or with three gets exactly the configured amount, on SQLite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { setMerchantCurrencyScale } from '../../test/currency-scale.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

async function trialWallet(t: TestContext) {
  const free = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
  return valueOf<{ sumBalance: string; mainBalance: string; trial: boolean }>(
    await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token: free.token }),
  );
}

describe('trial credit in a currency without decimals', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ACCOUNTS_ENV, TRIAL_BALANCE: '2000' } });
    await setMerchantCurrencyScale(t, 0);
  });
  afterAll(async () => {
    await t.close();
  });

  it('credits exactly the configured 2000, and says so before the trial starts', async () => {
    expect(valueOf(await call(t, 'GET', '/wps/member/trialuser'))).toEqual({
      enabled: true,
      trialBalance: '2000',
    });
    expect(await trialWallet(t)).toMatchObject({ sumBalance: '2000', mainBalance: '2000', trial: true });
  });
});

describe('trial credit with a fraction', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ACCOUNTS_ENV, TRIAL_BALANCE: '2000.5' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is no trial in a currency that cannot count the fraction, rather than a rounded one', async () => {
    await setMerchantCurrencyScale(t, 0);
    expect(valueOf(await call(t, 'GET', '/wps/member/trialuser'))).toMatchObject({ enabled: false });
    expect(await call(t, 'POST', '/wps/session/login/freeplay', {})).toMatchObject({
      success: false,
      code: 'TRIAL_DISABLED',
    });
  });

  it('is counted in thousandths in a three-decimal currency', async () => {
    await setMerchantCurrencyScale(t, 3);
    expect(valueOf(await call(t, 'GET', '/wps/member/trialuser'))).toEqual({
      enabled: true,
      trialBalance: '2000.500',
    });
    expect(await trialWallet(t)).toMatchObject({ sumBalance: '2000.500', trial: true });
  });
});

describe('trial credit in thousandths', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ACCOUNTS_ENV, TRIAL_BALANCE: '2000.125' } });
    await setMerchantCurrencyScale(t, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  it('credits a three-decimal amount exactly in a three-decimal currency', async () => {
    expect(await trialWallet(t)).toMatchObject({ sumBalance: '2000.125', trial: true });
  });
});
