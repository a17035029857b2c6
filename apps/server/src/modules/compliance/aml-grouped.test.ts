/**
 * The AML monitor on a busy minute, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: 120
 * depositors, 60 withdrawals, sign-ins on three addresses and deposits from three devices open
 * exactly the alerts the rules call for, with the same facts a pass over each member alone gives
 * (the last deposit before a withdrawal, the play between them, members listed newest first), and
 * the pass reads the figures for all of them in a fixed number of statements: a read per member,
 * withdrawal, address or device would be hundreds of round trips on PostgreSQL.
 */
import type { AmlFacts } from '@openlobby/contract';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BetRecordTable, DepositTable, MemberSessionTable, WithdrawalTable } from '../../db/schema.ts';
import { countedInstance } from '../../test/counted-instance.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { plainMember } from '../accounts/login.ts';
import { createAmlRepository } from './aml.repository.ts';

/**
 * Statements of a pass besides opening alerts, whatever the number of members: the lease (2), the
 * merchants (1), and for the test database's one merchant its rules (1), each rule's reads (10 for
 * fewer than 500 members, withdrawals, addresses or devices each) and the cursor's move (2): 16.
 */
const READ_BUDGET = 16;
/** Opening an alert: its transaction, the alert (or nothing, when one is open) and its OPENED entry. */
const OPENING = /^(begin( immediate)?|commit)$|^insert into "aml_(alert|case_entry)"/i;

const DAY_MS = 86_400_000;
const RULES = {
  cddDeposits: { enabled: true, amount: '1000', days: 30 },
  cddWithdrawals: { enabled: true, amount: '5000', days: 30 },
  lowPlay: { enabled: true, minDeposit: '400', maxPlayPercent: 50 },
  sharedAddress: { enabled: true, accounts: 3, days: 30 },
  sharedDevice: { enabled: true, accounts: 3, days: 30 },
  highRiskCountry: { enabled: true, countries: ['IR'] },
};
const DEPOSITORS = 120;
/** Members 0..49 withdraw once, 0..4 twice, and five more who never deposited once each. */
const WITHDRAWING = 50;
const ADDRESS = { busy: '203.0.113.10', three: '203.0.113.11', two: '203.0.113.12' };

const counted = countedInstance();
const { statements } = counted;

