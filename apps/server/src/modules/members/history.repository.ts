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

/** One page of rows and the count of all of them, read side by side. */
async function page<Row>(
  rows: Promise<Row[]>,
  count: Promise<{ n: string | number } | undefined>,
): Promise<{ rows: Row[]; total: number }> {
  const [list, counted] = await Promise.all([rows, count]);
  return { rows: list, total: Number(counted?.n ?? 0) };
}

export function createMemberHistoryRepository(db: Db) {
  /** A member's rows of one table, newest (highest id) first, and how many there are. */
  const byMember = (table: 'issued_reward' | 'member_session', memberId: number, paging: Paging) => {
    const base = db.selectFrom(table).where('member_id', '=', memberId);
    return page(
      base.selectAll().orderBy('id', 'desc').offset(paging.offset).limit(paging.limit).execute(),
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    );
  };

  return {
    /**
     * The transfers on either side of the account. Read as two ranges of the debit and credit
     * indexes joined (a transfer never has one account on both sides, so none is read twice), each
     * cut to the page's end before they are merged: an OR over both columns reads the whole table.
     */
    async ledger(accountId: number, paging: Paging) {
      const side = (column: 'debit_account_id' | 'credit_account_id') =>
        db
          .selectFrom('ledger_transfer')
          .selectAll()
          .where(column, '=', accountId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(paging.offset + paging.limit);
      const count = (column: 'debit_account_id' | 'credit_account_id') =>
        db
          .selectFrom('ledger_transfer')
          .where(column, '=', accountId)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirst();
      const both = db
        .selectFrom(side('debit_account_id').as('debits'))
        .selectAll()
        .unionAll(db.selectFrom(side('credit_account_id').as('credits')).selectAll());
      const [rows, debits, credits] = await Promise.all([
        db
          .selectFrom(both.as('transfers'))
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(paging.offset)
          .limit(paging.limit)
          .execute(),
        count('debit_account_id'),
        count('credit_account_id'),
      ]);
      return { rows, total: Number(debits?.n ?? 0) + Number(credits?.n ?? 0) };
    },

    bets(memberId: number, paging: Paging) {
      const base = db.selectFrom('bet_record').where('member_id', '=', memberId);
      return page(
        base
          .selectAll()
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .offset(paging.offset)
          .limit(paging.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      );
    },

    rewards: (memberId: number, paging: Paging) => byMember('issued_reward', memberId, paging),
    sessions: (memberId: number, paging: Paging) => byMember('member_session', memberId, paging),

    /** Each user-agent the member's sessions started with (null: before they were recorded). */
    sessionDevices(memberId: number) {
      return db
        .selectFrom('member_session')
        .where('member_id', '=', memberId)
        .select((eb) => [
          'user_agent',
          eb.fn.min('created_at').as('first_seen'),
          eb.fn.max('last_seen_at').as('last_seen'),
          eb.fn.countAll<string | number>().as('logins'),
        ])
        .groupBy('user_agent')
        .execute();
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
