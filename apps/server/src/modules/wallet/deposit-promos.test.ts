/**
 * Deposit promotions' eligibility, through the HTTP API and the real approval path: the first-deposit
 * bonus goes with the member's first credited deposit only, a promotion pays a member once, two
 * approvals at the same moment cannot both take a once-only bonus (SQLite and PostgreSQL), and the
 * bonus goes through the bonus engine: cash is the deposit, the bonus waits in the bonus account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  const merchant = await testMerchant(t);
  const at = new Date().toISOString();
  await t.database.db
    .insertInto('promotion')
    .values({
      merchant_id: merchant.id,
      promo_id: 'RELOAD5',
      sort_order: 99,
      kind: 'DEPOSIT',
      category: 'DEPOSIT',
      title_en: '5% reload bonus, once',
      title_ur: 'ایک بار 5% ری لوڈ بونس',
      bonus_bp: 500,
      max_bonus_minor: 100_000n,
      min_deposit_minor: 10_000n,
      eligibility: JSON.stringify({ oncePer: ['MEMBER'] }),
      wager_basis: 'BONUS_DEPOSIT',
      wager_multiple: 10,
      weights: JSON.stringify({ RNG: 100 }),
      expiry_days: 30,
      created_at: at,
      updated_at: at,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

function request(player: Player, amount: string, promoId?: string) {
  return call(
    t,
    'POST',
    '/wps/relay/MCS2_depositManualTransfer',
    {
      channelId: 'BANK_TRANSFER',
      amount,
      payerName: 'Ali Khan',
      reference: 'TX1',
      ...(promoId === undefined ? {} : { promoId }),
    },
    { token: player.token },
  );
}

async function requested(player: Player, amount: string, promoId?: string): Promise<string> {
  return valueOf<{ deposit: { depositId: string } }>(await request(player, amount, promoId)).deposit
    .depositId;
}

const approve = (depositId: string) => t.app.wallet.deposits.decide(depositId, true, 'test', null);

async function offered(player: Player): Promise<string[]> {
  const list = valueOf<{ promos: { promoId: string }[] }>(
    await call(t, 'GET', '/wps/relay/MCS2_depositPromoList', undefined, { token: player.token }),
  );
  // The demo seed's own deposit promotions are left out.
  return list.promos.map((promo) => promo.promoId).filter((id) => id === 'FIRST10' || id === 'RELOAD5');
}

/** Cash, and the active bonus's balance (bonus account), in major units. */
async function balances(player: Player) {
  const { activeBalanceMinor } = await t.app.wallet.bonus.listOf(player.id, { limit: 1 });
  return {
    cash: (await balanceOf(t, player)).mainBalance,
    bonus: (Number(activeBalanceMinor) / 100).toFixed(2),
  };
}

async function bonuses(player: Player): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('deposit')
    .select('bonus_minor')
    .where('member_id', '=', player.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => String(row.bonus_minor));
}

describe('first-deposit promotion', () => {
  it('pays with the first deposit only, then is neither offered nor accepted', async () => {
    const player = await newPlayer(t);
    expect(await offered(player)).toEqual(['FIRST10', 'RELOAD5']);
    await approve(await requested(player, '600', 'FIRST10'));
    // Cash is the deposit; the bonus waits in the bonus account until it is wagered through.
    expect(await balances(player)).toEqual({ cash: '600.00', bonus: '60.00' });
    expect(await offered(player)).toEqual(['RELOAD5']);
    expect(await request(player, '600', 'FIRST10')).toMatchObject({
      status: 409,
      code: 'PROMO_NOT_ELIGIBLE',
    });
    await expectReconciled(t);
  });

  it('pays nothing when another deposit was credited first, though both were requested before', async () => {
    const player = await newPlayer(t);
    const plain = await requested(player, '600');
    const withPromo = await requested(player, '600', 'FIRST10');
    await approve(plain);
    await approve(withPromo);
    expect((await balanceOf(t, player)).mainBalance).toBe('1200.00');
    expect(await bonuses(player)).toEqual(['0', '0']);
    await expectReconciled(t);
  });

  it('pays exactly one bonus when two first deposits are approved at the same moment', async () => {
    for (let n = 0; n < 5; n += 1) {
      const player = await newPlayer(t);
      const ids = [
        await requested(player, '600', 'FIRST10'),
        await requested(player, '600', 'FIRST10'),
        await requested(player, '600', 'FIRST10'),
      ];
      await Promise.all(ids.map(approve));
      expect(await balances(player)).toEqual({ cash: '1800.00', bonus: '60.00' });
      expect((await bonuses(player)).filter((bonus) => bonus !== '0')).toEqual(['6000']);
    }
    await expectReconciled(t);
  });
});

describe('MCS2_acceptPromo', () => {
  it('answers the bonus a deposit would carry, and the refusals a request would meet', async () => {
    const player = await newPlayer(t);
    const accept = (promoId: string, amount: string) =>
      call(t, 'POST', '/wps/relay/MCS2_acceptPromo', { promoId, amount }, { token: player.token });
    expect(valueOf(await accept('FIRST10', '600'))).toMatchObject({ promoId: 'FIRST10', bonus: '60.00' });
    expect(await accept('FIRST10', '50')).toMatchObject({ status: 404, code: 'PROMO_NOT_FOUND' });
    await approve(await requested(player, '600', 'FIRST10'));
    expect(await accept('FIRST10', '600')).toMatchObject({ status: 409, code: 'PROMO_NOT_ELIGIBLE' });
    expect(await accept('RELOAD5', '1000')).toMatchObject({ status: 409, code: 'BONUS_ALREADY_ACTIVE' });
  });
});

describe('one bonus at a time', () => {
  it('refuses a deposit with a promotion while a bonus is active', async () => {
    const player = await newPlayer(t);
    await approve(await requested(player, '600', 'FIRST10'));
    expect(await request(player, '1000', 'RELOAD5')).toMatchObject({
      status: 409,
      code: 'BONUS_ALREADY_ACTIVE',
    });
  });

  it('credits the deposit without its bonus when another bonus became active before approval', async () => {
    const player = await newPlayer(t);
    const first = await requested(player, '600', 'FIRST10');
    const reload = await requested(player, '1000', 'RELOAD5');
    await approve(first);
    await approve(reload);
    expect(await balances(player)).toEqual({ cash: '1600.00', bonus: '60.00' });
    expect((await bonuses(player)).sort()).toEqual(['0', '6000']);
    // Not used up: it is still offered once the running bonus is over.
    expect(await offered(player)).toEqual(['RELOAD5']);
    await expectReconciled(t);
  });
});

describe('once-per-member promotion', () => {
  it('pays one deposit of the member, whichever approval wins', async () => {
    const player = await newPlayer(t);
    await approve(await requested(player, '600'));
    const ids = [await requested(player, '1000', 'RELOAD5'), await requested(player, '1000', 'RELOAD5')];
    await Promise.all(ids.map(approve));
    expect(await balances(player)).toEqual({ cash: '2600.00', bonus: '50.00' });
    expect(await offered(player)).toEqual([]);
    expect(await request(player, '1000', 'RELOAD5')).toMatchObject({
      status: 409,
      code: 'PROMO_NOT_ELIGIBLE',
    });
    await expectReconciled(t);
  });
});
