/**
 * Deposit promotions' eligibility, through the HTTP API and the real approval path: the first-deposit
 * bonus goes with the member's first credited deposit only, a promotion pays a member once, two
 * approvals at the same moment cannot both take a once-only bonus (SQLite and PostgreSQL), and the
 * bonus goes through the bonus engine: cash is the deposit, the bonus waits in the bonus account.
 * A promotion asking for a code is listed as needing one and taken with it (any case); a
 * once-per-device / once-per-address promotion pays one member of a device / address even when
 * both deposits were requested before either was approved (the other is credited without it and
 * its record says why).
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
  const once = (promoId: string, eligibility: object, promoCode: string | null = null) => ({
    merchant_id: merchant.id,
    promo_id: promoId,
    sort_order: 99,
    kind: 'DEPOSIT',
    category: 'DEPOSIT',
    title_en: `${promoId} bonus`,
    title_ur: `${promoId} بونس`,
    bonus_bp: 1000,
    max_bonus_minor: 100_000n,
    min_deposit_minor: 10_000n,
    promo_code: promoCode,
    eligibility: JSON.stringify(eligibility),
    wager_basis: 'BONUS',
    wager_multiple: 1,
    weights: JSON.stringify({ RNG: 100 }),
    expiry_days: 30,
    created_at: at,
    updated_at: at,
  });
  await t.database.db
    .insertInto('promotion')
    .values([
      once('CODE10', { oncePer: ['MEMBER'] }, 'Spring25'),
      once('DEVICE10', { oncePer: ['DEVICE'] }),
      once('ADDRESS10', { oncePer: ['ADDRESS'] }),
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

interface Client {
  readonly userAgent?: string;
  readonly ip?: string;
  readonly promoCode?: string;
}

function request(player: Player, amount: string, promoId?: string, client: Client = {}) {
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
      ...(client.promoCode === undefined ? {} : { promoCode: client.promoCode }),
    },
    { token: player.token, userAgent: client.userAgent, ip: client.ip },
  );
}

async function requested(
  player: Player,
  amount: string,
  promoId?: string,
  client: Client = {},
): Promise<string> {
  return valueOf<{ deposit: { depositId: string } }>(await request(player, amount, promoId, client)).deposit
    .depositId;
}

/** The deposit as the member's record shows it. */
async function record(player: Player, depositId: string) {
  return valueOf<{ deposit: { bonus: string; credited: string; promoRefusal?: string | null } }>(
    await call(t, 'GET', '/wps/relay/MCS2_depositDetail', { depositId }, { token: player.token }),
  ).deposit;
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

describe('promotion asking for a code', () => {
  it('is listed as needing a code (never the code) and taken only with it, in any case', async () => {
    const player = await newPlayer(t);
    const list = valueOf<{ promos: Record<string, unknown>[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_depositPromoList', undefined, { token: player.token }),
    );
    const listed = list.promos.find((promo) => promo.promoId === 'CODE10');
    expect(listed).toMatchObject({ needsCode: true });
    expect(JSON.stringify(listed).toLowerCase()).not.toContain('spring25');
    expect(list.promos.find((promo) => promo.promoId === 'RELOAD5')).toMatchObject({ needsCode: false });
    expect(await request(player, '600', 'CODE10')).toMatchObject({
      status: 409,
      code: 'PROMO_NOT_ELIGIBLE',
    });
    expect(await request(player, '600', 'CODE10', { promoCode: 'WINTER25' })).toMatchObject({
      status: 409,
      code: 'PROMO_NOT_ELIGIBLE',
    });
    const accept = (promoCode: string) =>
      call(
        t,
        'POST',
        '/wps/relay/MCS2_acceptPromo',
        { promoId: 'CODE10', amount: '600', promoCode },
        { token: player.token },
      );
    expect(valueOf(await accept(' spring25 '))).toMatchObject({ promoId: 'CODE10', bonus: '60.00' });
    const id = await requested(player, '600', 'CODE10', { promoCode: 'SPRING25' });
    await approve(id);
    expect(await record(player, id)).toMatchObject({ bonus: '60.00', promoRefusal: null });
    await expectReconciled(t);
  });
});

describe('once per device and once per address at approval', () => {
  it('pays the first member of a device; the second is credited without the bonus, and told why', async () => {
    const device = { userAgent: `phone-${Date.now()}` };
    const [first, second] = [await newPlayer(t), await newPlayer(t)];
    const a = await requested(first, '600', 'DEVICE10', { ...device, ip: '10.1.0.1' });
    const b = await requested(second, '600', 'DEVICE10', { ...device, ip: '10.1.0.2' });
    await approve(a);
    await approve(b);
    expect(await record(first, a)).toMatchObject({ credited: '600.00', bonus: '60.00', promoRefusal: null });
    expect(await record(second, b)).toMatchObject({
      credited: '600.00',
      bonus: '0.00',
      promoRefusal: 'ONCE_PER_DEVICE',
    });
    expect(await balances(second)).toEqual({ cash: '600.00', bonus: '0.00' });
    // Another device on another address still has it.
    const third = await newPlayer(t);
    const c = await requested(third, '600', 'DEVICE10', {
      userAgent: `tablet-${Date.now()}`,
      ip: '10.1.0.3',
    });
    await approve(c);
    expect(await record(third, c)).toMatchObject({ bonus: '60.00' });
    await expectReconciled(t);
  });

  it('pays one member of an address when both approvals race', async () => {
    const ip = '10.2.0.9';
    const players = [await newPlayer(t), await newPlayer(t)];
    const ids = [
      await requested(players[0]!, '600', 'ADDRESS10', { userAgent: 'one', ip }),
      await requested(players[1]!, '600', 'ADDRESS10', { userAgent: 'two', ip }),
    ];
    await Promise.all(ids.map(approve));
    const records = [await record(players[0]!, ids[0]!), await record(players[1]!, ids[1]!)];
    expect(records.map((row) => row.credited)).toEqual(['600.00', '600.00']);
    expect(records.map((row) => row.bonus).sort()).toEqual(['0.00', '60.00']);
    expect(records.map((row) => row.promoRefusal).filter((reason) => reason != null)).toHaveLength(1);
    // Afterwards it is not offered on that address any more.
    const late = await newPlayer(t);
    expect(await request(late, '600', 'ADDRESS10', { userAgent: 'three', ip })).toMatchObject({
      status: 409,
      code: 'PROMO_NOT_ELIGIBLE',
    });
    await expectReconciled(t);
  });
});
