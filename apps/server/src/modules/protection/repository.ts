/**
 * Player limits' tables (migration 0040) and the usage the guard reads: deposits from
 * `deposit (member_id, created_at)` and stakes and wins from `bet_record (member_id, placed_at)`,
 * one indexed query per kind, each summing every window at once. Every read takes the caller's
 * transaction when there is one (the guard's reads then see what that transaction sees).
 */
import { type Selectable, sql } from 'kysely';
import { type Db, prepared } from '../../db/database.ts';
import type { PlayerLimitChangeTable, PlayerLimitTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';

export type PlayerLimitRow = Selectable<PlayerLimitTable>;
export type PlayerLimitChangeRow = Selectable<PlayerLimitChangeTable>;

/** Sums per window start (ISO), in the order the starts were given. */
export type WindowSums = readonly bigint[];

export interface LimitWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly kind: string;
  readonly period: string;
  readonly amount: bigint | null;
  readonly pending: { readonly amount: bigint | null; readonly at: string } | null;
  readonly now: string;
}

export interface ChangeWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly kind: string;
  readonly period: string;
  readonly changedBy: string;
  readonly oldMinor: bigint | null;
  readonly newMinor: bigint | null;
  readonly appliesAt: string;
  readonly createdAt: string;
}

const orNull = (value: string | number | bigint | null): bigint | null =>
  value === null ? null : toBigInt(value);
const sumOf = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : toBigInt(value as string | number | bigint);

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;

/** probe's statement, compiled once (db/database.ts prepared()): every seamless bet runs it. */
const probeQuery = prepared((db, p: { memberId: number }) =>
  db.selectNoFrom((eb) => [
    eb
      .exists(
        eb
          .selectFrom('player_exclusion')
          .select('player_exclusion.member_id')
          .where('player_exclusion.member_id', '=', p.memberId)
          .where('player_exclusion.lifted_at', 'is', null),
      )
      .as('exclusions'),
    eb
      .exists(
        eb
          .selectFrom('player_limit')
          .select('player_limit.member_id')
          .where('player_limit.member_id', '=', p.memberId),
      )
      .as('limits'),
  ]),
);

