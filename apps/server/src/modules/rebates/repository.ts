/** Cashback's tables: settings and rates (audited), settled valid bets per period, and claims. */
import { MemberType } from '@openlobby/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RebateClaimTable, RebateSettingTable } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';
import { REBATE_GAME_TYPES } from './products.ts';

export type RebateSettingRow = Selectable<RebateSettingTable>;
export type RebateClaimRow = Selectable<RebateClaimTable>;

export interface RateWrite {
  readonly product: string;
  readonly vipLevel: number;
  readonly rateBps: number;
}

export interface ClaimWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly period: string;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly detail: string;
  readonly transferId: string;
  readonly claimedAt: string;
}

/** Settled valid bets of one game type (and member), in minor units. */
export interface ValidBetRow {
  readonly memberId: number;
  readonly gameType: string;
  readonly validMinor: bigint;
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;

export function createRebateRepository(db: Db) {
  return {
    async timeZone(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchant')
        .select('time_zone')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      return row?.time_zone ?? 'UTC';
    },

    setting(merchantId: number): Promise<RebateSettingRow | undefined> {
      return db
        .selectFrom('rebate_setting')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    rates(merchantId: number) {
      return db
        .selectFrom('rebate_rate')
        .select(['product', 'vip_level', 'rate_bps'])
        .where('merchant_id', '=', merchantId)
        .orderBy('vip_level')
        .orderBy('product')
        .execute();
    },

    vipLevels(merchantId: number) {
      return db
        .selectFrom('vip_level')
        .select(['level', 'name_en', 'name_ur', 'cashback_bps'])
        .where('merchant_id', '=', merchantId)
        .orderBy('level')
        .execute();
    },

    /**
     * Replaces the settings and every rate in one transaction with its audit row; `shown` turns the
     * stored state into what the audit entry shows.
     */
    async saveSettings(
      merchantId: number,
      write: { enabled: boolean; minClaimMinor: bigint; rates: readonly RateWrite[] },
      at: string,
      by: AuditActor,
      shown: (setting: RebateSettingRow | undefined, rates: readonly RateWrite[]) => unknown,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('rebate_setting')
          .selectAll()
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst();
        const beforeRates = await tx
          .selectFrom('rebate_rate')
          .select(['product', 'vip_level', 'rate_bps'])
          .where('merchant_id', '=', merchantId)
          .orderBy('vip_level')
          .orderBy('product')
          .execute();
        const values = {
          enabled: write.enabled ? 1 : 0,
          min_claim_minor: write.minClaimMinor.toString(),
          updated_at: at,
        };
        await tx
          .insertInto('rebate_setting')
          .values({ merchant_id: merchantId, ...values })
          .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
          .execute();
        await tx.deleteFrom('rebate_rate').where('merchant_id', '=', merchantId).execute();
        if (write.rates.length > 0) {
          await tx
            .insertInto('rebate_rate')
            .values(
              write.rates.map((rate) => ({
                merchant_id: merchantId,
                product: rate.product,
                vip_level: rate.vipLevel,
                rate_bps: rate.rateBps,
              })),
            )
            .execute();
        }
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'rebates.settings',
            merchantId,
            target: 'rebate-settings',
            before:
              before === undefined
                ? null
                : shown(
                    before,
                    beforeRates.map((r) => ({
                      product: r.product,
                      vipLevel: r.vip_level,
                      rateBps: r.rate_bps,
                    })),
                  ),
            after: shown({ merchant_id: merchantId, ...values }, write.rates),
          }),
        );
      });
    },

    /** A member's settled valid bets per game type settled in [from, to). */
    async memberValidBets(memberId: number, from: string, to: string): Promise<ValidBetRow[]> {
      const rows = await db
        .selectFrom('bet_record')
        .select((eb) => ['game_type', eb.fn.sum<string | number | null>('valid_bet_minor').as('total')])
        .where('member_id', '=', memberId)
        .where('status', '=', 'settled')
        .where('settled_at', '>=', from)
        .where('settled_at', '<', to)
        .where('game_type', 'in', REBATE_GAME_TYPES)
        .groupBy('game_type')
        .execute();
      return rows.map((row) => ({ memberId, gameType: row.game_type, validMinor: toBigInt(row.total ?? 0) }));
    },

    /**
     * Every member's settled valid bets per game type settled in [from, to), leaving out members who
     * claimed `period` and trial members.
     */
    async unclaimedValidBets(
      merchantId: number,
      period: string,
      from: string,
      to: string,
    ): Promise<ValidBetRow[]> {
      const rows = await db
        .selectFrom('bet_record as b')
        .innerJoin('member as m', 'm.id', 'b.member_id')
        .leftJoin('rebate_claim as c', (join) =>
          join.onRef('c.member_id', '=', 'b.member_id').on('c.period', '=', period),
        )
        .select((eb) => [
          'b.member_id',
          'b.game_type',
          eb.fn.sum<string | number | null>('b.valid_bet_minor').as('total'),
        ])
        .where('b.merchant_id', '=', merchantId)
        .where('b.status', '=', 'settled')
        .where('b.settled_at', '>=', from)
        .where('b.settled_at', '<', to)
        .where('b.game_type', 'in', REBATE_GAME_TYPES)
        .where('m.type', '!=', MemberType.TRIAL)
        .where('c.member_id', 'is', null)
        .groupBy(['b.member_id', 'b.game_type'])
        .execute();
      return rows.map((row) => ({
        memberId: row.member_id,
        gameType: row.game_type,
        validMinor: toBigInt(row.total ?? 0),
      }));
    },

    async claimedPeriods(memberId: number, fromPeriod: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('rebate_claim')
        .select('period')
        .where('member_id', '=', memberId)
        .where('period', '>=', fromPeriod)
        .execute();
      return new Set(rows.map((row) => row.period));
    },

    /** The member's claims made at or after `since`, newest period first. */
    claims(memberId: number, since: string): Promise<RebateClaimRow[]> {
      return db
        .selectFrom('rebate_claim')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('claimed_at', '>=', since)
        .orderBy('period', 'desc')
        .execute();
    },

    /** Paid per period from `fromPeriod` on, newest first. */
    async paidPerPeriod(merchantId: number, fromPeriod: string) {
      const rows = await db
        .selectFrom('rebate_claim')
        .select((eb) => [
          'period',
          eb.fn.sum<string | number | null>('amount_minor').as('total'),
          eb.fn.countAll<string | number>().as('claims'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('period', '>=', fromPeriod)
        .groupBy('period')
        .orderBy('period', 'desc')
        .execute();
      return rows.map((row) => ({
        period: row.period,
        totalMinor: toBigInt(row.total ?? 0),
        claims: Number(row.claims),
      }));
    },

    /**
     * Inserts the claim and runs `credit` in the same transaction. The primary key (member, period)
     * lets one of any number of concurrent claims insert; the others insert nothing and answer false.
     */
    claim(write: ClaimWrite, credit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('rebate_claim')
          .values({
            member_id: write.memberId,
            period: write.period,
            merchant_id: write.merchantId,
            currency: write.currency,
            amount_minor: write.amountMinor.toString(),
            detail: write.detail,
            transfer_id: write.transferId,
            claimed_at: write.claimedAt,
          })
          .onConflict((oc) => oc.columns(['member_id', 'period']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        await credit(tx);
        return true;
      });
    },
  };
}
