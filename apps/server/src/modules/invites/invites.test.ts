/**
 * Invite friends end to end on the HTTP API: the operator's settings (validated, audited), friends
 * registered with a member's code counted and qualified by first deposit and valid bets (only direct
 * invitees), masked invitee names, per-friend and milestone rewards claimed once (also when 20
 * claims race), income by the member's days, and trial members refused. SQLite by default;
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, register, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { maskName, qualifies } from './rules.ts';

let nowMs = Date.parse('2026-07-10T08:00:00.000Z');
let t: TestContext;
let ops: string;
let serial = 0;

interface Details {
  enabled: boolean;
  code: string;
  registerPath: string;
  today: string;
  yesterday: string;
  total: string;
  invited: number;
  qualified: number;
  rules: { minFirstDeposit: string; minValidBet: string; friendReward: string };
  friendRewards: { count: number; amount: string };
  milestones: { friends: number; amount: string; state: string }[];
}
interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

const details = async (p: Player, timeZone = 'UTC') =>
  valueOf<Details>(
    await call(t, 'GET', '/wps/relay/MCSFE_getReferralDetails', { timeZone }, { token: p.token }),
  );
const invitees = async (p: Player, pageNum = 1, pageSize = 20) =>
  valueOf<Page<{ name: string; joinedAt: string; qualified: boolean }>>(
    await call(t, 'GET', '/wps/relay/MCSFE_getReferralInvitees', { pageNum, pageSize }, { token: p.token }),
  );
const income = async (p: Player) =>
  valueOf<Page<{ paidAt: string; kind: string; detail: string; amount: string }>>(
    await call(t, 'GET', '/wps/relay/MCSFE_getReferralIncome', {}, { token: p.token }),
  );
const claim = (p: Player, body: { kind: 'FRIEND' } | { kind: 'MILESTONE'; friends: number }) =>
  call(t, 'POST', '/wps/relay/MCSFE_claimReferralReward', body, { token: p.token });

interface Settings {
  enabled: boolean;
  minFirstDeposit: string;
  minValidBet: string;
  friendReward: string;
  milestones: { friends: number; amount: string }[];
}
const saveSettings = (settings: Settings) => asOps(t, ops, 'PUT', '/ops/invite-settings', settings);

/** A member registered through the lobby's form, logged in, with the invitation code it was given. */
async function inviter(): Promise<Player & { code: string }> {
  serial += 1;
  const username = `inv${serial}x${Date.now() % 100_000}`;
  const joined = await friendOf(null, username);
  const token = await tokenFor(t, username, 'Abc12345');
  return { id: joined.id, username, token, merchantId: joined.merchantId, code: joined.code };
}

/** A friend registered through the lobby's form with `code`; answers its id and own code. */
async function friendOf(
  code: string | null,
  username: string,
): Promise<{ id: number; merchantId: number; code: string }> {
  const answer = await register(t, code === null ? { username } : { username, affiliateCode: code });
  expect(answer.success).toBe(true);
  const row = await t.database.db
    .selectFrom('member')
    .select(['id', 'merchant_id', 'own_affiliate_code'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: row.id, merchantId: row.merchant_id, code: row.own_affiliate_code ?? '' };
}

async function deposit(friend: { id: number; merchantId: number }, major: number, at: string): Promise<void> {
  serial += 1;
  await t.database.db
    .insertInto('deposit')
    .values({
      id: `invite-deposit-${serial}`,
      merchant_id: friend.merchantId,
      member_id: friend.id,
      channel_id: 'bank',
      channel_name: 'Bank transfer',
      kind: 'manual',
      status: 'approved',
      amount_minor: major * 100,
      credited_minor: major * 100,
      created_at: at,
      decided_at: at,
      decided_by: 'test',
    })
    .execute();
  // Credited as an approval would: the ledger's deposit transfer goes with the approved row.
  await t.app.wallet.ledger.transfer({
    id: `deposit:invite-deposit-${serial}`,
    merchantId: friend.merchantId,
    currency: 'CNY',
    debit: houseAccount(HouseAccount.DEPOSITS),
    credit: memberWallet(friend.id),
    amount: BigInt(major * 100),
    code: 'DEPOSIT',
    reference: `invite-deposit-${serial}`,
  });
}

async function bet(
  friend: { id: number; merchantId: number },
  validMajor: number,
  status = 'settled',
): Promise<void> {
  serial += 1;
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `invite-bet-${serial}`,
      merchant_id: friend.merchantId,
      member_id: friend.id,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'g-1',
      game_name: 'Game',
      bet_minor: validMajor * 100,
      valid_bet_minor: validMajor * 100,
      status,
      placed_at: new Date(nowMs).toISOString(),
      settled_at: status === 'settled' ? new Date(nowMs).toISOString() : null,
    })
    .execute();
}

