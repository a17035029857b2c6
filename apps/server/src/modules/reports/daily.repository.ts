/**
 * Keeps the daily report aggregates current (migration 0022). Every writer of a counted row calls
 * one of these in the same transaction as its own write, so an aggregate and the rows it sums
 * commit together or not at all, on SQLite and PostgreSQL alike. Each update is one upsert adding a
 * signed delta, so concurrent writers of the same day add up instead of overwriting each other.
 * In a SQLite group-commit batch the bet aggregates wait for the batch's one write before its commit
 * (batched-aggregates.repository.ts).
 */
import { type Kysely, sql } from 'kysely';
import { prepared } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type FigureChange, NON_BET, addFigures } from '../agents/team-stats.repository.ts';
import { localDay } from '../wallet/zoned-days.ts';
import { pendingAggregatesOf } from './batched-aggregates.repository.ts';

type Conn = Kysely<DatabaseSchema>;

/** A bet as the aggregates see it: who, which game, how much, and when it was placed. */
export interface CountedBet {
  readonly merchantId: number;
  readonly memberId: number;
  readonly vendorCode: string;
  readonly gameId: string;
  readonly gameType: string;
  readonly gameName: string;
  readonly betMinor: bigint;
  readonly validBetMinor: bigint;
  readonly placedAt: string;
}

interface BetDelta {
  readonly count: bigint;
  readonly stake: bigint;
  readonly valid: bigint;
  readonly payout: bigint;
}

async function zoneOf(conn: Conn, merchantId: number): Promise<string> {
  const row = await conn
    .selectFrom('merchant')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

async function memberType(conn: Conn, memberId: number): Promise<number> {
  const row = await conn.selectFrom('member').select('type').where('id', '=', memberId).executeTakeFirst();
  return row?.type ?? 0;
}

/**
 * The merchant's time zone and the member's type as the caller already read them (a seamless call
 * reads both with its member, seamless/repository.ts memberAndStored): the aggregates then read
 * neither. Used only for a bet of that very merchant and member.
 */
export interface KnownZoneAndType {
  readonly merchantId: number;
  readonly memberId: number;
  readonly zone: string;
  readonly type: number;
}

const zoneAndTypeQuery = prepared((db, p: { merchantId: number; memberId: number }) =>
  db
    .selectFrom('merchant')
    .leftJoin('member', (join) => join.on('member.id', '=', p.memberId))
    .select(['merchant.time_zone', 'member.type'])
    .where('merchant.id', '=', p.merchantId),
);

/**
 * The merchant's time zone and the member's type in one read (the hot paths, a seamless bet and its
 * win, need both): exactly what zoneOf and memberType answer, as one statement; none when `known`
 * already tells them for this merchant and member.
 */
async function zoneAndType(
  conn: Conn,
  merchantId: number,
  memberId: number,
  known?: KnownZoneAndType,
): Promise<{ zone: string; type: number }> {
  if (known !== undefined && known.merchantId === merchantId && known.memberId === memberId) return known;
  const [row] = (await zoneAndTypeQuery(conn, { merchantId, memberId })).rows;
  if (row === undefined) return { zone: 'UTC', type: await memberType(conn, memberId) };
  return { zone: row.time_zone ?? 'UTC', type: row.type ?? 0 };
}

function dayOf(at: string, zone: string): string {
  return localDay(Date.parse(at), zone);
}

/** 1n for the status of a credited deposit or an approved (or paid) withdrawal. */
const isDone = (status: string | null): bigint => (status === 'approved' || status === 'paid' ? 1n : 0n);

const teamKey = (bet: CountedBet, day: string) => ({
  merchantId: bet.merchantId,
  memberId: bet.memberId,
  day,
  gameType: bet.gameType,
});

/** The bet aggregate's upsert, compiled once (db/database.ts prepared()): every bet and win runs it. */
const addBetQuery = prepared(
  (
    db,
    p: {
      merchantId: number;
      day: string;
      vendorCode: string;
      gameId: string;
      type: number;
      gameType: string;
      gameName: string;
      count: string;
      stake: string;
      valid: string;
      payout: string;
    },
  ) =>
    db
      .insertInto('report_bet_daily')
      .values({
        merchant_id: p.merchantId,
        day: p.day,
        vendor_code: p.vendorCode,
        game_id: p.gameId,
        member_type: p.type,
        game_type: p.gameType,
        game_name: p.gameName,
        bet_count: p.count,
        stake_minor: p.stake,
        valid_bet_minor: p.valid,
        payout_minor: p.payout,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day', 'vendor_code', 'game_id', 'member_type']).doUpdateSet({
          bet_count: sql`report_bet_daily.bet_count + excluded.bet_count`,
          stake_minor: sql`report_bet_daily.stake_minor + excluded.stake_minor`,
          valid_bet_minor: sql`report_bet_daily.valid_bet_minor + excluded.valid_bet_minor`,
          payout_minor: sql`report_bet_daily.payout_minor + excluded.payout_minor`,
        }),
      ),
);

