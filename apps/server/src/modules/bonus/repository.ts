/**
 * member_bonus and bonus_wager. Every write runs in the caller's transaction; the state changes are
 * conditional UPDATEs (`... WHERE status = 'active'`), so of two writers ending the same bonus (a
 * conversion and a withdrawal's forfeit, say) exactly one changes it, and on PostgreSQL the row
 * stays locked until that transaction ends.
 */
import { type Selectable, sql } from 'kysely';
import { prepared } from '../../db/database.ts';
import type { MemberBonusTable } from '../../db/schema.ts';
import type { LedgerDb } from '../wallet/ledger.repository.ts';

export type BonusRow = Selectable<MemberBonusTable>;

export const BonusStatus = {
  ACTIVE: 'active',
  CONVERTED: 'converted',
  FORFEITED: 'forfeited',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  /** Lost down to nothing before the wagering was done. */
  SPENT: 'spent',
} as const;
export type BonusStatus = (typeof BonusStatus)[keyof typeof BonusStatus];
export type EndedStatus = Exclude<BonusStatus, 'active'>;

/**
 * The member's active bonus: compiled once (db/database.ts prepared()), every seamless bet reads it.
 * The status is written into the SQL, not bound: SQLite compiles a statement again on every run when
 * a bound value meets a partial index's column (member_bonus_active_uq is `WHERE status = 'active'`),
 * which made this empty read cost eight times a primary-key read; with the literal it uses that index.
 */
const activeQuery = prepared((db, p: { memberId: number }) =>
  db
    .selectFrom('member_bonus')
    .selectAll()
    .where('member_id', '=', p.memberId)
    .where('status', '=', sql.lit(BonusStatus.ACTIVE)),
);

export interface NewBonus {
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly promoId: string | null;
  readonly source: string;
  readonly titleEn: string;
  readonly titleUr: string;
  readonly status: 'active' | 'converted';
  readonly bonusMinor: bigint;
  readonly depositMinor: bigint;
  readonly wagerRequiredMinor: bigint;
  readonly weights: string;
  readonly maxStakeMinor: bigint | null;
  readonly expiresAt: string;
  readonly createdAt: string;
}

