/**
 * Member search in the console: by username, mobile, e-mail, id, invitation code or an address the
 * member registered or logged in from; prefix matches, paged on the server, only the operator's
 * merchant; text that cannot be the chosen field is refused in English and Urdu. Every search reads
 * an index range (never the whole member table), on SQLite and on PostgreSQL.
 */
import { MEMBER_SEARCH_COUNT_CAP, errorMessage } from '@openlobby/contract';
import { CompiledQuery, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { addMerchant, testMerchant } from '../../test/merchant-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { searchTerm } from './search-terms.ts';
import { createMemberSearchRepository } from './search.repository.ts';

let t: TestContext;
let ops: string;
const found: Record<string, number> = {};

interface Hit {
  id: number;
  username: string;
  state: string;
}
interface Page {
  content: Hit[];
  total: number;
  totalCapped: boolean;
}

const search = (query: Record<string, string>, language = 'EN') =>
  asOps(t, ops, 'GET', '/ops/members', query, language);
const names = async (query: Record<string, string>) =>
  valueOf<Page>(await search(query)).content.map((hit) => hit.username);

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  ops = await operatorWith(t, 'search_support', ['support']);
  const rows = [
    {
      username: 'Rahim_One',
      mobile: '+923001110001',
      email: 'rahim.one@example.pk',
      own_affiliate_code: 'INV7001',
      created_ip: '203.0.113.10',
    },
    {
      username: 'rahim_two',
      mobile: '+923001110002',
      email: 'Rahim.Two@Example.pk',
      own_affiliate_code: 'INV7002',
      created_ip: '203.0.113.11',
    },
    {
      username: 'rahima',
      mobile: '+923009990003',
      email: 'someone@example.pk',
      own_affiliate_code: 'ZZ1',
      created_ip: '192.0.2.5',
    },
    { username: 'bilal', mobile: null, email: null, own_affiliate_code: null, created_ip: null },
  ];
  for (const row of rows) found[row.username] = (await memberWith(t, row)).id;
  // bilal registered from nowhere known; he logs in from 198.51.100.77 (a session's address).
  await tokenFor(t, 'bilal', DEMO_PASSWORD).catch(() => undefined);
  await t.database.db
    .updateTable('member_session')
    .set({ ip: '198.51.100.77' })
    .where('member_id', '=', found.bilal ?? 0)
    .execute();
  // A member of another merchant with a matching name is never found.
  const other = await addMerchant(t, 'SEARCHCO', 'Search Co');
  await memberWith(t, { username: 'rahim_elsewhere', merchant_id: other.id });
});
afterAll(async () => {
  await t.close();
});

/**
 * The plan's reads of member rows that are not an index range on the searched column: a table scan,
 * or an index read by merchant alone with the search applied row by row to every member.
 */
function wholeReads(plan: string, postgres: boolean): string[] {
  const lines = plan.split('\n');
  if (postgres)
    return lines.filter((line) => /Seq Scan on member(_session)?\b/.test(line) || /Filter: .*>=/.test(line));
  return lines.filter(
    (line) => /\b(SCAN|SEARCH) member(_session)?\b/.test(line) && !/rowid=\?|\w+>\? AND \w+<\?/.test(line),
  );
}

/**
 * Enough members and sessions (with fresh statistics) that a planner picks its access path for
 * the search's condition, not because every table is tiny.
 */
async function manyMembers(n: number) {
  const db = t.database.db;
  const merchant = await testMerchant(t);
  const at = '2026-01-01T00:00:00.000Z';
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(n)})
    insert into member (merchant_id, username, username_lower, type, mobile, email, email_lower,
      own_affiliate_code, created_at, created_ip, last_login_ip)
    select ${sql.lit(merchant.id)}, 'bulk' || i, 'bulk' || i, 0, '+9231' || i, 'bulk' || i || '@example.pk',
      'bulk' || i || '@example.pk', 'B' || i, ${at}, '10.' || (i % 250) || '.' || (i % 199) || '.1',
      '10.' || (i % 247) || '.' || (i % 193) || '.2'
    from n`.execute(db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(n)})
    insert into member_session (token_hash, member_id, merchant_id, created_at, last_seen_at,
      idle_expires_at, absolute_expires_at, ip)
    select 'bulk-session-' || i, ${sql.lit(found.bilal ?? 0)}, ${sql.lit(merchant.id)}, ${at}, ${at}, ${at}, ${at},
      '10.' || (i % 241) || '.' || (i % 191) || '.3'
    from n`.execute(db);
  await sql`analyze`.execute(db);
}