/** The members, their activity inside the window (t0, t0 + 1 min] and their history before it. */
async function busyMinute(t0: number): Promise<{ ids: number[]; usernames: string[] }> {
  const db = counted.base.database.db;
  const merchantId = (await testMerchant(counted.base)).id;
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  const daysAgo = (days: number, ms = 0) => new Date(t0 - days * DAY_MS + ms).toISOString();

  const usernames = Array.from({ length: DEPOSITORS + 5 }, (_, i) => `amlg${i}x${t0 % 100_000}`);
  const members = await db
    .insertInto('member')
    .values(usernames.map((name) => ({ ...plainMember(merchantId, name, 0), created_at: daysAgo(60) })))
    .returning('id')
    .execute();
  const ids = members.map((row) => row.id);
  const id = (i: number) => ids[i] ?? 0;

  const deposit = (
    key: string,
    i: number,
    amount: number,
    when: string,
    more: Partial<Insertable<DepositTable>> = {},
  ) =>
    ({
      id: `amlg-${key}-${i}-${t0}`,
      merchant_id: merchantId,
      member_id: id(i),
      channel_id: 'BANK_TRANSFER',
      channel_name: 'Bank transfer',
      kind: 'manual',
      status: 'approved',
      amount_minor: String(amount),
      created_at: when,
      decided_at: when,
      ...more,
    }) satisfies Insertable<DepositTable>;
  const device = (i: number) => (i < 5 ? 'device-x' : i < 8 ? 'device-y' : i < 10 ? 'device-z' : null);
  const deposits: Insertable<DepositTable>[] = [];
  for (let i = 0; i < DEPOSITORS; i += 1) {
    // 500.00 approved in the window; every fourth member deposited 600.00 ten days before.
    deposits.push(
      deposit('in', i, 50_000, at(1000 + i * 10), {
        decided_at: at(2000 + i * 10),
        device_hash: device(i),
      }),
    );
    if (i % 4 === 0) deposits.push(deposit('recent', i, 60_000, daysAgo(10, i)));
    // Forty days before: outside the rules' thirty days, for the totals and the device alike.
    if (i % 4 === 1)
      deposits.push(deposit('old', i, 60_000, daysAgo(40, i), i === 101 ? { device_hash: 'device-z' } : {}));
    // Rejected after the approved one: neither in a total nor the deposit a withdrawal follows.
    if (i % 4 === 2)
      deposits.push(
        deposit('refused', i, 90_000, at(2500 + i * 10), {
          status: 'rejected',
          decided_at: at(3000 + i * 10),
        }),
      );
  }
  await db.insertInto('deposit').values(deposits).execute();

  const withdrawal = (key: string, i: number, amount: number, when: string, status = 'pending') =>
    ({
      id: `amlg-w${key}-${i}-${t0}`,
      merchant_id: merchantId,
      member_id: id(i),
      bank_name: 'Test bank',
      masked_number: '****1234',
      status,
      amount_minor: String(amount),
      hold_transfer_id: `amlg-hold-${key}-${i}-${t0}`,
      created_at: when,
    }) satisfies Insertable<WithdrawalTable>;
  const withdrawals: Insertable<WithdrawalTable>[] = [];
  for (let i = 0; i < WITHDRAWING; i += 1) {
    withdrawals.push(withdrawal('in', i, 20_000, at(30_000 + i * 10)));
    if (i < 5) withdrawals.push(withdrawal('again', i, 20_000, at(40_000 + i * 10)));
    // 5000.00 five days before, paid for every tenth member, refused for the fifth of each ten.
    if (i % 10 === 0) withdrawals.push(withdrawal('paid', i, 500_000, daysAgo(5, i), 'paid'));
    if (i % 10 === 5) withdrawals.push(withdrawal('refused', i, 500_000, daysAgo(5, i), 'rejected'));
  }
  for (let i = DEPOSITORS; i < DEPOSITORS + 5; i += 1)
    withdrawals.push(withdrawal('nodeposit', i, 20_000, at(45_000 + i * 10)));
  expect(withdrawals.filter((w) => w.created_at > at(0))).toHaveLength(60);
  await db.insertInto('withdrawal').values(withdrawals).execute();

  const bet = (key: string, i: number, valid: number, when: string) =>
    ({
      id: `amlg-bet-${key}-${i}-${t0}`,
      merchant_id: merchantId,
      member_id: id(i),
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'slot-1',
      game_name: 'Slot',
      bet_minor: String(valid),
      valid_bet_minor: String(valid),
      status: 'settled',
      placed_at: when,
    }) satisfies Insertable<BetRecordTable>;
  const bets: Insertable<BetRecordTable>[] = [];
  for (let i = 0; i < WITHDRAWING; i += 1) {
    // Between the deposit and the withdrawal: 100.00 (little play) or 300.00 (enough).
    if (i % 3 === 0) bets.push(bet('little', i, 10_000, at(2005 + i * 10)));
    if (i % 3 === 1) bets.push(bet('enough', i, 30_000, at(2005 + i * 10)));
    // Only before the deposit's approval and after the withdrawals: none of it counts.
    if (i % 3 === 2)
      bets.push(bet('before', i, 40_000, at(1500 + i * 10)), bet('after', i, 40_000, at(50_000 + i * 10)));
  }
  await db.insertInto('bet_record').values(bets).execute();

  const session = (i: number, ip: string, when: string) =>
    ({
      token_hash: `amlg-${i}-${ip}-${t0}`,
      member_id: id(i),
      merchant_id: merchantId,
      created_at: when,
      last_seen_at: when,
      idle_expires_at: when,
      absolute_expires_at: when,
      ended_at: null,
      ip,
      user_agent: null,
    }) satisfies Insertable<MemberSessionTable>;
  const sessions: Insertable<MemberSessionTable>[] = [];
  for (let i = 0; i < 60; i += 1) sessions.push(session(i, ADDRESS.busy, at(10_000 + i * 10)));
  for (const i of [60, 61, 62]) sessions.push(session(i, ADDRESS.three, at(20_000 + i * 10)));
  sessions.push(session(63, ADDRESS.three, daysAgo(40)));
  for (const i of [64, 65]) sessions.push(session(i, ADDRESS.two, at(20_000 + i * 10)));
  sessions.push(session(66, ADDRESS.two, daysAgo(40)));
  await db.insertInto('member_session').values(sessions).execute();
  return { ids, usernames };
}

