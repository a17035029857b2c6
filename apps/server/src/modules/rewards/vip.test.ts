/**
 * VIP levels: the level a member's betting record and deposits earn (a table of cases), the
 * progress towards the next level, the upgrade bonus paid once per member and level ever (also
 * when recomputations race, and only once a time-out is over), trial members refused, and the
 * operator's audited level table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let ops: string;

const DAY = 86_400_000;

interface Progress {
  current: { level: number; name: string; perks: string; cashbackBps: number };
  next: { level: number; name: string } | null;
  progress: { kind: string; periodDays: number | null; current: string; required: string }[];
  paid: { level: number; amount: string }[];
}

const progressOf = async (p: Player, language = 'EN') =>
  valueOf<Progress>(
    await call(t, 'GET', '/wps/relay/MCSFE_getPlayerRankProgress', undefined, {
      token: p.token,
      headers: { language },
    }),
  );

function level(n: number, o: { bet?: string; deposit?: string; days?: number | null; bonus?: string }) {
  return asOps(t, ops, 'PUT', `/ops/vip-levels/${n}`, {
    name: { EN: `Level ${n}`, UR: `لیول ${n}` },
    perks: { EN: `Cashback ${n} %`, UR: `کیش بیک ${n} %` },
    minValidBet: o.bet ?? '0',
    minDeposit: o.deposit ?? '0',
    periodDays: o.days ?? null,
    upgradeBonus: o.bonus ?? '0',
    cashbackBps: n * 100,
  });
}

let bets = 0;
/** A settled bet with `valid` major units of valid bet, settled `daysAgo` days ago. */
async function settledBet(p: Player, valid: number, daysAgo = 0) {
  bets += 1;
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `vip-bet-${bets}-${p.id}`,
      merchant_id: p.merchantId,
      member_id: p.id,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'slot-1',
      game_name: 'Slot',
      bet_minor: String(valid * 100),
      valid_bet_minor: String(valid * 100),
      status: 'settled',
      placed_at: at,
      settled_at: at,
    })
    .execute();
}

/** A manual deposit the operator approves. */
async function deposit(p: Player, amount: string) {
  const id = valueOf<{ deposit: { depositId: string } }>(
    await call(
      t,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      { channelId: 'BANK_TRANSFER', amount },
      { token: p.token },
    ),
  ).deposit.depositId;
  expect((await asOps(t, ops, 'POST', `/ops/deposits/${id}/approve`, {})).success).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  ops = await operatorWith(t, 'ops_vip', ['admin']);
  for (const result of [
    await level(1, { bet: '100', bonus: '5' }),
    await level(2, { bet: '1000', deposit: '500', bonus: '20' }),
    await level(3, { bet: '5000', deposit: '500', days: 7, bonus: '50.5' }),
  ]) {
    expect(result.success).toBe(true);
  }
});
afterAll(async () => {
  await t.close();
});

