/**
 * The settings module's own writes: the merchant's time zone and minimum age at registration, each
 * changed and audited in one transaction.
 */
import { minimumAgeOf } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export function createSettingsRepository(db: Db) {
  return {
    async timeZone(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchant')
        .select('time_zone')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      return row.time_zone;
    },

    /**
     * Sets the zone and writes the audit entry with the zone before and after. Only the merchant
     * row changes: the daily aggregates already written keep the days they were counted in.
     */
    async setTimeZone(merchantId: number, zone: string, by: AuditActor, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        // A no-op update first holds the merchant row's lock, so two changes audit in order.
        await tx.updateTable('merchant').set({ id: merchantId }).where('id', '=', merchantId).execute();
        const before = await tx
          .selectFrom('merchant')
          .select('time_zone')
          .where('id', '=', merchantId)
          .executeTakeFirstOrThrow();
        await tx.updateTable('merchant').set({ time_zone: zone }).where('id', '=', merchantId).execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'time_zone.set',
            merchantId,
            target: `merchant:${merchantId}`,
            before: { timeZone: before.time_zone },
            after: { timeZone: zone },
          }),
        );
      });
    },

    async minimumAge(merchantId: number): Promise<number> {
      const row = await db
        .selectFrom('merchant')
        .select('minimum_age')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      return minimumAgeOf(row.minimum_age);
    },

    /** Sets the minimum age at registration with the audit entry of before and after. */
    async setMinimumAge(merchantId: number, age: number, by: AuditActor, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('merchant').set({ id: merchantId }).where('id', '=', merchantId).execute();
        const before = await tx
          .selectFrom('merchant')
          .select('minimum_age')
          .where('id', '=', merchantId)
          .executeTakeFirstOrThrow();
        await tx.updateTable('merchant').set({ minimum_age: age }).where('id', '=', merchantId).execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'minimum_age.set',
            merchantId,
            target: `merchant:${merchantId}`,
            before: { minimumAge: minimumAgeOf(before.minimum_age) },
            after: { minimumAge: age },
          }),
        );
      });
    },
  };
}