describe('member search', () => {
  it('finds by the start of a username, whatever its case, in username order and only in its merchant', async () => {
    expect(await names({ by: 'username', q: 'RAHIM' })).toEqual(['Rahim_One', 'rahim_two', 'rahima']);
    expect(await names({ by: 'username', q: 'rahim_' })).toEqual(['Rahim_One', 'rahim_two']);
    expect(await names({ by: 'username', q: 'ahim' })).toEqual([]);
  });

  it('pages on the server with the total', async () => {
    const first = valueOf<Page>(await search({ by: 'username', q: 'rahim', pageSize: '2' }));
    expect(first).toMatchObject({ total: 3, totalCapped: false });
    expect(first.content.map((h) => h.username)).toEqual(['Rahim_One', 'rahim_two']);
    const second = valueOf<Page>(await search({ by: 'username', q: 'rahim', pageSize: '2', pageNo: '2' }));
    expect(second.content.map((h) => h.username)).toEqual(['rahima']);
  });

  it('finds by mobile (with or without +, spaces allowed), e-mail, id, invitation code', async () => {
    expect(await names({ by: 'mobile', q: '+92300111' })).toEqual(['Rahim_One', 'rahim_two']);
    expect(await names({ by: 'mobile', q: '92 300 999' })).toEqual(['rahima']);
    expect(await names({ by: 'email', q: 'RAHIM.TWO@' })).toEqual(['rahim_two']);
    expect(await names({ by: 'id', q: String(found.bilal) })).toEqual(['bilal']);
    expect(await names({ by: 'invitationCode', q: 'INV70' })).toEqual(['Rahim_One', 'rahim_two']);
  });

  it('finds by an address the member registered from or logged in from', async () => {
    expect(await names({ by: 'ip', q: '203.0.113.1' })).toEqual(['rahim_two', 'Rahim_One']);
    expect(await names({ by: 'ip', q: '198.51.100.77' })).toEqual(['bilal']);
    expect(await names({ by: 'ip', q: '10.' })).toEqual([]);
  });

  it('refuses text that cannot be the chosen field, with a translated message, never a 5xx', async () => {
    expect(await search({ by: 'id', q: 'rahim' })).toMatchObject({
      status: 400,
      code: 'MEMBER_SEARCH_INVALID',
      message: errorMessage('MEMBER_SEARCH_INVALID', 'EN'),
    });
    expect(await search({ by: 'ip', q: 'drop table' }, 'UR')).toMatchObject({
      status: 400,
      message: errorMessage('MEMBER_SEARCH_INVALID', 'UR'),
    });
    const bad: Record<string, string>[] = [
      { by: 'mobile', q: 'abc' },
      { by: 'id', q: '99999999999' },
      { by: 'nickname', q: 'x' },
      { by: 'username', q: '   ' },
      { by: 'username' },
      { by: 'username', q: 'a'.repeat(101) },
      { by: 'username', q: 'nul\u0000' },
      { by: 'username', q: 'x', pageSize: '1000' },
      { by: 'username', q: 'x', pageNo: '0' },
      { by: 'username', q: 'x', pageNo: 'NaN' },
      { by: 'username', q: '\u{10FFFF}' },
    ];
    for (const query of bad) {
      const answer = await search(query);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    // Past the counted matches there is nothing to read.
    expect(
      valueOf<Page>(await search({ by: 'username', q: 'r', pageNo: String(MEMBER_SEARCH_COUNT_CAP) })),
    ).toMatchObject({ content: [] });
  });

  it('reads an index range for every field, never the whole member table', async () => {
    const plans: string[] = [];
    const queries: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries.push(node);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    await manyMembers(20_000);
    const db = t.database.db.withPlugin(capture);
    const repo = createMemberSearchRepository(db);
    const postgres = t.database.dialect === 'postgres';
    for (const [by, q] of [
      ['username', 'rahim'],
      ['mobile', '+92300'],
      ['email', 'rahim'],
      ['invitationCode', 'INV'],
      ['ip', '203.0.113'],
      ['id', '1'],
    ] as const) {
      queries.length = 0;
      await repo.search(1, searchTerm(by, q), 0, 20);
      for (const node of queries) {
        const compiled = t.database.db.getExecutor().compileQuery(node, { queryId: 'plan' });
        const plan = await t.database.db.transaction().execute(async (tx) => {
          // PostgreSQL plans a tiny table as a scan anyway; without that choice it shows whether an
          // index can serve the query at all.
          if (postgres) await sql`set local enable_seqscan = off`.execute(tx);
          const explain = postgres ? 'explain ' : 'explain query plan ';
          const result = await tx.executeQuery(
            CompiledQuery.raw(`${explain}${compiled.sql}`, [...compiled.parameters]),
          );
          return result.rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
        });
        plans.push(plan);
        expect(wholeReads(plan, postgres), `${by}: ${compiled.sql}\n${plan}`).toEqual([]);
      }
    }
    expect(plans.length).toBeGreaterThanOrEqual(6);
  });
});
