/**
 * The one writer of `bet_record`, the betting records members read in the member centre (see
 * records.ts). Every game that takes stakes (the house lottery, the seamless wallet that vendors and
 * the studio call) writes through it, so a record has the same columns and life whoever wrote it:
 * opened with the stake's ledger transfer, settled (won or lost) or cancelled (refunded) once.
 *
 * Each call runs in the caller's transaction, next to the ledger transfer it records: the record
 * and the money commit together or not at all. The caller's own claim (a sub-order leaving
 * `placed`, a seamless bet leaving `open`, both one conditional UPDATE) makes a settle or cancel
 * happen once; a record id is the caller's bet id, so recording a bet twice fails on the key.
 */
import { type Selectable, sql } from 'kysely';
import { prepared } from '../../db/database.ts';
import type { BetRecordTable } from '../../db/schema.ts';
import { type KnownActiveBonus, advanceWagering, rewindWagering } from '../bonus/wagering.ts';
import { type CountedBet, type KnownZoneAndType, dailyReports } from '../reports/daily.repository.ts';
import type { Tx } from './ledger.repository.ts';
import { toBigInt } from './money.ts';

export interface BetRecordOpening {
  /** The caller's bet id (lottery sub-order, seamless bet record id): the primary key. */
  readonly id: string;
  readonly merchantId: number;
  readonly memberId: number;
  /** The catalogue category the record is filed under (LOTT, RNG, LIVE, ...). */
  readonly gameType: string;
  readonly vendorCode: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly betMinor: bigint;
  /** The ledger transfer that took the stake. */
  readonly betTransferId: string;
  readonly placedAt: string;
}

/** A record's row as it opens: the whole stake counts as valid turnover. */
const openingRow = (bet: BetRecordOpening) => ({
  id: bet.id,
  merchant_id: bet.merchantId,
  member_id: bet.memberId,
  game_type: bet.gameType,
  vendor_code: bet.vendorCode,
  game_id: bet.gameId,
  game_name: bet.gameName,
  bet_minor: bet.betMinor.toString(),
  valid_bet_minor: bet.betMinor.toString(),
  status: 'open',
  bet_transfer_id: bet.betTransferId,
  placed_at: bet.placedAt,
});
type OpeningRow = ReturnType<typeof openingRow>;

/*
 * The seamless wallet's statements (every bet opens one record, every win settles it), built and
 * compiled once (db/database.ts prepared()).
 */

const openOneQuery = prepared((db, p: OpeningRow) =>
  db.insertInto('bet_record').values({
    id: p.id,
    merchant_id: p.merchant_id,
    member_id: p.member_id,
    game_type: p.game_type,
    vendor_code: p.vendor_code,
    game_id: p.game_id,
    game_name: p.game_name,
    bet_minor: p.bet_minor,
    valid_bet_minor: p.valid_bet_minor,
    status: p.status,
    bet_transfer_id: p.bet_transfer_id,
    placed_at: p.placed_at,
  }),
);

interface SettleParams {
  readonly id: string;
  readonly winMinor: string;
  readonly now: string;
  readonly winTransferId: string | null;
}

/** settle's statement: with the paying transfer, or without (nothing paid: the column stays). */
const settleQuery = (withTransfer: boolean) =>
  prepared((db, p: SettleParams) =>
    db
      .updateTable('bet_record')
      .set({
        win_minor: sql<string>`win_minor + CAST(${p.winMinor} AS BIGINT)`,
        status: 'settled',
        settled_at: p.now,
        ...(withTransfer ? { win_transfer_id: p.winTransferId } : {}),
      })
      .where('id', '=', p.id)
      .returningAll(),
  );
const settlePaid = settleQuery(true);
const settleUnpaid = settleQuery(false);

export const betRecords = {
  /**
   * Opens one record per bet; the whole stake counts as valid turnover, and advances the member's
   * active bonus. Returns the bonuses now wagered through, for the caller to settle once committed.
   * `known.bonus`: the member's active bonus as the caller already read (and locked) it in `tx`;
   * `known.counted`: the merchant's zone and the member's type as the caller read them.
   */
  async open(
    tx: Tx,
    bets: readonly BetRecordOpening[],
    activeBonus?: KnownActiveBonus,
    counted?: KnownZoneAndType,
  ): Promise<number[]> {
    const [only] = bets;
    if (only === undefined) return [];
    if (bets.length === 1) await openOneQuery(tx, openingRow(only));
    else await tx.insertInto('bet_record').values(bets.map(openingRow)).execute();
    await dailyReports.betsOpened(
      tx,
      bets.map((bet) => ({ ...bet, validBetMinor: bet.betMinor })),
      counted,
    );
    return advanceWagering(
      tx,
      bets.map((bet) => ({ ...bet, validBetMinor: bet.betMinor })),
      activeBonus,
    );
  },

  /**
   * Settles a record, adding `winMinor` to what it won (a vendor's round may pay in parts; a lost
   * bet adds 0). `winTransferId` is the ledger transfer that paid, null when nothing was paid.
   */
  async settle(
    tx: Tx,
    id: string,
    winMinor: bigint,
    winTransferId: string | null,
    now: string,
    counted?: KnownZoneAndType,
  ): Promise<void> {
    // One statement: the win is added in place (the caller's claim makes this happen once).
    const query = winTransferId === null ? settleUnpaid : settlePaid;
    const [row] = (await query(tx, { id, winMinor: winMinor.toString(), now, winTransferId })).rows;
    if (row === undefined) return;
    await dailyReports.betPaid(tx, countedOf(row).bet, winMinor, counted);
  },

  /** The stake was given back. */
  async cancel(tx: Tx, id: string, now: string): Promise<void> {
    const row = await counted(tx, id);
    if (row === undefined || row.status === 'cancelled') return;
    await tx
      .updateTable('bet_record')
      .set({ status: 'cancelled', settled_at: now })
      .where('id', '=', id)
      .execute();
    await dailyReports.betCancelled(tx, row.bet);
    // A stake given back was never a valid bet: its wagering goes too.
    await rewindWagering(tx, id);
  },
};

/** A record as the daily report aggregates count it, with what it has won and its status. */
async function counted(tx: Tx, id: string) {
  const row = await tx.selectFrom('bet_record').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : countedOf(row);
}

function countedOf(row: Selectable<BetRecordTable>) {
  const bet: CountedBet = {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    gameId: row.game_id,
    gameType: row.game_type,
    gameName: row.game_name,
    betMinor: toBigInt(row.bet_minor),
    validBetMinor: toBigInt(row.valid_bet_minor),
    placedAt: row.placed_at,
  };
  return { bet, win_minor: row.win_minor, status: row.status };
}