export const bonusRepository = {
  /** Inserts unless its source was granted before or an active bonus exists; undefined then. */
  async insert(db: LedgerDb, bonus: NewBonus): Promise<number | undefined> {
    const row = await db
      .insertInto('member_bonus')
      .values({
        merchant_id: bonus.merchantId,
        member_id: bonus.memberId,
        currency: bonus.currency,
        promo_id: bonus.promoId,
        source: bonus.source,
        title_en: bonus.titleEn,
        title_ur: bonus.titleUr,
        status: bonus.status,
        bonus_minor: bonus.bonusMinor.toString(),
        deposit_minor: bonus.depositMinor.toString(),
        wager_required_minor: bonus.wagerRequiredMinor.toString(),
        weights: bonus.weights,
        max_stake_minor: bonus.maxStakeMinor === null ? null : bonus.maxStakeMinor.toString(),
        expires_at: bonus.expiresAt,
        created_at: bonus.createdAt,
        ...(bonus.status === 'converted'
          ? { finished_at: bonus.createdAt, finished_minor: bonus.bonusMinor.toString() }
          : {}),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  bySource(db: LedgerDb, merchantId: number, source: string): Promise<BonusRow | undefined> {
    return db
      .selectFrom('member_bonus')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('source', '=', source)
      .executeTakeFirst();
  },

  byId(db: LedgerDb, id: number): Promise<BonusRow | undefined> {
    return db.selectFrom('member_bonus').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async active(db: LedgerDb, memberId: number): Promise<BonusRow | undefined> {
    return (await activeQuery(db, { memberId })).rows[0];
  },

  /**
   * Claims the active bonus for a money movement: a no-op UPDATE that takes the row's lock on
   * PostgreSQL (SQLite runs one writer at a time), so no conversion or forfeit can end it between
   * reading its status and moving its money. Undefined when it is no longer active.
   */
  async lockActive(db: LedgerDb, id: number): Promise<BonusRow | undefined> {
    const updated = await db
      .updateTable('member_bonus')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .where('status', '=', BonusStatus.ACTIVE)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return undefined;
    return this.byId(db, id);
  },

  /**
   * Makes a spent bonus active again (a later part of its round's win brought money back), unless
   * another bonus is active now. The caller holds the member's accounts (see stake.ts).
   */
  async revive(db: LedgerDb, bonus: BonusRow): Promise<boolean> {
    if ((await this.active(db, bonus.member_id)) !== undefined) return false;
    const result = await db
      .updateTable('member_bonus')
      .set({ status: BonusStatus.ACTIVE, finished_at: null, finished_minor: null })
      .where('id', '=', bonus.id)
      .where('status', '=', BonusStatus.SPENT)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Ends an active bonus; false when something else ended it first. */
  async end(
    db: LedgerDb,
    id: number,
    to: EndedStatus,
    at: string,
    by: { readonly reason: string | null; readonly actor: string | null },
    requireWagered: boolean,
  ): Promise<boolean> {
    let query = db
      .updateTable('member_bonus')
      .set({ status: to, finished_at: at, finished_reason: by.reason, finished_by: by.actor })
      .where('id', '=', id)
      .where('status', '=', BonusStatus.ACTIVE);
    if (requireWagered) query = query.whereRef('wagered_minor', '>=', 'wager_required_minor');
    const result = await query.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * Whether a betting record that advanced this bonus, placed since `since`, is still open (its
   * stake may yet be refunded). Older open records no longer hold a conversion back: a vendor that
   * never closes a lost round must not keep the bonus from ever converting.
   */
  async hasOpenWager(db: LedgerDb, bonusId: number, since: string): Promise<boolean> {
    const row = await db
      .selectFrom('bonus_wager')
      .innerJoin('bet_record', 'bet_record.id', 'bonus_wager.bet_record_id')
      .select('bonus_wager.bet_record_id')
      .where('bonus_wager.bonus_id', '=', bonusId)
      .where('bet_record.status', '=', 'open')
      .where('bet_record.placed_at', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  async setFinishedMinor(db: LedgerDb, id: number, minor: bigint): Promise<void> {
    await db
      .updateTable('member_bonus')
      .set({ finished_minor: minor.toString() })
      .where('id', '=', id)
      .execute();
  },

  /** Records one betting record's contribution, once; false when that record already counted. */
  async addWager(db: LedgerDb, bonusId: number, betRecordId: string, minor: bigint, at: string) {
    const inserted = await db
      .insertInto('bonus_wager')
      .values({
        bet_record_id: betRecordId,
        bonus_id: bonusId,
        contribution_minor: minor.toString(),
        created_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('bet_record_id')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    await db
      .updateTable('member_bonus')
      .set((eb) => ({ wagered_minor: eb('wagered_minor', '+', minor.toString()) }))
      .where('id', '=', bonusId)
      .where('status', '=', BonusStatus.ACTIVE)
      .execute();
    return true;
  },

  /** Takes a cancelled record's contribution back from its bonus while that is still active. */
  async removeWager(db: LedgerDb, betRecordId: string): Promise<void> {
    const row = await db
      .deleteFrom('bonus_wager')
      .where('bet_record_id', '=', betRecordId)
      .returning(['bonus_id', 'contribution_minor'])
      .executeTakeFirst();
    if (row === undefined) return;
    await db
      .updateTable('member_bonus')
      .set((eb) => ({ wagered_minor: eb('wagered_minor', '-', String(row.contribution_minor)) }))
      .where('id', '=', row.bonus_id)
      .where('status', '=', BonusStatus.ACTIVE)
      .execute();
  },

  listOf(db: LedgerDb, memberId: number, limit: number): Promise<BonusRow[]> {
    return db
      .selectFrom('member_bonus')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * Active bonuses that should end: past their expiry before being wagered through, or wagered
   * through with none of the bets that counted still open. One waiting for its bets to settle is
   * left out, so a batch never fills up with bonuses that cannot end yet.
   */
  due(db: LedgerDb, now: string, openSince: string, limit: number): Promise<BonusRow[]> {
    return db
      .selectFrom('member_bonus')
      .selectAll()
      .where('status', '=', BonusStatus.ACTIVE)
      .where((eb) => {
        const wageredThrough = eb('wagered_minor', '>=', eb.ref('wager_required_minor'));
        const betsOpen = eb.exists(
          eb
            .selectFrom('bonus_wager')
            .innerJoin('bet_record', 'bet_record.id', 'bonus_wager.bet_record_id')
            .select('bonus_wager.bet_record_id')
            .whereRef('bonus_wager.bonus_id', '=', 'member_bonus.id')
            .where('bet_record.status', '=', 'open')
            .where('bet_record.placed_at', '>=', openSince),
        );
        return eb.or([
          eb.and([eb('expires_at', '<=', now), eb.not(wageredThrough)]),
          eb.and([wageredThrough, eb.not(betsOpen)]),
        ]);
      })
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  async liability(db: LedgerDb, merchantId: number) {
    const row = await db
      .selectFrom('member_bonus')
      .leftJoin('ledger_account', (join) =>
        join
          .onRef('ledger_account.member_id', '=', 'member_bonus.member_id')
          .onRef('ledger_account.currency', '=', 'member_bonus.currency')
          .on('ledger_account.account_key', 'like', 'member:%:bonus'),
      )
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn
          .sum<string | number | null>(
            eb('ledger_account.credits_posted', '-', eb.ref('ledger_account.debits_posted')),
          )
          .as('balance'),
        eb.fn
          .sum<string | number | null>(
            eb('member_bonus.wager_required_minor', '-', eb.ref('member_bonus.wagered_minor')),
          )
          .as('remaining'),
      ])
      .where('member_bonus.merchant_id', '=', merchantId)
      .where('member_bonus.status', '=', BonusStatus.ACTIVE)
      .executeTakeFirst();
    return {
      activeCount: Number(row?.count ?? 0),
      bonusBalanceMinor: BigInt(row?.balance ?? 0),
      wagerRemainingMinor: BigInt(row?.remaining ?? 0),
    };
  },
};
