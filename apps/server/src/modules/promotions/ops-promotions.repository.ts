/**
 * The console's queries over the promotion tables (migration 0029) beside the member side's
 * repository.ts: promotions with their waiting applications, their order, the applications queue
 * with the member's name and the promotion's titles, and whose a member is.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { ApplicationStatus, type ApplicationRow, type PromotionRow } from './repository.ts';

type Conn = Db | Tx;

export interface ApplicationFilter {
  readonly state?: string | undefined;
  readonly promoId?: string | undefined;
  readonly memberId?: number | undefined;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface QueuedApplication extends ApplicationRow {
  readonly username: string;
  readonly title_en: string;
  readonly title_ur: string;
  readonly kind: string;
}

export function createOpsPromotionRepository(db: Db) {
  function queue(merchantId: number, conn: Conn = db) {
    return conn
      .selectFrom('promotion_application as a')
      .innerJoin('member as m', 'm.id', 'a.member_id')
      .innerJoin('promotion as p', (join) =>
        join.onRef('p.merchant_id', '=', 'a.merchant_id').onRef('p.promo_id', '=', 'a.promo_id'),
      )
      .where('a.merchant_id', '=', merchantId);
  }
  const applicationColumns = [
    'a.id',
    'a.merchant_id',
    'a.member_id',
    'a.promo_id',
    'a.comment',
    'a.images',
    'a.status',
    'a.reason',
    'a.bonus_id',
    'a.created_at',
    'a.decided_at',
    'a.decided_by',
    'm.username',
    'p.title_en',
    'p.title_ur',
    'p.kind',
  ] as const;

  return {
    /** Every promotion of the merchant in the lobby's order, with how many applications wait. */
    async promotions(merchantId: number): Promise<Array<PromotionRow & { pending: number }>> {
      const rows = await db
        .selectFrom('promotion')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('promo_id')
        .execute();
      const counts = await db
        .selectFrom('promotion_application')
        .select(['promo_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('merchant_id', '=', merchantId)
        .where('status', '=', ApplicationStatus.PENDING)
        .groupBy('promo_id')
        .execute();
      const pending = new Map(counts.map((row) => [row.promo_id, Number(row.n)]));
      return rows.map((row) => ({ ...row, pending: pending.get(row.promo_id) ?? 0 }));
    },

    /** The order a new promotion takes: after every other. */
    async nextSortOrder(merchantId: number): Promise<number> {
      const row = await db
        .selectFrom('promotion')
        .select((eb) => eb.fn.max<number | string | null>('sort_order').as('top'))
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
    },

    /** Gives the listed promotions orders 0, 1, 2... in the given sequence. */
    async setOrder(tx: Tx, merchantId: number, promoIds: readonly string[], at: string): Promise<void> {
      for (const [index, promoId] of promoIds.entries()) {
        await tx
          .updateTable('promotion')
          .set({ sort_order: index, updated_at: at })
          .where('merchant_id', '=', merchantId)
          .where('promo_id', '=', promoId)
          .execute();
      }
    },

    /** The queue: waiting applications first (oldest first), then decided ones (newest first). */
    async applications(
      merchantId: number,
      filter: ApplicationFilter,
    ): Promise<{ rows: QueuedApplication[]; total: number }> {
      let base = queue(merchantId);
      if (filter.state !== undefined) base = base.where('a.status', '=', filter.state);
      if (filter.promoId !== undefined) base = base.where('a.promo_id', '=', filter.promoId);
      if (filter.memberId !== undefined) base = base.where('a.member_id', '=', filter.memberId);
      const counted = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await base
        .select(applicationColumns)
        .orderBy(sql`CASE WHEN a.status = 'pending' THEN 0 ELSE 1 END`)
        .orderBy(sql`CASE WHEN a.status = 'pending' THEN a.id ELSE -a.id END`)
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute();
      return { rows, total: Number(counted?.n ?? 0) };
    },

    application(merchantId: number, id: number, conn: Conn = db): Promise<QueuedApplication | undefined> {
      return queue(merchantId, conn).select(applicationColumns).where('a.id', '=', id).executeTakeFirst();
    },

    /** Names the bonus an approval granted (in the approval's transaction). */
    async setApplicationBonus(tx: Tx, id: number, bonusId: number): Promise<void> {
      await tx.updateTable('promotion_application').set({ bonus_id: bonusId }).where('id', '=', id).execute();
    },

    /** Whether the member belongs to the merchant (an operator sees only its own merchant's). */
    async memberOf(merchantId: number, memberId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('id', '=', memberId)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type OpsPromotionRepository = ReturnType<typeof createOpsPromotionRepository>;
