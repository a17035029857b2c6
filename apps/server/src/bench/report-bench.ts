/**
 * The GGR report's speed for `npm run bench`: a fresh SQLite database gets REPORT_BENCH_ROWS betting
 * records (5,000,000 by default) over 60 days, 2,000 members and 200 games, written in bulk by SQL
 * and summed into the daily aggregate the way migration 0022 backfills an existing install. Then
 * the 30-day GGR report is asked for by day, game, vendor and member type, and its slowest answer
 * is timed (best of three each). Prints one JSON line. Refuses to run in production.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GGR_GROUPS } from '@openlobby/contract';
import { sql } from 'kysely';
import { prepareDatabase } from '../db/prepare.ts';
import { backfillDailyReports } from '../db/migrations/0022-daily-reports.ts';
import { createReportsRepository } from '../modules/reports/repository.ts';
import { createReports } from '../modules/reports/service.ts';

const ROWS = Number(process.env.REPORT_BENCH_ROWS ?? 5_000_000);
const MEMBERS = 2_000;
const GAMES = 200;
const DAYS = 60;
const BATCH = 500_000;

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the report bench writes test rows; not in production');
  const { database } = await prepareDatabase({
    databaseUrl: null,
    dataDir: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'openlobby-report-bench-')),
    merchantCode: 'OPENLOBBY',
    sealPath: (plain) => plain,
    demo: false,
  });
  const db = database.db;
  const merchant = await db.selectFrom('merchant').select('id').executeTakeFirstOrThrow();
  const end = Date.UTC(2026, 0, 31);
  const start = end - DAYS * 86_400_000;

  const seedStarted = performance.now();
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MEMBERS})
    insert into member (merchant_id, username, username_lower, type, created_at)
    select ${merchant.id}, 'rb' || i, 'rb' || i, case when i % 10 = 0 then 4 else 0 end, '2025-01-01T00:00:00.000Z'
    from n`.execute(db);
  const firstMember = await db
    .selectFrom('member')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirstOrThrow();
  for (let from = 0; from < ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH);
    // Each row: a member, a game (and its vendor), a stake and a win derived from its number; the
    // placing times spread evenly over the days.
    await sql`
      with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to - 1})
      insert into bet_record (id, merchant_id, member_id, game_type, vendor_code, game_id, game_name,
        bet_minor, valid_bet_minor, win_minor, status, placed_at, settled_at)
      select 'rb-' || i, ${merchant.id}, ${Number(firstMember.id)} + (i * 7919) % ${MEMBERS}, 'RNG',
        'V' || ((i % ${GAMES}) % 8), 'g' || (i % ${GAMES}), 'Game ' || (i % ${GAMES}),
        100 + (i * 31) % 900, 100 + (i * 31) % 900, case when i % 3 = 0 then (i * 17) % 2000 else 0 end,
        'settled',
        strftime('%Y-%m-%dT%H:%M:%fZ', (${start} + (i * ${Math.floor((DAYS * 86_400_000) / ROWS)})) / 1000.0, 'unixepoch'),
        null
      from n`.execute(db);
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const backfillStarted = performance.now();
  await backfillDailyReports(db);
  const backfillSeconds = (performance.now() - backfillStarted) / 1000;

  const reports = createReports({ repository: createReportsRepository(db), now: () => new Date(end) });
  const to = new Date(end).toISOString().slice(0, 10);
  const from = new Date(end - 29 * 86_400_000).toISOString().slice(0, 10);
  const timings: Record<string, number> = {};
  let total = '';
  for (const group of GGR_GROUPS) {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const value = await reports.ggr(merchant.id, from, to, group);
      best = Math.min(best, performance.now() - started);
      total = value.total.ggr;
    }
    timings[group] = Math.round(best * 10) / 10;
  }
  const bets = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      dialect: database.dialect,
      betRecords: Number(bets.n),
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      backfillSeconds: Math.round(backfillSeconds * 10) / 10,
      ggr30DaysMs: Math.max(...Object.values(timings)),
      ggr30DaysMsByGroup: timings,
      ggr30DaysTotal: total,
    }),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error('report bench failed:', error);
  process.exit(1);
});
