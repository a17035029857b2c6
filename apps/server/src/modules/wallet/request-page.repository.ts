/** The operator's and member's request lists: one page of deposits or withdrawals with its total. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface PageQuery {
  readonly from: string;
  readonly to: string;
  readonly status: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

type RequestTable = 'deposit' | 'withdrawal';

/**
 * One page of deposits or withdrawals, newest first, with the total count. Both tables share the
 * columns this reads; the query is typed on `deposit` and the rows are the named table's.
 */
export async function requestPage<T extends RequestTable>(
  db: Db,
  table: T,
  memberId: number | null,
  merchantId: number,
  q: PageQuery,
): Promise<[Selectable<DatabaseSchema[T]>[], { n: string | number }]> {
  const base = db
    .selectFrom(table as 'deposit')
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to)
    .$if(memberId !== null, (qb) => qb.where('member_id', '=', memberId ?? 0))
    .$if(q.status !== undefined, (qb) => qb.where('status', '=', q.status ?? ''));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return [rows as Selectable<DatabaseSchema[T]>[], count];
}
