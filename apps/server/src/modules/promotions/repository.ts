/**
 * Promotion tables (migration 0029): promotions of every kind, the claim keys that make once-only
 * promotions hold under concurrency, and members' applications. Money moves only through the bonus
 * engine (modules/bonus); these rows say what is offered, who used it and what was asked for.
 * Operator-only queries live beside this file in ops-repository.ts.
 */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PromotionApplicationTable, PromotionTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

export type PromotionRow = Selectable<PromotionTable>;
export type NewPromotion = Insertable<PromotionTable>;
export type ApplicationRow = Selectable<PromotionApplicationTable>;
type Conn = Db | Tx;

export const PromotionKind = {
  DEPOSIT: 'DEPOSIT',
  CLAIM: 'CLAIM',
  APPLY: 'APPLY',
  INFO: 'INFO',
} as const;
export type PromotionKind = (typeof PromotionKind)[keyof typeof PromotionKind];

export const ApplicationStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

/** The claim key that stands for a member, a device or an address. */
export const claimKey = {
  member: (memberId: number) => `member:${memberId}`,
  device: (hash: string) => `device:${hash}`,
  address: (ip: string) => `address:${ip}`.slice(0, 128),
} as const;

export function createPromotionRepository(db: Db) {
  return {
    /** Enabled promotions of a merchant in display order (dates are the caller's to check). */
    enabled(merchantId: number, conn: Conn = db): Promise<PromotionRow[]> {
      return conn
        .selectFrom('promotion')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('promo_id')
        .execute();
    },
    /** Every promotion of a merchant, enabled or not. */
    all(merchantId: number): Promise<PromotionRow[]> {
      return db
        .selectFrom('promotion')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('promo_id')
        .execute();
    },
    get(merchantId: number, promoId: string, conn: Conn = db): Promise<PromotionRow | undefined> {
      return conn
        .selectFrom('promotion')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('promo_id', '=', promoId)
        .executeTakeFirst();
    },
    async insert(row: NewPromotion, conn: Conn = db): Promise<void> {
      await conn.insertInto('promotion').values(row).execute();
    },
    /** True when a row changed. */
    async update(
      merchantId: number,
      promoId: string,
      changes: Partial<Omit<NewPromotion, 'merchant_id' | 'promo_id' | 'created_at'>>,
      conn: Conn = db,
    ): Promise<boolean> {
      const result = await conn
        .updateTable('promotion')
        .set(changes)
        .where('merchant_id', '=', merchantId)
        .where('promo_id', '=', promoId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Which of these claim keys a promotion already used (the member's own, a device's, an address's). */
    async takenKeys(merchantId: number, promoId: string, keys: readonly string[], conn: Conn = db) {
      if (keys.length === 0) return new Set<string>();
      const rows = await conn
        .selectFrom('promotion_claim_key')
        .select('claim_key')
        .where('merchant_id', '=', merchantId)
        .where('promo_id', '=', promoId)
        .where('claim_key', 'in', keys)
        .execute();
      return new Set(rows.map((row) => row.claim_key));
    },
    /** Every promotion the member has claimed (their member key), for listing. */
    async claimedBy(memberId: number, conn: Conn = db): Promise<Set<string>> {
      const rows = await conn
        .selectFrom('promotion_claim_key')
        .select('promo_id')
        .where('member_id', '=', memberId)
        .execute();
      return new Set(rows.map((row) => row.promo_id));
    },
    /**
     * Inserts the claim keys inside the granting transaction; true only when every one was new.
     * When one was taken, the ones this call inserted are removed again, so the caller may go on
     * without the promotion (a deposit credited without its bonus) as well as roll back.
     */
    async insertKeys(
      tx: Tx,
      claim: { merchantId: number; promoId: string; memberId: number; keys: readonly string[]; at: string },
    ): Promise<boolean> {
      const inserted: string[] = [];
      for (const key of claim.keys) {
        const row = await tx
          .insertInto('promotion_claim_key')
          .values({
            merchant_id: claim.merchantId,
            promo_id: claim.promoId,
            claim_key: key,
            member_id: claim.memberId,
            created_at: claim.at,
          })
          .onConflict((oc) => oc.columns(['merchant_id', 'promo_id', 'claim_key']).doNothing())
          .returning('claim_key')
          .executeTakeFirst();
        if (row !== undefined) inserted.push(key);
      }
      if (inserted.length === claim.keys.length) return true;
      await this.removeKeys(tx, claim.merchantId, claim.promoId, inserted);
      return false;
    },
    async removeKeys(tx: Tx, merchantId: number, promoId: string, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await tx
        .deleteFrom('promotion_claim_key')
        .where('merchant_id', '=', merchantId)
        .where('promo_id', '=', promoId)
        .where('claim_key', 'in', keys)
        .execute();
    },
    /** The bonus a grant source already made (a repeated claim). */
    bonusBySource(merchantId: number, source: string, conn: Conn = db) {
      return conn
        .selectFrom('member_bonus')
        .select(['id', 'bonus_minor'])
        .where('merchant_id', '=', merchantId)
        .where('source', '=', source)
        .executeTakeFirst();
    },

    /** Credited (approved) deposits of the member. */
    async creditedDeposits(memberId: number, conn: Conn = db): Promise<number> {
      const row = await conn
        .selectFrom('deposit')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Whether the member already has a credited deposit (member_first_deposit decides under races). */
    async hasDeposited(memberId: number, conn: Conn = db): Promise<boolean> {
      const row = await conn
        .selectFrom('member_first_deposit')
        .select('deposit_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * The member's VIP level as the VIP module last computed it (it writes the level's number to
     * member.club_label when the member's progress is read); 0 when none was computed yet.
     */
    async vipLevel(memberId: number, conn: Conn = db): Promise<number> {
      const row = await conn
        .selectFrom('member')
        .select('club_label')
        .where('id', '=', memberId)
        .executeTakeFirst();
      const level = Number(row?.club_label ?? '0');
      return Number.isInteger(level) && level >= 0 ? level : 0;
    },

    /** Undefined when the member already has a pending application for the promotion. */
    async insertApplication(
      row: Insertable<PromotionApplicationTable>,
      conn: Conn = db,
    ): Promise<ApplicationRow | undefined> {
      return conn
        .insertInto('promotion_application')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'promo_id'])
            // A literal, as the partial index says it: a bound parameter would not match the index.
            .where('status', '=', sql.lit(ApplicationStatus.PENDING))
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
    },
    pendingApplication(memberId: number, promoId: string, conn: Conn = db) {
      return conn
        .selectFrom('promotion_application')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('promo_id', '=', promoId)
        .where('status', '=', ApplicationStatus.PENDING)
        .executeTakeFirst();
    },
    application(id: number, conn: Conn = db): Promise<ApplicationRow | undefined> {
      return conn.selectFrom('promotion_application').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The member's applications, newest first. */
    applicationsOf(memberId: number, limit = 50): Promise<ApplicationRow[]> {
      return db
        .selectFrom('promotion_application')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    /**
     * Decides a pending application; false when it was decided before (a conditional update, so two
     * operators cannot both decide it).
     */
    async decideApplication(
      tx: Tx,
      id: number,
      decision: {
        status: ApplicationStatus;
        reason: string | null;
        bonusId: number | null;
        at: string;
        by: string;
      },
    ): Promise<boolean> {
      const result = await tx
        .updateTable('promotion_application')
        .set({
          status: decision.status,
          reason: decision.reason,
          bonus_id: decision.bonusId,
          decided_at: decision.at,
          decided_by: decision.by,
        })
        .where('id', '=', id)
        .where('status', '=', ApplicationStatus.PENDING)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
