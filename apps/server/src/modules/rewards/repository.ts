/** Issued rewards: the operator's insert (with its audit row), the member's lists and the claim. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IssuedRewardTable } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { Tx } from '../wallet/ledger.ts';

export interface RewardWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly titleEn: string;
  readonly titleUr: string;
  readonly turnoverNote: string | null;
  readonly expiresAt: string | null;
  readonly issuedAt: string;
}

export type RewardRow = Selectable<IssuedRewardTable>;

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;

export function createRewardsRepository(db: Db) {
  const rewards = () => db.selectFrom('issued_reward').selectAll();
  /** Unclaimed and not expired at `now` (ISO strings of one format compare in time order). */
  const claimable = (merchantId: number, memberId: number, now: string) =>
    rewards()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));

  return {
    member(memberId: number) {
      return db
        .selectFrom('member')
        .select(['id', 'merchant_id', 'type', 'username'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** `by` issues it (`issued_by` is its name); `shown` is the reward as its audit entry shows it. */
    async issue(write: RewardWrite, by: AuditActor, shown: Record<string, unknown>): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('issued_reward')
          .values({
            merchant_id: write.merchantId,
            member_id: write.memberId,
            currency: write.currency,
            amount_minor: write.amountMinor.toString(),
            title_en: write.titleEn,
            title_ur: write.titleUr,
            turnover_note: write.turnoverNote,
            expires_at: write.expiresAt,
            issued_by: by.name,
            issued_at: write.issuedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(
          tx,
          auditEntry(by, write.issuedAt, {
            action: 'reward.issue',
            merchantId: write.merchantId,
            target: `reward:${row.id}`,
            before: null,
            after: shown,
          }),
        );
        return row.id;
      });
    },

    claimable(merchantId: number, memberId: number, now: string) {
      return claimable(merchantId, memberId, now).orderBy('id', 'desc').execute();
    },

    byId(merchantId: number, id: number) {
      return rewards().where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
    },

    async claimedPage(merchantId: number, memberId: number, offset: number, limit: number) {
      const mine = db
        .selectFrom('issued_reward')
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .where('claimed_at', 'is not', null);
      const [{ total }, rows] = await Promise.all([
        mine.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        mine
          .selectAll()
          .orderBy('claimed_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    /**
     * Marks the reward claimed and runs `credit` in the same transaction. The update's condition
     * (this member's, unclaimed, unexpired) is re-checked under the row lock on PostgreSQL and under
     * the single writer on SQLite, so of two concurrent claims only one updates a row and credits.
     * Answers false when nothing was claimable; the caller finds out why.
     */
    claim(
      r: { id: number; merchantId: number; memberId: number; now: string; transferId: string },
      credit: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('issued_reward')
          .set({ claimed_at: r.now, transfer_id: r.transferId })
          .where('id', '=', r.id)
          .where('merchant_id', '=', r.merchantId)
          .where('member_id', '=', r.memberId)
          .where('claimed_at', 'is', null)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', r.now)]))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await credit(tx);
        return true;
      });
    },
  };
}
