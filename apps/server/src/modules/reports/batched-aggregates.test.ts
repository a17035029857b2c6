/**
 * The aggregates of a SQLite group-commit batch (batched-aggregates.repository.ts) end up exactly as
 * the same calls writing their own, one transaction each: the same day's calls are run both ways, on
 * two days, and every aggregate row of one day must equal the other's. A call that throws after its
 * aggregate changes (rolled back to its savepoint) adds nothing, and the batch writes each aggregate
 * once however many calls it holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { plainMember } from '../accounts/login.ts';
import { createGroupCommit } from '../seamless/group-commit.repository.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { type TestDatabase, createTestDatabase, openTestDatabase } from '../../test/test-app.ts';
import { deferAggregates } from './batched-aggregates.repository.ts';
import { type CountedBet, dailyReports } from './daily.repository.ts';

let testDb: TestDatabase;
let database: Database;
/** A second handle on the database whose statements are counted. */
let counted: Database;
const statements: string[] = [];
let merchantId: number;
let upline: number;
let member: number;
let loner: number;

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: false });
  database = await openTestDatabase(testDb, false);
  const db = database.db;
  merchantId = (await db.selectFrom('merchant').select('id').executeTakeFirstOrThrow()).id;
  const add = async (name: string) =>
    (
      await db
        .insertInto('member')
        .values(plainMember(merchantId, `${name}_${Date.now()}`, 0))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  upline = await add('agg_upline');
  member = await add('agg_member');
  loner = await add('agg_loner');
  // `member` is in `upline`'s team: its figures reach the upline's team rows.
  await db
    .insertInto('member_tree')
    .values({ ancestor_id: upline, descendant_id: member, depth: 1, merchant_id: merchantId })
    .execute();
  counted = openDatabase({
    databaseUrl: testDb.url,
    dataDir: testDb.dataDir,
    onStatement: (text) => statements.push(text),
  });
});
afterAll(async () => {
  await counted.close();
  await database.close();
  await testDb.drop();
});

const bet = (memberId: number, day: string, n: number, gameType = 'RNG'): CountedBet => ({
  merchantId,
  memberId,
  vendorCode: 'OLI',
  gameId: gameType === 'RNG' ? '1' : '2',
  gameType,
  gameName: `game ${gameType}`,
  betMinor: BigInt(100 * n),
  validBetMinor: BigInt(100 * n),
  placedAt: `${day}T08:00:00.000Z`,
});

/** The calls of one day: bets, wins, a refund; `refused` ones throw after their aggregate changes. */
function calls(day: string): { work: (tx: Tx) => Promise<string>; refused: boolean }[] {
  const call = (work: (tx: Tx) => Promise<void>, refused = false) => ({
    refused,
    work: async (tx: Tx) => {
      await work(tx);
      if (refused) throw new Error('refused after its aggregates');
      return 'ok';
    },
  });
  return [
    call((tx) => dailyReports.betsOpened(tx, [bet(member, day, 1)])),
    call((tx) => dailyReports.betsOpened(tx, [bet(loner, day, 7)]), true),
    call((tx) => dailyReports.betPaid(tx, bet(member, day, 1), 250n)),
    call((tx) => dailyReports.betsOpened(tx, [bet(member, day, 2, 'LIVE'), bet(loner, day, 3)])),
    call((tx) => dailyReports.betPaid(tx, bet(loner, day, 3), 900n), true),
    call((tx) => dailyReports.betCancelled(tx, bet(member, day, 1))),
    call((tx) => dailyReports.betPaid(tx, bet(loner, day, 3), 40n)),
    call((tx) => dailyReports.betsOpened(tx, [bet(upline, day, 5)])),
  ];
}

/** Every aggregate row of `day`, without the day, in a fixed order. */
async function aggregatesOf(day: string) {
  const db = database.db;
  const strip = <T extends { day: string }>(rows: T[]) =>
    rows.map(({ day: _day, ...rest }) =>
      JSON.stringify(rest, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    );
  return {
    bets: strip(
      await db
        .selectFrom('report_bet_daily')
        .selectAll()
        .where('day', '=', day)
        .orderBy('game_id')
        .orderBy('member_type')
        .execute(),
    ),
    active: strip(
      await db
        .selectFrom('report_active_member')
        .selectAll()
        .where('day', '=', day)
        .orderBy('member_id')
        .execute(),
    ),
    members: strip(
      await db
        .selectFrom('member_day_stats')
        .selectAll()
        .where('day', '=', day)
        .orderBy('member_id')
        .orderBy('game_type')
        .execute(),
    ),
    teams: strip(
      await db
        .selectFrom('team_day_stats')
        .selectAll()
        .where('day', '=', day)
        .orderBy('ancestor_id')
        .orderBy('game_type')
        .execute(),
    ),
  };
}

describe('aggregates written once per SQLite batch', () => {
  it('equal the same calls writing their own, without the calls that rolled back', async (context) => {
    if (database.dialect !== 'sqlite') context.skip();
    const own = '2026-03-01';
    const batched = '2026-03-02';
    // The loner was already active on both days: only the others become active in the calls.
    for (const day of [own, batched])
      await database.db.transaction().execute((tx) => dailyReports.betsOpened(tx, [bet(loner, day, 1)]));

    for (const { work, refused } of calls(own)) {
      if (refused) continue;
      await database.db.transaction().execute(work);
    }

    const run = createGroupCommit(counted.db, (tx) => deferAggregates(tx));
    statements.length = 0;
    const answers = await Promise.all(
      calls(batched).map(({ work }) =>
        run(work).then(
          (value) => value,
          (error: unknown) => (error as Error).message,
        ),
      ),
    );
    expect(answers).toEqual(
      calls(batched).map(({ refused }) => (refused ? 'refused after its aggregates' : 'ok')),
    );
    // One batch: one write per aggregate table, whatever the number of calls.
    expect(statements.filter((text) => text === 'commit')).toHaveLength(1);
    for (const table of ['report_bet_daily', 'report_active_member', 'member_day_stats', 'team_day_stats'])
      expect(statements.filter((text) => text.includes(`INSERT INTO ${table}`))).toHaveLength(1);

    expect(await aggregatesOf(batched)).toEqual(await aggregatesOf(own));
    const teams = await aggregatesOf(batched);
    // The member's figures reached its upline's team, and it became active there once.
    expect(teams.teams.length).toBeGreaterThan(0);
    expect(teams.active).toHaveLength(3);
  });

  it('keep nothing of a batch whose first call throws', async (context) => {
    if (database.dialect !== 'sqlite') context.skip();
    const day = '2026-03-03';
    const run = createGroupCommit(counted.db, (tx) => deferAggregates(tx));
    const refused = await run(async (tx) => {
      await dailyReports.betsOpened(tx, [bet(member, day, 4)]);
      throw new Error('refused');
    }).catch((error: unknown) => (error as Error).message);
    expect(refused).toBe('refused');
    // The next batch's call writes only its own.
    await run((tx) => dailyReports.betsOpened(tx, [bet(loner, day, 2)]));
    const rows = await aggregatesOf(day);
    expect(rows.active).toHaveLength(1);
    expect(rows.members).toHaveLength(1);
    expect(rows.members[0]).toContain(`"member_id":${loner}`);
  });
});