/** What the rules call for on that minute: "<rule>:<subject>" to the alert's member and facts. */
function expectedAlerts(ids: number[], usernames: string[]): Map<string, [number | null, AmlFacts]> {
  const id = (i: number) => ids[i] ?? 0;
  const expected = new Map<string, [number | null, AmlFacts]>();
  const member = (rule: string, i: number, facts: AmlFacts) =>
    expected.set(`${rule}:member:${id(i)}`, [id(i), facts]);
  for (let i = 0; i < DEPOSITORS; i += 4) member('CDD_DEPOSITS', i, { total: '1100.00', days: 30 });
  for (let i = 0; i < WITHDRAWING; i += 10)
    member('CDD_WITHDRAWALS', i, { total: i < 5 ? '5400.00' : '5200.00', days: 30 });
  for (let i = 0; i < WITHDRAWING; i += 1)
    if (i % 3 !== 1)
      member('LOW_PLAY', i, {
        deposit: '500.00',
        played: i % 3 === 0 ? '100.00' : '0.00',
        withdrawal: '200.00',
      });
  // Newest first: sign-ins and deposits were made in the order of the members' numbers.
  const listed = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, n) => to - n).map((i) => ({
      memberId: id(i),
      username: usernames[i] ?? '',
    }));
  const shared = (subject: string, key: string, from: number, to: number) =>
    expected.set(`${subject}:${key}`, [
      id(to),
      { shared: key, days: 30, members: listed(from, to).slice(0, 50) },
    ]);
  shared('SHARED_ADDRESS:address', ADDRESS.busy, 0, 59);
  shared('SHARED_ADDRESS:address', ADDRESS.three, 60, 62);
  shared('SHARED_DEVICE:device', 'device-x', 0, 4);
  shared('SHARED_DEVICE:device', 'device-y', 5, 7);
  return expected;
}

describe('a monitor pass over a busy minute', () => {
  it('opens the alerts the rules call for, reading in a number of statements that does not grow with members', async () => {
    const officer = await operatorWith(counted.base, 'amlg_officer', ['compliance']);
    expect((await asOps(counted.base, officer, 'PUT', '/ops/aml/settings', RULES)).success).toBe(true);
    // The first pass moves the cursor past the demo's activity; the minute after it is ours alone.
    const t0 = Date.now();
    expect((await counted.t.app.aml.monitor.tick(new Date(t0))).leased).toBe(true);
    const { ids, usernames } = await busyMinute(t0);
    const t1 = new Date(t0 + 60_000);

    statements.length = 0;
    const report = await counted.t.app.aml.monitor.tick(t1);
    const reads = statements.filter((text) => !OPENING.test(text));

    const expected = expectedAlerts(ids, usernames);
    expect([...report.opened].sort()).toEqual([...expected.keys()].sort());
    const opened = await counted.base.database.db
      .selectFrom('aml_alert')
      .select(['open_slot', 'member_id', 'facts'])
      .where('created_at', '=', t1.toISOString())
      .execute();
    expect(
      new Map(opened.map((row) => [row.open_slot, [row.member_id, JSON.parse(row.facts) as AmlFacts]])),
    ).toEqual(expected);

    expect(reads.length).toBeLessThanOrEqual(READ_BUDGET);
  });
});

describe('the grouped reads', () => {
  it('answer for more ids than one statement takes, and only for the members asked about', async () => {
    const { ids } = await busyMinute(Date.now() - DAY_MS);
    const [first, second, third, unasked] = [ids[0] ?? 0, ids[4] ?? 0, ids[8] ?? 0, ids[12] ?? 0];
    // 70,000 ids, more values than SQLite or PostgreSQL bind in one statement: none is a member but
    // three, far apart.
    const asked = Array.from({ length: 70_000 }, (_, n) => 900_000_000 + n);
    asked[0] = first;
    asked[35_000] = second;
    asked[69_999] = third;
    const totals = await createAmlRepository(counted.base.database.db).depositTotals(
      asked,
      new Date(Date.now() - 30 * DAY_MS).toISOString(),
    );
    expect(totals).toEqual(
      new Map([
        [first, 110_000n],
        [second, 110_000n],
        [third, 110_000n],
      ]),
    );
    expect(totals.has(unasked)).toBe(false);
  });
});