describe('the level a member earns', () => {
  const cases: readonly {
    name: string;
    bets: readonly [number, number][];
    deposit?: string;
    level: number;
  }[] = [
    { name: 'nothing yet', bets: [], level: 0 },
    { name: 'just under level 1', bets: [[99, 0]], level: 0 },
    {
      name: 'exactly level 1',
      bets: [
        [60, 0],
        [40, 3],
      ],
      level: 1,
    },
    { name: 'bets of level 2 without its deposit', bets: [[2_000, 0]], level: 1 },
    { name: 'bets and deposit of level 2', bets: [[2_000, 0]], deposit: '500', level: 2 },
    { name: 'level 3 bets, but older than its 7 days', bets: [[6_000, 10]], deposit: '500', level: 2 },
    {
      name: 'level 3 bets within its 7 days',
      bets: [
        [3_000, 1],
        [2_000, 6],
      ],
      deposit: '600',
      level: 3,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: level ${c.level}`, async () => {
      const p = await newPlayer(t);
      for (const [valid, daysAgo] of c.bets) await settledBet(p, valid, daysAgo);
      if (c.deposit !== undefined) await deposit(p, c.deposit);
      const first = await progressOf(p);
      expect(first.current.level).toBe(c.level);
      // Computed the same way twice: the same level.
      expect((await progressOf(p)).current.level).toBe(c.level);
      // The header's and member centre's VIP tag read the level as the club label.
      const info = valueOf<{ clubLabel: { labelName: string } | null }>(
        await call(t, 'GET', '/wps/member/info', undefined, { token: p.token }),
      );
      expect(info.clubLabel?.labelName).toBe(String(c.level));
    });
  }

  it('shows the next level and the progress towards each of its thresholds, in Urdu too', async () => {
    const p = await newPlayer(t);
    await settledBet(p, 250);
    const en = await progressOf(p);
    expect(en.current).toMatchObject({ level: 1, name: 'Level 1', perks: 'Cashback 1 %', cashbackBps: 100 });
    expect(en.next).toMatchObject({ level: 2, name: 'Level 2' });
    expect(en.progress).toEqual([
      { kind: 'VALID_BET', periodDays: null, current: '250.00', required: '1000.00' },
      { kind: 'DEPOSIT', periodDays: null, current: '0.00', required: '500.00' },
    ]);
    const ur = await progressOf(p, 'UR');
    expect(ur.current.name).toBe('لیول 1');
    expect(ur.next?.name).toBe('لیول 2');
  });

  it('has no next level and no progress at the top', async () => {
    const p = await newPlayer(t);
    await settledBet(p, 5_000);
    await deposit(p, '500');
    const top = await progressOf(p);
    expect(top.current.level).toBe(3);
    expect(top.next).toBeNull();
    expect(top.progress).toEqual([]);
  });
});

describe('upgrade bonuses', () => {
  it('pays each level reached once, never again on recomputation, and after a level falls back', async () => {
    const p = await newPlayer(t);
    await settledBet(p, 150);
    expect((await progressOf(p)).paid).toEqual([{ level: 1, amount: '5.00' }]);
    expect((await balanceOf(t, p)).sumBalance).toBe('5.00');
    expect((await progressOf(p)).paid).toEqual([]);

    // Straight from 1 to 3: level 2 passed on the way pays too.
    await settledBet(p, 5_000, 6);
    await deposit(p, '500');
    const up = await progressOf(p);
    expect(up.current.level).toBe(3);
    expect(up.paid).toEqual([
      { level: 2, amount: '20.00' },
      { level: 3, amount: '50.50' },
    ]);
    expect((await balanceOf(t, p)).sumBalance).toBe('575.50');

    // A week later the 7-day bets no longer count (level 2), and reaching 3 again pays nothing.
    await t.database.db
      .updateTable('bet_record')
      .set({ settled_at: new Date(Date.now() - 8 * DAY).toISOString() })
      .where('member_id', '=', p.id)
      .execute();
    expect((await progressOf(p)).current.level).toBe(2);
    await settledBet(p, 5_000);
    const again = await progressOf(p);
    expect(again.current.level).toBe(3);
    expect(again.paid).toEqual([]);
    expect((await balanceOf(t, p)).sumBalance).toBe('575.50');
    await expectReconciled(t);
  });

  it('gives an excluded member nothing: the bonus waits until the time-out is over', async () => {
    const p = await newPlayer(t);
    const at = new Date().toISOString();
    const timeOut = await t.database.db
      .insertInto('player_exclusion')
      .values({
        merchant_id: p.merchantId,
        member_id: p.id,
        kind: 'TIME_OUT',
        duration: 'H24',
        starts_at: at,
        ends_at: new Date(Date.now() + DAY).toISOString(),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await settledBet(p, 150);
    const during = await progressOf(p);
    expect(during.current.level).toBe(1);
    expect(during.paid).toEqual([]);
    expect((await balanceOf(t, p)).sumBalance).toBe('0.00');

    await t.database.db
      .updateTable('player_exclusion')
      .set({ ends_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', timeOut.id)
      .execute();
    expect((await progressOf(p)).paid).toEqual([{ level: 1, amount: '5.00' }]);
    expect((await balanceOf(t, p)).sumBalance).toBe('5.00');
  });

  it('pays once when 20 recomputations race', async () => {
    const p = await newPlayer(t);
    await settledBet(p, 2_000);
    await deposit(p, '500');
    const answers = await Promise.all(Array.from({ length: 20 }, () => progressOf(p)));
    expect(answers.every((a) => a.current.level === 2)).toBe(true);
    const paid = answers.flatMap((a) => a.paid).sort((a, b) => a.level - b.level);
    expect(paid).toEqual([
      { level: 1, amount: '5.00' },
      { level: 2, amount: '20.00' },
    ]);
    expect((await balanceOf(t, p)).sumBalance).toBe('525.00');
    const transfers = await t.database.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('id', 'like', `vip-upgrade:${p.id}:%`)
      .execute();
    expect(transfers.map((row) => row.id).sort()).toEqual([`vip-upgrade:${p.id}:1`, `vip-upgrade:${p.id}:2`]);
    await expectReconciled(t);
  });

  it('refuses trial members with FREE_REJECT', async () => {
    const trial = await trialPlayer(t);
    const answer = await call(t, 'GET', '/wps/relay/MCSFE_getPlayerRankProgress', undefined, {
      token: trial.token,
    });
    expect(answer).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

describe("the operator's level table", () => {
  it('lists the levels, saves and deletes one with an audit entry, and names a missing one', async () => {
    const saved = await level(9, { bet: '99999', bonus: '1' });
    expect(saved.success).toBe(true);
    expect(await lastAudit(t, 'vip-level.save')).toMatchObject({
      actor: 'operator:ops_vip',
      target: 'vip-level:9',
    });
    const listed = valueOf<{ content: { level: number; minValidBet: string; upgradeBonus: string }[] }>(
      await asOps(t, ops, 'GET', '/ops/vip-levels'),
    );
    expect(listed.content.find((row) => row.level === 9)).toMatchObject({
      minValidBet: '99999.00',
      upgradeBonus: '1.00',
    });
    expect((await asOps(t, ops, 'DELETE', '/ops/vip-levels/9')).success).toBe(true);
    expect(await lastAudit(t, 'vip-level.delete')).toMatchObject({ target: 'vip-level:9' });
    expect(await asOps(t, ops, 'DELETE', '/ops/vip-levels/9')).toMatchObject({
      success: false,
      code: 'VIP_LEVEL_NOT_FOUND',
    });
  });

  it('refuses a bad amount and a level out of range', async () => {
    expect((await level(4, { bet: '-5' })).success).toBe(false);
    expect((await level(51, {})).success).toBe(false);
    const missing = valueOf<{ content: { level: number }[] }>(await asOps(t, ops, 'GET', '/ops/vip-levels'));
    expect(missing.content.map((row) => row.level)).not.toContain(4);
  });
});