export function createProtectionRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Whether the member may have an exclusion in force (an exclusion row not lifted: a superset of
     * those in force, which exclusion.repository's inForce then reads exactly) and whether they
     * have any limit row, in one statement: a member with neither costs this one indexed read.
     */
    async probe(memberId: number, tx?: Tx): Promise<{ exclusions: boolean; limits: boolean }> {
      const [row] = (await probeQuery(tx ?? db, { memberId })).rows;
      if (row === undefined) throw new Error('the protection probe answered no row');
      // SQLite answers 0/1, PostgreSQL true/false.
      return { exclusions: Boolean(Number(row.exclusions)), limits: Boolean(Number(row.limits)) };
    },

    /** The member's limit rows: one read of the primary key's prefix (none: no limits at all). */
    limits(memberId: number, tx?: Tx): Promise<PlayerLimitRow[]> {
      return (tx ?? db).selectFrom('player_limit').selectAll().where('member_id', '=', memberId).execute();
    },

    /**
     * Takes the member's limit rows of these kinds for the rest of the transaction: on PostgreSQL the
     * row locks make a second check of the same member wait until the first commits, and the reads
     * after it see that commit (READ COMMITTED takes a new snapshot per statement); SQLite has one
     * writer at a time anyway.
     */
    async lock(tx: Tx, memberId: number, kinds: readonly string[], now: string): Promise<void> {
      await tx
        .updateTable('player_limit')
        .set({ checked_at: now })
        .where('member_id', '=', memberId)
        .where('kind', 'in', kinds)
        .execute();
    },

    async save(tx: Tx, write: LimitWrite): Promise<void> {
      const row = {
        amount_minor: write.amount === null ? null : write.amount.toString(),
        pending_set: write.pending === null ? 0 : 1,
        pending_minor: write.pending?.amount == null ? null : write.pending.amount.toString(),
        pending_at: write.pending?.at ?? null,
        updated_at: write.now,
      };
      if (write.amount === null && write.pending === null) {
        await tx
          .deleteFrom('player_limit')
          .where('member_id', '=', write.memberId)
          .where('kind', '=', write.kind)
          .where('period', '=', write.period)
          .execute();
        return;
      }
      await tx
        .insertInto('player_limit')
        .values({
          member_id: write.memberId,
          merchant_id: write.merchantId,
          kind: write.kind,
          period: write.period,
          ...row,
        })
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(row))
        .execute();
    },

    async recordChange(tx: Tx, change: ChangeWrite): Promise<void> {
      await tx
        .insertInto('player_limit_change')
        .values({
          merchant_id: change.merchantId,
          member_id: change.memberId,
          kind: change.kind,
          period: change.period,
          changed_by: change.changedBy,
          old_minor: change.oldMinor === null ? null : change.oldMinor.toString(),
          new_minor: change.newMinor === null ? null : change.newMinor.toString(),
          applies_at: change.appliesAt,
          created_at: change.createdAt,
        })
        .execute();
    },

    changes(memberId: number): Promise<PlayerLimitChangeRow[]> {
      return db
        .selectFrom('player_limit_change')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Deposits requested and not refused (pending or approved) since each start: a pending request
     * holds its headroom until it is decided, so several open requests cannot pass one limit each.
     */
    async deposits(tx: Tx | undefined, memberId: number, starts: readonly string[]): Promise<WindowSums> {
      const oldest = starts.reduce((a, b) => (a < b ? a : b));
      const row = await (tx ?? db)
        .selectFrom('deposit')
        .select(
          starts.map((start, i) =>
            sql<
              string | number | null
            >`sum(case when created_at >= ${start} then amount_minor else 0 end)`.as(`w${i}`),
          ),
        )
        .where('member_id', '=', memberId)
        .where('created_at', '>=', oldest)
        .where('status', 'in', ['pending', 'approved'])
        .executeTakeFirst();
      const values = (row ?? {}) as Record<string, unknown>;
      return starts.map((_, i) => sumOf(values[`w${i}`]));
    },

    /** Stakes and wins of the bets placed since each start (cancelled bets count neither). */
    async bets(
      tx: Tx | undefined,
      memberId: number,
      starts: readonly string[],
    ): Promise<{ stakes: WindowSums; wins: WindowSums }> {
      const oldest = starts.reduce((a, b) => (a < b ? a : b));
      const row = await (tx ?? db)
        .selectFrom('bet_record')
        .select(
          starts.flatMap((start, i) => [
            sql<string | number | null>`sum(case when placed_at >= ${start} then bet_minor else 0 end)`.as(
              `s${i}`,
            ),
            sql<string | number | null>`sum(case when placed_at >= ${start} then win_minor else 0 end)`.as(
              `w${i}`,
            ),
          ]),
        )
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', oldest)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      const values = (row ?? {}) as Record<string, unknown>;
      return {
        stakes: starts.map((_, i) => sumOf(values[`s${i}`])),
        wins: starts.map((_, i) => sumOf(values[`w${i}`])),
      };
    },

    /**
     * The window's counted rows, oldest first (at most `cap`): only read when a limit refuses, to
     * tell the member when headroom returns. Deposits: amount; wager: stake; loss: stake minus win.
     */
    async usageRows(
      tx: Tx | undefined,
      kind: 'DEPOSIT' | 'WAGER' | 'LOSS',
      memberId: number,
      start: string,
      cap: number,
    ): Promise<{ at: string; amount: bigint }[]> {
      if (kind === 'DEPOSIT') {
        const rows = await (tx ?? db)
          .selectFrom('deposit')
          .select(['created_at', 'amount_minor'])
          .where('member_id', '=', memberId)
          .where('created_at', '>=', start)
          .where('status', 'in', ['pending', 'approved'])
          .orderBy('created_at')
          .limit(cap)
          .execute();
        return rows.map((row) => ({ at: row.created_at, amount: toBigInt(row.amount_minor) }));
      }
      const rows = await (tx ?? db)
        .selectFrom('bet_record')
        .select(['placed_at', 'bet_minor', 'win_minor'])
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', start)
        .where('status', '!=', 'cancelled')
        .orderBy('placed_at')
        .limit(cap)
        .execute();
      return rows.map((row) => ({
        at: row.placed_at,
        amount: toBigInt(row.bet_minor) - (kind === 'LOSS' ? toBigInt(row.win_minor) : 0n),
      }));
    },

    /** When the member's newest live login session began, or null when none is live. */
    async sessionStart(tx: Tx | undefined, memberId: number, now: string): Promise<string | null> {
      const row = await (tx ?? db)
        .selectFrom('member_session')
        .select('created_at')
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .where('idle_expires_at', '>', now)
        .where('absolute_expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },
  };
}

export { orNull };
