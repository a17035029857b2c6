/**
 * The agent centre's team KPIs for `npm run bench`: a fresh SQLite database gets a referral tree of
 * TEAM_BENCH_MEMBERS members (100,000 by default) under one top agent, ten to a node (five levels),
 * its closure rows, and 30 days of team figures (three game types and the non-bet row) for every
 * member with a team, written in bulk by SQL. The real app then answers ODSFE2_TeamKPIA over HTTP
 * for the top agent (the whole tree below it) and for agents one and two levels down, for today,
 * this week, this month and a 90-day range. Prints one JSON line with the p50 and p99 of all calls
 * and of the top agent's. Refuses to run in production.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { agentTeamPaths } from '@openlobby/contract';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { sha256 } from '../modules/accounts/secrets.ts';

const MEMBERS = Number(process.env.TEAM_BENCH_MEMBERS ?? 100_000);
const FAN_OUT = 10;
const DAYS = 30;
const CALLS = 400;
const SECRET = 'team-kpi-bench-secret-0123456789abcdef0123';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the team KPI bench writes test rows; not in production');
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'openlobby-team-bench-'));
  const { database } = await prepareDatabase({
    databaseUrl: null,
    dataDir,
    merchantCode: 'OPENLOBBY',
    sealPath: (plain) => plain,
    demo: false,
  });
  const db = database.db;
  const merchant = await db.selectFrom('merchant').select('id').executeTakeFirstOrThrow();
  const seedStarted = performance.now();

  // Member i (1-based) is agent<i>; its upline is member floor((i - 2) / FAN_OUT) + 1.
  const base = await sql<{ id: number | null }>`select max(id) as id from member`.execute(db);
  const offset = base.rows[0]?.id ?? 0;
  // Literals, not bound numbers: a bound JavaScript number may arrive as a REAL (1.0), and a REAL
  // divisor would make the uplines' ids fractions.
  const fanOut = sql.lit(FAN_OUT);
  const first = sql.lit(offset);
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(MEMBERS)})
    insert into member (id, merchant_id, username, username_lower, type, own_affiliate_code, referrer_id,
      created_at, created_ip)
    select i + ${first}, ${merchant.id}, 'agent' || i, 'agent' || i, 1, 'T' || substr('0000000' || i, -7),
      case when i = 1 then null else ((i - 2) / ${fanOut}) + 1 + ${first} end,
      '2025-01-01T00:00:00.000Z', '10.0.0.1'
    from n`.execute(db);
  await sql`insert into member_tree (ancestor_id, descendant_id, depth, merchant_id)
    select id, id, 0, merchant_id from member where id > ${offset}`.execute(db);
  for (let depth = 1; ; depth += 1) {
    const added = await sql`insert into member_tree (ancestor_id, descendant_id, depth, merchant_id)
      select t.ancestor_id, m.id, t.depth + 1, m.merchant_id
      from member m join member_tree t on t.descendant_id = m.referrer_id
      where m.id > ${offset} and t.depth = ${depth - 1}`.execute(db);
    if ((added.numAffectedRows ?? 0n) === 0n) break;
  }
  // 30 days of figures for every member with a team, ending today.
  const today = Date.now();
  const days = Array.from({ length: DAYS }, (_, i) => dayOf(today - i * 86_400_000));
  for (const day of days) {
    await sql`insert into team_day_stats (ancestor_id, day, game_type, merchant_id, bet_count, bet_minor,
        valid_bet_minor, win_minor, deposit_count, deposit_minor, withdraw_count, withdraw_minor,
        first_deposits, registrations, active)
      select p.id, ${day}, g.t, ${merchant.id}, (p.id % 97) * 10, (p.id % 89) * 100000, (p.id % 89) * 90000,
        (p.id % 83) * 95000, p.id % 7, (p.id % 13) * 50000, p.id % 3, (p.id % 11) * 20000,
        case when g.t = '' then p.id % 5 else 0 end, case when g.t = '' then p.id % 4 else 0 end,
        (p.id % 31)
      from (select distinct referrer_id as id from member where id > ${offset} and referrer_id is not null) p
      cross join (select 'RNG' as t union all select 'LIVE' union all select 'LOTT' union all select '') g`.execute(
      db,
    );
  }
  // Sessions for the top agent, its ten direct agents and a hundred agents two levels down.
  const agents = Array.from({ length: 1 + FAN_OUT + FAN_OUT * FAN_OUT }, (_, i) => i + 1 + offset);
  const future = new Date(today + 86_400_000).toISOString();
  const tokens = new Map<number, string>();
  for (const id of agents) {
    const token = `team-bench-${id}`;
    tokens.set(id, token);
    await db
      .insertInto('member_session')
      .values({
        token_hash: sha256(token),
        member_id: id,
        merchant_id: merchant.id,
        created_at: new Date(today).toISOString(),
        last_seen_at: new Date(today).toISOString(),
        idle_expires_at: future,
        absolute_expires_at: future,
        ip: '10.0.0.1',
      })
      .execute();
  }
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const closureRows = await db
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SERVER_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    dataDir,
  );
  const app = await buildApp({ config, database, serverSecret: SECRET, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const periods = [
      'period=TODAY',
      'period=WEEK',
      'period=MONTH',
      `period=CUSTOM&startDate=${dayOf(today - 89 * 86_400_000)}&endDate=${dayOf(today)}`,
    ];
    const kpi = async (agentId: number, query: string) => {
      const started = performance.now();
      const response = await fetch(`${url}${agentTeamPaths.teamKpiA.path}?${query}`, {
        headers: { authorization: tokens.get(agentId) ?? '' },
      });
      const body = (await response.json()) as { success: boolean; value?: { members: number } };
      if (!body.success) throw new Error(`team KPIs of ${agentId} answered ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, members: body.value?.members ?? 0 };
    };
    const top = offset + 1;
    // Unmeasured: the first calls compile the code paths and warm the page cache.
    for (let i = 0; i < 20; i += 1) await kpi(top, periods[i % periods.length] ?? '');

    const all: number[] = [];
    const topTimes: number[] = [];
    let topMembers = 0;
    for (let i = 0; i < CALLS; i += 1) {
      const query = periods[i % periods.length] ?? '';
      // Half the calls for the top agent, the rest spread over the smaller teams.
      const agent = i % 2 === 0 ? top : (agents[1 + (i % (agents.length - 1))] ?? top);
      const { ms, members } = await kpi(agent, query);
      all.push(ms);
      if (agent === top) {
        topTimes.push(ms);
        topMembers = members;
      }
    }
    all.sort((a, b) => a - b);
    topTimes.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        members: MEMBERS,
        topTeam: topMembers,
        closureRows: Number(closureRows.n),
        seedSeconds,
        calls: all.length,
        p50Ms: percentile(all, 0.5),
        p99Ms: percentile(all, 0.99),
        topAgent: { p50Ms: percentile(topTimes, 0.5), p99Ms: percentile(topTimes, 0.99) },
      }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
