/**
 * Member search over one merchant's members, built to stay fast at a million members: every search
 * is an equality on the id or a range on one indexed column (migration 0020), read in index order
 * and stopped at the page; counting stops at MEMBER_SEARCH_COUNT_CAP. On PostgreSQL the ranges
 * compare with the "C" collation, as the search indexes are built, so a prefix is one index range
 * whatever the database's default collation.
 */
import { MEMBER_SEARCH_COUNT_CAP } from '@openlobby/contract';
import { type Expression, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberTable } from '../../db/schema.ts';
import type { PrefixColumn, PrefixRange, SearchTerm } from './search-terms.ts';

export type MemberRow = Selectable<MemberTable>;

export interface SearchPage {
  readonly rows: MemberRow[];
  readonly total: number;
  readonly capped: boolean;
}

type AddressColumn = 'created_ip' | 'last_login_ip';

export function createMemberSearchRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** The column as the search indexes order it. */
  const ordered = (ref: string): Expression<string> =>
    postgres ? sql<string>`${sql.ref(ref)} collate "C"` : sql<string>`${sql.ref(ref)}`;

  function inRange(column: PrefixColumn | AddressColumn, merchantId: number, range: PrefixRange) {
    const key = ordered(`member.${column}`);
    return db
      .selectFrom('member')
      .where('member.merchant_id', '=', merchantId)
      .where((eb) => eb.and([eb(key, '>=', range.from), eb(key, '<', range.below)]));
  }

  async function countUpToCap(
    query: ReturnType<typeof inRange>,
  ): Promise<{ total: number; capped: boolean }> {
    const row = await db
      .selectFrom(
        query
          .select('member.id')
          .limit(MEMBER_SEARCH_COUNT_CAP + 1)
          .as('hit'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    return { total: Math.min(n, MEMBER_SEARCH_COUNT_CAP), capped: n > MEMBER_SEARCH_COUNT_CAP };
  }

  /** Member ids with an address in range: registered or last logged in from it, or a session's. */
  async function idsAtAddress(
    merchantId: number,
    range: PrefixRange,
  ): Promise<{ ids: number[]; capped: boolean }> {
    const limit = MEMBER_SEARCH_COUNT_CAP + 1;
    const fromMember = (column: AddressColumn) =>
      inRange(column, merchantId, range).select('member.id').limit(limit).execute();
    const sessionIp = ordered('member_session.ip');
    const [registered, lastLogin, sessions] = await Promise.all([
      fromMember('created_ip'),
      fromMember('last_login_ip'),
      db
        .selectFrom('member_session')
        .where('member_session.merchant_id', '=', merchantId)
        .where((eb) => eb.and([eb(sessionIp, '>=', range.from), eb(sessionIp, '<', range.below)]))
        .select('member_session.member_id as id')
        .distinct()
        .limit(limit)
        .execute(),
    ]);
    const ids = new Set([...registered, ...lastLogin, ...sessions].map((r) => Number(r.id)));
    const capped = [registered, lastLogin, sessions].some((rows) => rows.length === limit);
    return { ids: [...ids].sort((a, b) => b - a), capped };
  }

  function byIds(merchantId: number, ids: readonly number[]): Promise<MemberRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('member')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  return {
    async search(merchantId: number, term: SearchTerm, offset: number, limit: number): Promise<SearchPage> {
      if (term.kind === 'id') {
        const rows = await byIds(merchantId, [term.id]);
        return { rows: offset === 0 ? rows.slice(0, limit) : [], total: rows.length, capped: false };
      }
      // Past the counted matches there is nothing a console pages to; not reading them keeps deep
      // offsets from scanning the index.
      if (offset >= MEMBER_SEARCH_COUNT_CAP)
        return { rows: [], total: MEMBER_SEARCH_COUNT_CAP, capped: true };
      if (term.kind === 'address') {
        const { ids, capped } = await idsAtAddress(merchantId, term.range);
        const pageIds = ids.slice(offset, offset + limit);
        const found = new Map((await byIds(merchantId, pageIds)).map((row) => [row.id, row]));
        return {
          rows: pageIds.flatMap((id) => found.get(id) ?? []),
          total: Math.min(ids.length, MEMBER_SEARCH_COUNT_CAP),
          capped: capped || ids.length > MEMBER_SEARCH_COUNT_CAP,
        };
      }
      const query = inRange(term.column, merchantId, term.range);
      const [rows, count] = await Promise.all([
        query
          .selectAll('member')
          .orderBy(ordered(`member.${term.column}`))
          .orderBy('member.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        countUpToCap(query),
      ]);
      return { rows, total: count.total, capped: count.capped };
    },
  };
}
export type MemberSearchRepository = ReturnType<typeof createMemberSearchRepository>;
