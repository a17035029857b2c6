/**
 * A member's history for the console, each list newest first and paged: the ledger transfers that
 * moved the member's main wallet, bets, rewards, sessions and the addresses they came from. Each
 * reads an index that starts with the member (or the member's ledger account).
 */
import type { Db } from '../../db/database.ts';

export interface Paging {
  readonly offset: number;
  readonly limit: number;
}

export function createMemberHistoryRepository(db: Db) {
  const countOf = async (query: Promise<{ n: string | number }>) => Number((await query).n);

  return {
    async ledger(accountId: number, page: Paging) {
      const base = db
        .selectFrom('ledger_transfer')
        .where((eb) =>
          eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]),
        );
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        countOf(base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
      ]);
      return { rows, total };
    },

    async bets(memberId: number, page: Paging) {
      const base = db.selectFrom('bet_record').where('member_id', '=', memberId);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        countOf(base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
      ]);
      return { rows, total };
    },

    async rewards(memberId: number, page: Paging) {
      const base = db.selectFrom('issued_reward').where('member_id', '=', memberId);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
        countOf(base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
      ]);
      return { rows, total };
    },

    async sessions(memberId: number, page: Paging) {
      const base = db.selectFrom('member_session').where('member_id', '=', memberId);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
        countOf(base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
      ]);
      return { rows, total };
    },

    /** Each address the member's sessions came from, with its first and last use. */
    sessionAddresses(memberId: number) {
      return db
        .selectFrom('member_session')
        .where('member_id', '=', memberId)
        .where('ip', 'is not', null)
        .select((eb) => [
          'ip',
          eb.fn.min('created_at').as('first_seen'),
          eb.fn.max('last_seen_at').as('last_seen'),
          eb.fn.countAll<string | number>().as('logins'),
        ])
        .groupBy('ip')
        .execute();
    },
  };
}
export type MemberHistoryRepository = ReturnType<typeof createMemberHistoryRepository>;