/** A member active on a day (the first bet of the day inserts, later ones change nothing). */
const activeMemberQuery = prepared((db, p: { merchantId: number; day: string; memberId: number }) =>
  db
    .insertInto('report_active_member')
    .values({ merchant_id: p.merchantId, day: p.day, member_id: p.memberId })
    .onConflict((oc) => oc.doNothing()),
);

async function addBet(conn: Conn, bet: CountedBet, day: string, type: number, d: BetDelta): Promise<void> {
  const pending = pendingAggregatesOf(conn);
  if (pending !== undefined) {
    const { merchantId, vendorCode, gameId, gameType, gameName } = bet;
    pending.addBet({ merchantId, day, vendorCode, gameId, type, gameType, gameName, ...d });
    return;
  }
  await addBetQuery(conn, {
    merchantId: bet.merchantId,
    day,
    vendorCode: bet.vendorCode,
    gameId: bet.gameId,
    type,
    gameType: bet.gameType,
    gameName: bet.gameName,
    count: d.count.toString(),
    stake: d.stake.toString(),
    valid: d.valid.toString(),
    payout: d.payout.toString(),
  });
}

/** The team figures of a change, now or (in a SQLite batch) with the batch's others. */
async function addTeamFigures(conn: Conn, change: FigureChange): Promise<void> {
  const pending = pendingAggregatesOf(conn);
  if (pending === undefined) await addFigures(conn, change);
  else pending.addFigures(change);
}

