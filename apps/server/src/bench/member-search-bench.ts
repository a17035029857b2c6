/**
 * Member search's speed for `npm run bench`: a fresh SQLite database gets MEMBER_BENCH_ROWS members
 * (1,000,000 by default) with varied usernames, mobiles, e-mails, invitation codes and addresses,
 * and a session for one in five, written in bulk by SQL. The real app then answers the console's
 * search over HTTP, signed in as a support operator: a mix of every search field with prefixes of
 * several lengths, each a first page of 20 with its capped count. Prints one JSON line with the
 * p50 and p99 of all searches and of each field. Refuses to run in production.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MEMBER_SEARCH_FIELDS, type MemberSearchField, OPS_MEMBER_PATHS } from '@openlobby/contract';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createOperatorAuth } from '../modules/operator/auth.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';

const ROWS = Number(process.env.MEMBER_BENCH_ROWS ?? 1_000_000);
const BATCH = 250_000;
const SEARCHES_PER_FIELD = 150;
const SECRET = 'member-search-bench-secret-0123456789abcdef';
const OPERATOR = { username: 'bench.support', password: 'bench-support-password' };

/** Deterministic pseudo-random numbers, so every run asks the same questions. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** What an operator would type into the search box for member n, cut to a prefix. */
function searchText(field: MemberSearchField, n: number, length: number): string {
  const full: Record<MemberSearchField, string> = {
    username: `player${n}`,
    mobile: `+92300${String(n).padStart(7, '0')}`,
    email: `player${n}@mail${n % 50}.example`,
    id: String(n),
    invitationCode: `INV${String(n * 7).padStart(8, '0')}`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  const text = full[field];
  return field === 'id' ? text : text.slice(0, Math.max(3, text.length - length));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the member search bench writes test rows; not in production');
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'openlobby-member-bench-'));
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
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    // The same values searchText builds, in SQL: member n is player<n>, +92300<n>, and so on. The
    // cast keeps n an integer: bound as a JavaScript number it would be 1.0, 2.0, … in the texts.
    await sql`
      with recursive n(i) as (select cast(${from} as integer) union all select i + 1 from n where i < ${to})
      insert into member (merchant_id, username, username_lower, type, email, email_lower, mobile,
        own_affiliate_code, created_at, created_ip, last_login_ip)
      select ${merchant.id}, 'player' || i, 'player' || i, 0,
        'player' || i || '@mail' || (i % 50) || '.example', 'player' || i || '@mail' || (i % 50) || '.example',
        '+92300' || substr('0000000' || i, -7), 'INV' || substr('00000000' || (i * 7), -8),
        '2025-01-01T00:00:00.000Z',
        '10.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255),
        case when i % 3 = 0 then '10.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255) end
      from n`.execute(db);
    await sql`
      insert into member_session (token_hash, member_id, merchant_id, created_at, last_seen_at,
        idle_expires_at, absolute_expires_at, ip)
      select 'bench-' || id, id, merchant_id, '2025-06-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z',
        '2025-06-01T01:00:00.000Z', '2025-06-02T00:00:00.000Z', created_ip
      from member where id between ${from} and ${to} and id % 5 = 0`.execute(db);
  }
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

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
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const auth = createOperatorAuth(createOperatorRepository(db), 60, () => new Date());
    await auth.create(OPERATOR.username, OPERATOR.password, { roles: ['support'] });
    const login = await fetch(`${base}/ops/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;

    const random = numbers(42);
    const search = async (field: MemberSearchField) => {
      const text = searchText(field, 1 + random(ROWS), random(4));
      const url = `${base}${OPS_MEMBER_PATHS.search}?by=${field}&q=${encodeURIComponent(text)}&pageSize=20`;
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { success: boolean };
      if (!body.success) throw new Error(`${url} answered ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    // Unmeasured: the first calls compile the code paths and warm the page cache.
    for (const field of MEMBER_SEARCH_FIELDS) for (let i = 0; i < 10; i += 1) await search(field);

    const all: number[] = [];
    const byField: Record<string, { p50: number; p99: number }> = {};
    for (const field of MEMBER_SEARCH_FIELDS) {
      const times: number[] = [];
      for (let i = 0; i < SEARCHES_PER_FIELD; i += 1) times.push(await search(field));
      times.sort((a, b) => a - b);
      byField[field] = { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
      all.push(...times);
    }
    all.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        members: ROWS,
        seedSeconds,
        searches: all.length,
        p50Ms: percentile(all, 0.5),
        p99Ms: percentile(all, 0.99),
        byField,
      }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
