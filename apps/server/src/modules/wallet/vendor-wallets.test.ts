/**
 * GCS_walletTransfer through the real app, on SQLite and PostgreSQL: money between the main wallet and
 * transfer-wallet vendors' sub-wallets, exactly once per transfer id, never overdrawn, counted in
 * sumBalance; seamless and unknown vendors refused clearly; recall-all brings everything back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

const PATH = '/wps/relay/GCS_walletTransfer';
let t: TestContext;
let ids = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, TRANSFER_WALLET_VENDORS: 'JDB,PGS' } });
});
afterAll(async () => {
  await t.close();
});

interface Moved {
  transfers: { from: string; to: string; amount: string; replayed: boolean }[];
  wallet: { sumBalance: string; mainBalance: string; subWallets: { vendorCode: string; balance: string }[] };
}

function transfer(p: Player, body: Record<string, unknown>) {
  ids += 1;
  return call(t, 'POST', PATH, { transferId: `tw-${ids}-${Date.now()}`, ...body }, { token: p.token });
}

async function funded(minor: bigint): Promise<Player> {
  const p = await newPlayer(t);
  await fund(t, p, minor);
  return p;
}

describe('wallet transfer', () => {
  it('moves money to a vendor wallet and back; sumBalance counts the sub-wallets', async () => {
    const p = await funded(100_000n);
    const out = valueOf<Moved>(await transfer(p, { from: 'MAIN', to: 'JDB', amount: '250.50' }));
    expect(out.transfers).toEqual([{ from: 'MAIN', to: 'JDB', amount: '250.50', replayed: false }]);
    expect(out.wallet).toMatchObject({
      sumBalance: '1000.00',
      mainBalance: '749.50',
      subWallets: [
        { vendorCode: 'JDB', balance: '250.50' },
        { vendorCode: 'PGS', balance: '0.00' },
      ],
    });
    for (const url of ['/wps/wallets/gcs', '/wps/v2/wallets/balance']) {
      expect(
        valueOf<Moved['wallet']>(await call(t, 'GET', url, undefined, { token: p.token })),
      ).toMatchObject({ sumBalance: '1000.00', mainBalance: '749.50' });
    }
    const back = valueOf<Moved>(await transfer(p, { from: 'JDB', to: 'MAIN', amount: '50' }));
    expect(back.wallet).toMatchObject({ mainBalance: '799.50', subWallets: [{ balance: '200.50' }, {}] });
    // Withdrawals come from the main wallet only.
    expect(
      valueOf<{ available: string }>(
        await call(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, { token: p.token }),
      ),
    ).toMatchObject({ available: '799.50' });
    const history = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(
        t,
        'GET',
        '/wps/relay/ODS2_MemberTransaction',
        { txCode: 'WALLET_TRANSFER' },
        { token: p.token },
      ),
    );
    expect(history.content.map((row) => row.amount)).toEqual(['+50.00', '-250.50']);
    await expectReconciled(t);
  });

  it('moves nothing on a replay and refuses a reused id with different content', async () => {
    const p = await funded(10_000n);
    const body = { transferId: 'replay-me-0001', from: 'MAIN', to: 'PGS', amount: '30' };
    const first = valueOf<Moved>(await call(t, 'POST', PATH, body, { token: p.token }));
    const again = valueOf<Moved>(await call(t, 'POST', PATH, body, { token: p.token }));
    expect(again.transfers).toEqual([{ from: 'MAIN', to: 'PGS', amount: '30.00', replayed: true }]);
    expect(again.wallet).toEqual(first.wallet);
    expect(again.wallet).toMatchObject({ mainBalance: '70.00', sumBalance: '100.00' });
    expect(await call(t, 'POST', PATH, { ...body, amount: '31' }, { token: p.token })).toMatchObject({
      status: 409,
      code: 'TRANSFER_ID_REUSED',
    });
    // Another member may use the same client id: ids are per member.
    const q = await funded(10_000n);
    expect(valueOf<Moved>(await call(t, 'POST', PATH, body, { token: q.token })).transfers[0]).toMatchObject({
      replayed: false,
    });
  });

  it('refuses more than the wallet holds, in either direction', async () => {
    const p = await funded(10_000n);
    expect(await transfer(p, { from: 'MAIN', to: 'JDB', amount: '100.01' })).toMatchObject({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    await transfer(p, { from: 'MAIN', to: 'JDB', amount: '40' });
    expect(await transfer(p, { from: 'JDB', to: 'MAIN', amount: '40.01' })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '100.00', mainBalance: '60.00' });
  });

  it('says a seamless game uses the main wallet, and names unknown vendors and bad amounts', async () => {
    const p = await funded(10_000n);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'MAIN', to: 'OLS', amount: '1' }, 400, 'WALLET_TRANSFER_SEAMLESS'],
      [{ from: 'OLS', to: 'MAIN', amount: '1' }, 400, 'WALLET_TRANSFER_SEAMLESS'],
      [{ from: 'MAIN', to: 'NOPE', amount: '1' }, 404, 'VENDOR_NOT_FOUND'],
      [{ from: 'JDB', to: 'JDB', amount: '1' }, 400, 'WALLET_TRANSFER_SAME'],
      [{ from: 'MAIN', to: 'JDB', amount: '0' }, 400, 'AMOUNT_NOT_POSITIVE'],
      [{ from: 'MAIN', to: 'JDB', amount: '-5' }, 400, 'AMOUNT_NOT_POSITIVE'],
      [{ from: 'MAIN', to: 'JDB', amount: '1.001' }, 400, 'AMOUNT_TOO_PRECISE'],
      [{ from: 'MAIN', to: 'JDB', amount: '1e9' }, 400, 'AMOUNT_INVALID'],
      [{ from: 'MAIN', to: 'JDB', amount: '99999999999999999999999' }, 400, 'AMOUNT_TOO_LARGE'],
      [{ from: 'MAIN', to: 'JDB', amount: 5 }, 400, 'VALIDATION_FAILED'],
      [{ from: 'MAIN', to: '../x', amount: '1' }, 400, 'VALIDATION_FAILED'],
      [{ recallAll: false }, 400, 'VALIDATION_FAILED'],
      [{ from: 'MAIN', to: 'JDB', amount: '1', transferId: 'short' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      expect(await transfer(p, body), JSON.stringify(body)).toMatchObject({ status, code });
    }
    expect(
      await call(t, 'POST', PATH, { from: 'MAIN', to: 'JDB', amount: '1', transferId: 'no-session-1' }),
    ).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '100.00', mainBalance: '100.00' });
  });

  it('recalls every sub-wallet to the main wallet, once per transfer id', async () => {
    const p = await funded(10_000n);
    await transfer(p, { from: 'MAIN', to: 'JDB', amount: '20' });
    await transfer(p, { from: 'MAIN', to: 'PGS', amount: '30' });
    const body = { transferId: 'recall-all-0001', recallAll: true };
    const recalled = valueOf<Moved>(await call(t, 'POST', PATH, body, { token: p.token }));
    expect(recalled.transfers).toEqual([
      { from: 'JDB', to: 'MAIN', amount: '20.00', replayed: false },
      { from: 'PGS', to: 'MAIN', amount: '30.00', replayed: false },
    ]);
    expect(recalled.wallet).toMatchObject({ mainBalance: '100.00', sumBalance: '100.00' });
    const replay = valueOf<Moved>(await call(t, 'POST', PATH, body, { token: p.token }));
    expect(replay.transfers.map((m) => m.replayed)).toEqual([true, true]);
    expect(replay.wallet).toMatchObject({ mainBalance: '100.00' });
    const nothing = valueOf<Moved>(await transfer(p, { recallAll: true }));
    expect(nothing.transfers).toEqual([]);
    // Recalls racing each other: the money comes back once, and none of them fails.
    await transfer(p, { from: 'MAIN', to: 'JDB', amount: '60' });
    const racing = await Promise.all(Array.from({ length: 5 }, () => transfer(p, { recallAll: true })));
    expect(racing.every((r) => r.success)).toBe(true);
    const moved = racing.flatMap((r) => (r.value as Moved).transfers);
    expect(moved).toEqual([{ from: 'JDB', to: 'MAIN', amount: '60.00', replayed: false }]);
    expect(await balanceOf(t, p)).toMatchObject({ mainBalance: '100.00', sumBalance: '100.00' });
    await expectReconciled(t);
  });

  it('lets exactly as many concurrent transfers through as the balance covers', async () => {
    const p = await funded(5_000n);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => transfer(p, { from: 'MAIN', to: 'JDB', amount: '1.00' })),
    );
    expect(results.filter((r) => r.success)).toHaveLength(50);
    expect(results.filter((r) => r.code === 'INSUFFICIENT_BALANCE')).toHaveLength(50);
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '50.00', mainBalance: '0.00' });
    await expectReconciled(t);
  }, 60_000);
});

describe('without transfer-wallet vendors (the default)', () => {
  it('lists no sub-wallets and calls every vendor seamless', async () => {
    const plain = await createTestApp({ env: ACCOUNTS_ENV });
    try {
      const p = await newPlayer(plain);
      await fund(plain, p, 1_000n);
      expect(await balanceOf(plain, p)).toMatchObject({ sumBalance: '10.00', subWallets: [] });
      expect(
        await call(
          plain,
          'POST',
          PATH,
          { transferId: 'plain-0001', from: 'MAIN', to: 'OLS', amount: '1' },
          { token: p.token },
        ),
      ).toMatchObject({ code: 'WALLET_TRANSFER_SEAMLESS' });
      expect(
        valueOf<Moved>(
          await call(plain, 'POST', PATH, { transferId: 'plain-0002', recallAll: true }, { token: p.token }),
        ).transfers,
      ).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
