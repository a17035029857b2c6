/**
 * VIP levels: the operator's level table (written with its audit row), the betting and deposit
 * totals a level is measured on, and the once-ever upgrade claims.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VipLevelTable } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { Tx } from '../wallet/ledger.ts';
import { toBigInt } from '../wallet/money.ts';

export type VipLevelRow = Selectable<VipLevelTable>;

export interface VipLevelWrite {
  readonly merchantId: number;
  readonly level: number;
  readonly nameEn: string;
  readonly nameUr: string;
  readonly perksEn: string;
  readonly perksUr: string;
  readonly minValidBetMinor: bigint;
  readonly minDepositMinor: bigint;
  readonly periodDays: number | null;
  readonly upgradeBonusMinor: bigint;
  readonly cashbackBps: number;
  readonly updatedAt: string;
}

/** The row a level write leaves in vip_level. */
export function vipLevelRowOf(write: VipLevelWrite): VipLevelRow {
  return {
    merchant_id: write.merchantId,
    level: write.level,
    name_en: write.nameEn,
    name_ur: write.nameUr,
    perks_en: write.perksEn,
    perks_ur: write.perksUr,
    min_valid_bet_minor: write.minValidBetMinor.toString(),
    min_deposit_minor: write.minDepositMinor.toString(),
    period_days: write.periodDays,
    upgrade_bonus_minor: write.upgradeBonusMinor.toString(),
    cashback_bps: write.cashbackBps,
    updated_at: write.updatedAt,
  };
}

export interface UpgradeClaim {
  readonly merchantId: number;
  readonly memberId: number;
  readonly level: number;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly transferId: string;
  readonly paidAt: string;
}

export type VipRepository = ReturnType<typeof createVipRepository>;

const sumOf = (total: string | number | null | undefined): bigint =>
  total === null || total === undefined ? 0n : toBigInt(total);

export function createVipRepository(db: Db) {
  const levelKey = (merchantId: number, level: number) =>
    db.selectFrom('vip_level').selectAll().where('merchant_id', '=', merchantId).where('level', '=', level);

  return {
    levels(merchantId: number): Promise<VipLevelRow[]> {
      return db
        .selectFrom('vip_level')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('level')
        .execute();
    },

    /** Inserts or replaces one level; `shown` gives the audit entry's before and after. */
    async save(
      write: VipLevelWrite,
      by: AuditActor,
      shown: (before: VipLevelRow | undefined) => { before: unknown; after: unknown },
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('vip_level')
          .selectAll()
          .where('merchant_id', '=', write.merchantId)
          .where('level', '=', write.level)
          .executeTakeFirst();
        const row = vipLevelRowOf(write);
        const { merchant_id: _merchant, level: _level, ...values } = row;
        await tx
          .insertInto('vip_level')
          .values(row)
          .onConflict((oc) => oc.columns(['merchant_id', 'level']).doUpdateSet(values))
          .execute();
        const audit = shown(before);
        await appendAudit(
          tx,
          auditEntry(by, write.updatedAt, {
            action: 'vip-level.save',
            merchantId: write.merchantId,
            target: `vip-level:${write.level}`,
            before: audit.before,
            after: audit.after,
          }),
        );
      });
    },

    /** False when there was no such level. */
    async remove(
      merchantId: number,
      level: number,
      by: AuditActor,
      at: string,
      shown: (before: VipLevelRow) => unknown,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('vip_level')
          .selectAll()
          .where('merchant_id', '=', merchantId)
          .where('level', '=', level)
          .executeTakeFirst();
        if (before === undefined) return false;
        await tx
          .deleteFrom('vip_level')
          .where('merchant_id', '=', merchantId)
          .where('level', '=', level)
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'vip-level.delete',
            merchantId,
            target: `vip-level:${level}`,
            before: shown(before),
            after: null,
          }),
        );
        return true;
      });
    },

    level(merchantId: number, level: number) {
      return levelKey(merchantId, level).executeTakeFirst();
    },

    /** Settled valid bets since `since` (settled then; null: ever). */
    async validBets(memberId: number, since: string | null): Promise<bigint> {
      let query = db
        .selectFrom('bet_record')
        .select((eb) => eb.fn.sum<string | number | null>('valid_bet_minor').as('total'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'settled');
      if (since !== null) query = query.where('settled_at', '>=', since);
      return sumOf((await query.executeTakeFirstOrThrow()).total);
    },

    /** What approved deposits credited since `since` (decided then; null: ever). */
    async deposits(memberId: number, since: string | null): Promise<bigint> {
      let query = db
        .selectFrom('deposit')
        .select((eb) => eb.fn.sum<string | number | null>('credited_minor').as('total'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'approved');
      if (since !== null) query = query.where('decided_at', '>=', since);
      return sumOf((await query.executeTakeFirstOrThrow()).total);
    },

    async claimedLevels(memberId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('vip_upgrade_claim')
        .select('level')
        .where('member_id', '=', memberId)
        .execute();
      return new Set(rows.map((row) => row.level));
    },

    /**
     * Records the claim and runs `credit` in the same transaction. The primary key (member, level)
     * lets one of two racing recomputations insert; the other inserts nothing and pays nothing.
     */
    payUpgrade(claim: UpgradeClaim, credit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('vip_upgrade_claim')
          .values({
            member_id: claim.memberId,
            level: claim.level,
            merchant_id: claim.merchantId,
            currency: claim.currency,
            amount_minor: claim.amountMinor.toString(),
            transfer_id: claim.transferId,
            paid_at: claim.paidAt,
          })
          .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        await credit(tx);
        return true;
      });
    },

    /** The header's "VIP <label>": the level's number. */
    async setClubLabel(memberId: number, label: string): Promise<void> {
      await db
        .updateTable('member')
        .set({ club_label: label })
        .where('id', '=', memberId)
        .where((eb) => eb.or([eb('club_label', 'is', null), eb('club_label', '!=', label)]))
        .execute();
    },

    member(memberId: number) {
      return db
        .selectFrom('member')
        .select(['id', 'merchant_id', 'type', 'club_label'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },
  };
}