const RULE: Settings = {
  enabled: true,
  minFirstDeposit: '100',
  minValidBet: '50',
  friendReward: '5',
  milestones: [
    { friends: 3, amount: '30' },
    { friends: 1, amount: '8.50' },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(nowMs) } });
  ops = await operatorWith(t, 'ops_invites', ['admin']);
});
afterAll(async () => {
  await t.close();
});

describe('the qualification rule', () => {
  const rule = { minFirstDepositMinor: 10_000n, minValidBetMinor: 5_000n };
  it.each([
    ['no deposit yet', null, 9_000n, rule, false],
    ['first deposit below the minimum', 9_999n, 9_000n, rule, false],
    ['bets below the minimum', 10_000n, 4_999n, rule, false],
    ['both at the minimum', 10_000n, 5_000n, rule, true],
    ['no deposit, deposit not required', null, 5_000n, { ...rule, minFirstDepositMinor: 0n }, true],
    ['nothing required', null, 0n, { minFirstDepositMinor: 0n, minValidBetMinor: 0n }, true],
  ])('%s', (_name, firstDepositMinor, validBetMinor, r, expected) => {
    expect(qualifies({ firstDepositMinor, validBetMinor }, r)).toBe(expected);
  });

  it('masks names to the first two and last characters', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abc')).toBe('a***');
  });
});

describe("the operator's settings", () => {
  it('saves, reads back sorted and audits; refuses bad amounts and repeated milestones', async () => {
    expect((await saveSettings(RULE)).success).toBe(true);
    const read = valueOf<Settings>(await asOps(t, ops, 'GET', '/ops/invite-settings'));
    expect(read).toMatchObject({
      enabled: true,
      minFirstDeposit: '100.00',
      minValidBet: '50.00',
      friendReward: '5.00',
      milestones: [
        { friends: 1, amount: '8.50' },
        { friends: 3, amount: '30.00' },
      ],
    });
    expect(await lastAudit(t, 'invites.settings')).toMatchObject({
      actor: 'operator:ops_invites',
      after: { enabled: true, minFirstDeposit: '100.00' },
    });
    for (const bad of [
      { ...RULE, minFirstDeposit: '-1' },
      { ...RULE, friendReward: '1.234' },
      {
        ...RULE,
        milestones: [
          { friends: 2, amount: '1' },
          { friends: 2, amount: '3' },
        ],
      },
      { ...RULE, milestones: [{ friends: 0, amount: '1' }] },
    ]) {
      expect((await saveSettings(bad)).success).toBe(false);
    }
    expect(valueOf<Settings>(await asOps(t, ops, 'GET', '/ops/invite-settings')).friendReward).toBe('5.00');
  });
});

