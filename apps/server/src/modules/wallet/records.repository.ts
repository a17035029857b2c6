/** Read-only queries behind the records screens: ledger movements of one wallet, and bets. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface Range {
  readonly from: string;
  readonly to: string;
}

/** A member's calendar day and the UTC instant it begins (ISO). */
export interface DayStart {
  readonly day: string;
  readonly from: string;
}

/**
 * The member's day of a row as SQL: the last day whose start is at or before created_at. Literals,
 * not parameters: PostgreSQL matches the GROUP BY expression to the selected one only then.
 */
function dayOf(days: readonly DayStart[]) {
  // Every row of the range is at or after the first day's start, so some branch always matches;
  // a CASE even for one day, as PostgreSQL refuses a bare constant in GROUP BY.
  const branches = [...days]
    .reverse()
    .map(({ day, from }) => sql`when created_at >= ${sql.lit(from)} then ${sql.lit(day)}`);
  return sql<string>`case ${sql.join(branches, sql` `)} end`;
}

export function createRecordsRepository(db: Db) {
  const touching = (accountId: number, range: Range, txCode: string | undefined) =>
    db
      .selectFrom('ledger_transfer')
      .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .$if(txCode !== undefined, (q) => q.where('tx_code', '=', txCode ?? ''));

  return {
    transfers(accountId: number, range: Range, txCode: string | undefined, offset: number, limit: number) {
      return Promise.all([
        touching(accountId, range, txCode)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        touching(accountId, range, txCode)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
    },

    /** Sums per member's day (`days` cover `range`), code, phase and side (in: the wallet was credited). */
    dailySums(accountId: number, range: Range, days: readonly DayStart[]) {
      const day = dayOf(days);
      const side = sql<string>`case when credit_account_id = ${sql.lit(accountId)} then 'in' else 'out' end`;
      return touching(accountId, range, undefined)
        .select((eb) => [
          day.as('day'),
          'tx_code',
          'phase',
          side.as('side'),
          eb.fn.sum<string | number>('amount').as('total'),
        ])
        .groupBy([day, 'tx_code', 'phase', side])
        .execute();
    },

    betSummary(memberId: number, range: Range, gameType: string | undefined, vendorCode: string | undefined) {
      return db
        .selectFrom('bet_record')
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', range.from)
        .where('placed_at', '<', range.to)
        .where('status', '!=', 'cancelled')
        .$if(gameType !== undefined, (q) => q.where('game_type', '=', gameType ?? ''))
        .$if(vendorCode !== undefined, (q) => q.where('vendor_code', '=', vendorCode ?? ''))
        .select((eb) => [
          'game_type',
          'vendor_code',
          'game_id',
          'game_name',
          eb.fn.countAll<string | number>().as('bets'),
          eb.fn.sum<string | number>('bet_minor').as('bet'),
          eb.fn.sum<string | number>('valid_bet_minor').as('valid_bet'),
          eb.fn.sum<string | number>('win_minor').as('win'),
        ])
        .groupBy(['game_type', 'vendor_code', 'game_id', 'game_name'])
        .orderBy('game_type')
        .orderBy('vendor_code')
        .orderBy('game_name')
        .execute();
    },

    /**
     * The game behind each ledger reference that opened a bet (a vendor's round, a lottery issue):
     * wins, refunds and rollbacks carry the same reference as the bet, so one look-up names them all.
     */
    betGamesByReference(merchantId: number, references: readonly string[]) {
      if (references.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('ledger_transfer as t')
        .innerJoin('bet_record as b', 'b.bet_transfer_id', 't.id')
        .where('t.merchant_id', '=', merchantId)
        .where('t.tx_code', '=', 'BET')
        .where('t.reference', 'in', references)
        .select(['t.reference', 'b.vendor_code', 'b.game_id', 'b.game_name'])
        .distinct()
        .execute();
    },

    /** Catalogue names (and codes, for the house lottery's own names) of games by id. */
    catalogueGames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('game')
        .where('id', 'in', ids)
        .select(['id', 'game_code', 'name_en', 'name_ur'])
        .execute();
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