export const dailyReports = {
  /**
   * Bets placed: counted, their stakes turnover, their members active on the day. `known`: the
   * merchant's zone and the member's type as the caller read them (see KnownZoneAndType).
   */
  async betsOpened(conn: Conn, bets: readonly CountedBet[], known?: KnownZoneAndType): Promise<void> {
    const first = bets[0];
    if (first === undefined) return;
    const firstRead = await zoneAndType(conn, first.merchantId, first.memberId, known);
    const zone = firstRead.zone;
    const types = new Map<number, number>([[first.memberId, firstRead.type]]);
    for (const bet of bets) {
      const type = types.get(bet.memberId) ?? (await memberType(conn, bet.memberId));
      types.set(bet.memberId, type);
      const day = dayOf(bet.placedAt, zone);
      await addBet(conn, bet, day, type, {
        count: 1n,
        stake: bet.betMinor,
        valid: bet.validBetMinor,
        payout: 0n,
      });
      const delta = { bet_count: 1n, bet_minor: bet.betMinor, valid_bet_minor: bet.validBetMinor };
      const pending = pendingAggregatesOf(conn);
      if (pending !== undefined) {
        // Whether this is the member's first bet of the day is known when the batch writes.
        pending.markActive({
          merchantId: bet.merchantId,
          day,
          memberId: bet.memberId,
          gameType: bet.gameType,
        });
        pending.addFigures({ ...teamKey(bet, day), delta });
        continue;
      }
      const active = await activeMemberQuery(conn, {
        merchantId: bet.merchantId,
        day,
        memberId: bet.memberId,
      });
      // The agent centre's team figures (one statement each for the member and its upline chain).
      await addFigures(conn, {
        ...teamKey(bet, day),
        delta,
        becameActive: BigInt(active.numAffectedRows ?? 0n) === 1n,
      });
    }
  },

  /** A payout (or part of one) on a bet, counted on the bet's own day (`known`: as betsOpened). */
  async betPaid(conn: Conn, bet: CountedBet, payoutMinor: bigint, known?: KnownZoneAndType): Promise<void> {
    if (payoutMinor === 0n) return;
    const { zone, type } = await zoneAndType(conn, bet.merchantId, bet.memberId, known);
    const day = dayOf(bet.placedAt, zone);
    await addBet(conn, bet, day, type, { count: 0n, stake: 0n, valid: 0n, payout: payoutMinor });
    await addTeamFigures(conn, { ...teamKey(bet, day), delta: { win_minor: payoutMinor } });
  },

  /** A bet refunded: its stake leaves the day's turnover; a payout already made stays paid. */
  async betCancelled(conn: Conn, bet: CountedBet): Promise<void> {
    const { zone, type } = await zoneAndType(conn, bet.merchantId, bet.memberId);
    const day = dayOf(bet.placedAt, zone);
    await addBet(conn, bet, day, type, {
      count: -1n,
      stake: -bet.betMinor,
      valid: -bet.validBetMinor,
      payout: 0n,
    });
    await addTeamFigures(conn, {
      ...teamKey(bet, day),
      delta: { bet_count: -1n, bet_minor: -bet.betMinor, valid_bet_minor: -bet.validBetMinor },
    });
  },

  /**
   * A deposit or withdrawal asked for (`from` null) or decided: it leaves `from` on the day it was
   * asked for and joins `to` on the day of `at`.
   */
  async paymentMoved(
    conn: Conn,
    move: {
      readonly merchantId: number;
      readonly kind: 'deposit' | 'withdrawal';
      readonly channel: string;
      readonly createdAt: string;
      readonly amountMinor: bigint;
      readonly from: string | null;
      readonly to: string;
      readonly at: string;
      /** Whose it is: the agent centre counts a member's credited deposits and approved withdrawals. */
      readonly memberId?: number;
    },
  ): Promise<void> {
    const zone = await zoneOf(conn, move.merchantId);
    const sign = isDone(move.to) - isDone(move.from);
    if (move.memberId !== undefined && sign !== 0n) {
      // Counted on the day of the decision (approved then paid: counted once).
      const [count, amount] =
        move.kind === 'deposit'
          ? (['deposit_count', 'deposit_minor'] as const)
          : (['withdraw_count', 'withdraw_minor'] as const);
      await addFigures(conn, {
        merchantId: move.merchantId,
        memberId: move.memberId,
        day: dayOf(move.at, zone),
        gameType: NON_BET,
        delta: { [count]: sign, [amount]: sign * move.amountMinor },
      });
    }
    const add = async (day: string, status: string, count: bigint, amount: bigint) => {
      await conn
        .insertInto('report_payment_daily')
        .values({
          merchant_id: move.merchantId,
          day,
          kind: move.kind,
          channel: move.channel,
          status,
          count: count.toString(),
          amount_minor: amount.toString(),
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'day', 'kind', 'channel', 'status']).doUpdateSet({
            count: sql`report_payment_daily.count + excluded.count`,
            amount_minor: sql`report_payment_daily.amount_minor + excluded.amount_minor`,
          }),
        )
        .execute();
    };
    if (move.from !== null) await add(dayOf(move.createdAt, zone), move.from, -1n, -move.amountMinor);
    await add(dayOf(move.at, zone), move.to, 1n, move.amountMinor);
  },

  /** Registrations and first deposits of the day of `at`. */
  async counted(
    conn: Conn,
    merchantId: number,
    at: string,
    delta: {
      readonly registrations?: bigint;
      readonly firstDeposits?: bigint;
      /** Whose they are, for the agent centre's team figures (its own registration, first deposit). */
      readonly memberId?: number;
    },
  ): Promise<void> {
    const day = dayOf(at, await zoneOf(conn, merchantId));
    if (delta.memberId !== undefined) {
      await addFigures(conn, {
        merchantId,
        memberId: delta.memberId,
        day,
        gameType: NON_BET,
        delta: { registrations: delta.registrations ?? 0n, first_deposits: delta.firstDeposits ?? 0n },
      });
    }
    await conn
      .insertInto('report_daily')
      .values({
        merchant_id: merchantId,
        day,
        registrations: (delta.registrations ?? 0n).toString(),
        first_deposits: (delta.firstDeposits ?? 0n).toString(),
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day']).doUpdateSet({
          registrations: sql`report_daily.registrations + excluded.registrations`,
          first_deposits: sql`report_daily.first_deposits + excluded.first_deposits`,
        }),
      )
      .execute();
  },

  /**
   * Bonus and reward cost of the day of `at`, written by the ledger after its own rows (see
   * migration 0022 for why this row is apart from the others).
   */
  async bonusMoved(conn: Conn, merchantId: number, at: string, bonusMinor: bigint): Promise<void> {
    const day = dayOf(at, await zoneOf(conn, merchantId));
    await conn
      .insertInto('report_bonus_daily')
      .values({ merchant_id: merchantId, day, bonus_minor: bonusMinor.toString() })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day']).doUpdateSet({
          bonus_minor: sql`report_bonus_daily.bonus_minor + excluded.bonus_minor`,
        }),
      )
      .execute();
  },
};

/** Ledger accounts whose outflow is bonus and reward cost. */
export const BONUS_ACCOUNT_KEYS: ReadonlySet<string> = new Set(['house:PROMOTIONS', 'house:REBATES']);