describe('inviting friends', () => {
  beforeAll(async () => {
    await saveSettings(RULE);
  });

  it('counts direct invitees, qualifies them by first deposit and valid bets, and masks their names', async () => {
    const a = await inviter();
    const empty = await details(a);
    expect(empty).toMatchObject({
      enabled: true,
      code: a.code,
      registerPath: `/m/register?affiliateCode=${a.code}`,
      invited: 0,
      qualified: 0,
      today: '0.00',
      milestones: [
        { friends: 1, amount: '8.50', state: 'locked' },
        { friends: 3, amount: '30.00', state: 'locked' },
      ],
    });
    const tag = `${a.id}`.slice(-4);
    const done = await friendOf(a.code, `okfr${tag}z9`);
    const small = await friendOf(a.code, `smfr${tag}zz`);
    const noBets = await friendOf(a.code, `nbfr${tag}zz`);
    await friendOf(a.code, `idle${tag}zz`);
    await deposit(done, 100, '2026-07-01T00:00:00.000Z');
    await bet(done, 30);
    await bet(done, 20);
    await bet(done, 500, 'open'); // not settled: does not count
    await deposit(small, 99, '2026-07-01T00:00:00.000Z');
    await deposit(small, 1000, '2026-07-02T00:00:00.000Z'); // a later, bigger deposit is not the first
    await bet(small, 1000);
    await deposit(noBets, 500, '2026-07-01T00:00:00.000Z');
    await bet(noBets, 49);
    // A friend of a friend is not A's invitee.
    const grandchild = await friendOf(done.code, `gcfr${tag}zz`);
    await deposit(grandchild, 1000, '2026-07-01T00:00:00.000Z');
    await bet(grandchild, 1000);

    const seen = await details(a);
    expect(seen).toMatchObject({ invited: 4, qualified: 1, friendRewards: { count: 1, amount: '5.00' } });
    expect(seen.milestones.map((m) => m.state)).toEqual(['claimable', 'locked']);
    const list = await invitees(a);
    expect(list.total).toBe(4);
    expect(list.content.map((i) => [i.name, i.qualified]).sort()).toEqual(
      [
        [`ok***9`, true],
        [`sm***z`, false],
        [`nb***z`, false],
        [`id***z`, false],
      ].sort(),
    );
    expect(JSON.stringify(list)).not.toContain('100.00');
    expect((await invitees(a, 2, 3)).content).toHaveLength(1);

    // The bets that were missing arrive: qualified now.
    await bet(noBets, 1);
    expect(await details(a)).toMatchObject({ qualified: 2, friendRewards: { count: 2, amount: '10.00' } });
  });

  it('pays friend and milestone rewards once, even when 20 claims race, and shows them as income', async () => {
    const a = await inviter();
    const tag = `${a.id}`.slice(-4);
    for (const name of ['race1', 'race2', 'race3']) {
      const f = await friendOf(a.code, `${name}${tag}q`);
      await deposit(f, 100, '2026-07-01T00:00:00.000Z');
      await bet(f, 50);
    }
    expect(await claim(a, { kind: 'MILESTONE', friends: 5 })).toMatchObject({
      success: false,
      code: 'INVITE_REWARD_NOT_CLAIMABLE',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(a, { kind: 'MILESTONE', friends: 3 })),
    );
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.filter((x) => !x.success).every((x) => x.code === 'INVITE_REWARD_NOT_CLAIMABLE')).toBe(
      true,
    );
    const friendClaims = await Promise.all(Array.from({ length: 10 }, () => claim(a, { kind: 'FRIEND' })));
    expect(friendClaims.filter((x) => x.success)).toHaveLength(1);
    expect(
      valueOf<{ amount: string }>(friendClaims.find((x) => x.success) ?? { success: false }),
    ).toMatchObject({
      amount: '15.00',
    });
    expect((await balanceOf(t, a)).sumBalance).toBe('45.00');
    const transfers = await t.database.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('id', '=', `invite-milestone:${a.id}:3`)
      .execute();
    expect(transfers).toHaveLength(1);

    const after = await details(a);
    expect(after).toMatchObject({
      today: '45.00',
      yesterday: '0.00',
      total: '45.00',
      friendRewards: { count: 0 },
    });
    expect(after.milestones.map((m) => m.state)).toEqual(['claimable', 'claimed']);
    const records = await income(a);
    expect(records.total).toBe(4);
    expect(records.content.filter((r) => r.kind === 'MILESTONE')).toEqual([
      { paidAt: new Date(nowMs).toISOString(), kind: 'MILESTONE', detail: '3', amount: '30.00' },
    ]);
    expect(records.content.filter((r) => r.kind === 'FRIEND').map((r) => r.detail)).toContain(`ra***q`);

    // Next day in the member's zone: what was paid is yesterday's income.
    nowMs += 24 * 3_600_000;
    try {
      const again = { ...a, token: await tokenFor(t, a.username, 'Abc12345') };
      expect(await details(again)).toMatchObject({ today: '0.00', yesterday: '45.00' });
    } finally {
      nowMs -= 24 * 3_600_000;
    }
    await expectReconciled(t);
  });

  it('refuses claims while the operator has invites off, and refuses trial members', async () => {
    const a = await inviter();
    const f = await friendOf(a.code, `off${`${a.id}`.slice(-4)}qq`);
    await deposit(f, 100, '2026-07-01T00:00:00.000Z');
    await bet(f, 50);
    await saveSettings({ ...RULE, enabled: false });
    expect((await details(a)).enabled).toBe(false);
    expect(await claim(a, { kind: 'MILESTONE', friends: 1 })).toMatchObject({
      success: false,
      code: 'INVITE_CLOSED',
    });
    await saveSettings(RULE);
    // An operator's hold on the inviter's payouts refuses the claim until released.
    await asOps(t, ops, 'POST', `/ops/members/${a.id}/agent-payouts/hold`, { reason: 'review' });
    expect(await claim(a, { kind: 'MILESTONE', friends: 1 })).toMatchObject({
      success: false,
      code: 'PAYOUTS_ON_HOLD',
    });
    await asOps(t, ops, 'POST', `/ops/members/${a.id}/agent-payouts/release`, { reason: 'cleared' });
    expect((await claim(a, { kind: 'MILESTONE', friends: 1 })).success).toBe(true);

    const trial = await trialPlayer(t);
    expect(
      await call(t, 'GET', '/wps/relay/MCSFE_getReferralDetails', {}, { token: trial.token }),
    ).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(await claim(trial, { kind: 'FRIEND' })).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});
