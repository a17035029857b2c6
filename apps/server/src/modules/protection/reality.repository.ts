/**
 * Reality checks' and account history's reads: the member's interval (`reality_check`,
 * migration 0044, by primary key) and the month-by-month sums of the account history, each one
 * indexed range read: `deposit (member_id, created_at)`, `withdrawal (member_id, created_at)` and
 * `bet_record (member_id, placed_at)`. Months are the first seven characters of the ISO timestamps
 * (YYYY-MM, UTC), which SQLite and PostgreSQL both read with substr.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toBigInt } from '../wallet/money.ts';

/** Deposits that reached the balance and withdrawals that left it. */
export const COUNTED_DEPOSITS = ['approved'] as const;
export const COUNTED_WITHDRAWALS = ['approved', 'paid'] as const;

export interface MonthSums {
  readonly deposits: bigint;
  readonly withdrawals: bigint;
  readonly stakes: bigint;
  readonly wins: bigint;
}

const sumOf = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : toBigInt(value as string | number | bigint);
const month = sql<string>`substr(created_at, 1, 7)`;
const betMonth = sql<string>`substr(placed_at, 1, 7)`;

export type RealityRepository = ReturnType<typeof createRealityRepository>;

export function createRealityRepository(db: Db) {
  return {
    async interval(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('reality_check')
        .select('interval_minutes')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row?.interval_minutes ?? 0;
    },

    /** Sets the interval; 0 (off) deletes the row. */
    async setInterval(merchantId: number, memberId: number, minutes: number, now: string): Promise<void> {
      if (minutes === 0) {
        await db.deleteFrom('reality_check').where('member_id', '=', memberId).execute();
        return;
      }
      await db
        .insertInto('reality_check')
        .values({ member_id: memberId, merchant_id: merchantId, interval_minutes: minutes, updated_at: now })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet({ interval_minutes: minutes, updated_at: now }),
        )
        .execute();
    },

    /** Sums per month (YYYY-MM) of everything from `since` on. */
    async months(memberId: number, since: string): Promise<Map<string, MonthSums>> {
      const [deposits, withdrawals, bets] = await Promise.all([
        db
          .selectFrom('deposit')
          .select([month.as('month'), sql<string | number | null>`sum(amount_minor)`.as('total')])
          .where('member_id', '=', memberId)
          .where('created_at', '>=', since)
          .where('status', 'in', COUNTED_DEPOSITS)
          .groupBy(month)
          .execute(),
        db
          .selectFrom('withdrawal')
          .select([month.as('month'), sql<string | number | null>`sum(amount_minor)`.as('total')])
          .where('member_id', '=', memberId)
          .where('created_at', '>=', since)
          .where('status', 'in', COUNTED_WITHDRAWALS)
          .groupBy(month)
          .execute(),
        db
          .selectFrom('bet_record')
          .select([
            betMonth.as('month'),
            sql<string | number | null>`sum(bet_minor)`.as('stakes'),
            sql<string | number | null>`sum(win_minor)`.as('wins'),
          ])
          .where('member_id', '=', memberId)
          .where('placed_at', '>=', since)
          .where('status', '!=', 'cancelled')
          .groupBy(betMonth)
          .execute(),
      ]);
      const result = new Map<string, MonthSums>();
      const entry = (key: string): MonthSums =>
        result.get(key) ?? { deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n };
      for (const row of deposits) result.set(row.month, { ...entry(row.month), deposits: sumOf(row.total) });
      for (const row of withdrawals)
        result.set(row.month, { ...entry(row.month), withdrawals: sumOf(row.total) });
      for (const row of bets)
        result.set(row.month, { ...entry(row.month), stakes: sumOf(row.stakes), wins: sumOf(row.wins) });
      return result;
    },

    /** Every counted deposit and withdrawal of the member, ever. */
    async lifetime(memberId: number): Promise<{ deposits: bigint; withdrawals: bigint }> {
      const [deposits, withdrawals] = await Promise.all([
        db
          .selectFrom('deposit')
          .select(sql<string | number | null>`sum(amount_minor)`.as('total'))
          .where('member_id', '=', memberId)
          .where('status', 'in', COUNTED_DEPOSITS)
          .executeTakeFirst(),
        db
          .selectFrom('withdrawal')
          .select(sql<string | number | null>`sum(amount_minor)`.as('total'))
          .where('member_id', '=', memberId)
          .where('status', 'in', COUNTED_WITHDRAWALS)
          .executeTakeFirst(),
      ]);
      return { deposits: sumOf(deposits?.total), withdrawals: sumOf(withdrawals?.total) };
    },
  };
}
