/**
 * Registration rules (table register_rule) and deposit channels (deposit_channel) as the console
 * edits them: every change and its audit entry, with before and after, in one transaction.
 */
import type { RegisterFieldName } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { seedRegisterRules } from '../../seed/reference/register-rules.ts';
import { toBigInt } from '../wallet/money.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';

export interface FieldSwitch {
  readonly name: RegisterFieldName;
  readonly enabled: boolean;
  readonly required: boolean;
}

export interface ChannelRow {
  readonly channelId: string;
  readonly name: string;
  readonly kind: string;
  readonly mode: string;
  readonly minMinor: bigint;
  readonly maxMinor: bigint;
  readonly enabled: boolean;
  readonly sortOrder: number;
}

export interface ChannelChange {
  readonly enabled: boolean;
  readonly minMinor: bigint;
  readonly maxMinor: bigint;
  readonly sortOrder: number;
}

export type EditableRepository = ReturnType<typeof createEditableRepository>;

export function createEditableRepository(db: Db) {
  async function channelRows(executor: Db, merchantId: number, channelId?: string): Promise<ChannelRow[]> {
    let query = executor
      .selectFrom('deposit_channel')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort_order')
      .orderBy('channel_id');
    if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
    const rows = await query.execute();
    return rows.map((row) => ({
      channelId: row.channel_id,
      name: row.name,
      kind: row.kind,
      mode: row.mode,
      minMinor: toBigInt(row.min_minor),
      maxMinor: toBigInt(row.max_minor),
      enabled: row.enabled === 1,
      sortOrder: row.sort_order,
    }));
  }

  return {
    /** Field switches as stored, in form order; none when the merchant has no rows yet. */
    async fields(merchantId: number): Promise<FieldSwitch[]> {
      const rows = await db
        .selectFrom('register_rule')
        .select(['field', 'enabled', 'required'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .execute();
      return rows.map((row) => ({
        name: row.field as RegisterFieldName,
        enabled: row.enabled === 1,
        required: row.required === 1,
      }));
    },

    /**
     * Sets the given fields' switches (the merchant's rows are seeded with the defaults first when it
     * has none); `check` sees the whole form after the change and may refuse it (nothing is written).
     */
    async setFields(
      merchantId: number,
      changes: readonly FieldSwitch[],
      check: (after: readonly FieldSwitch[]) => void,
      by: AuditActor,
      at: string,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await seedRegisterRules(tx, merchantId);
        const read = async () =>
          (
            await tx
              .selectFrom('register_rule')
              .select(['field', 'enabled', 'required'])
              .where('merchant_id', '=', merchantId)
              .orderBy('sort_order')
              .execute()
          ).map((row) => ({
            name: row.field as RegisterFieldName,
            enabled: row.enabled === 1,
            required: row.required === 1,
          }));
        const before = await read();
        const after = before.map((field) => changes.find((change) => change.name === field.name) ?? field);
        check(after);
        const changed = changes.filter((change) => {
          const was = before.find((field) => field.name === change.name);
          return was === undefined || was.enabled !== change.enabled || was.required !== change.required;
        });
        for (const change of changed) {
          await tx
            .updateTable('register_rule')
            .set({ enabled: change.enabled ? 1 : 0, required: change.required ? 1 : 0 })
            .where('merchant_id', '=', merchantId)
            .where('field', '=', change.name)
            .execute();
        }
        if (changed.length === 0) return;
        const names = new Set(changed.map((change) => change.name));
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'register_rules.set',
            merchantId,
            target: `merchant:${merchantId}`,
            before: before.filter((field) => names.has(field.name)),
            after: changed,
          }),
        );
      });
    },

    channels: (merchantId: number) => channelRows(db, merchantId),

    /** How many receiving accounts each of the merchant's channels has (channels with none absent). */
    async accountCounts(merchantId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('deposit_receiving_account')
        .select((eb) => ['channel_id', eb.fn.countAll<string | number | bigint>().as('accounts')])
        .where('merchant_id', '=', merchantId)
        .groupBy('channel_id')
        .execute();
      return new Map(rows.map((row) => [row.channel_id, Number(row.accounts)]));
    },

    /** Changes one channel; false when the merchant has no such channel. */
    async setChannel(
      merchantId: number,
      channelId: string,
      change: ChannelChange,
      by: AuditActor,
      at: string,
      auditShape: (row: ChannelRow) => unknown,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const [before] = await channelRows(tx, merchantId, channelId);
        if (before === undefined) return false;
        await tx
          .updateTable('deposit_channel')
          .set({
            enabled: change.enabled ? 1 : 0,
            min_minor: change.minMinor,
            max_minor: change.maxMinor,
            sort_order: change.sortOrder,
          })
          .where('merchant_id', '=', merchantId)
          .where('channel_id', '=', channelId)
          .execute();
        const [after] = await channelRows(tx, merchantId, channelId);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'deposit_channel.set',
            merchantId,
            target: `deposit_channel:${channelId}`,
            before: auditShape(before),
            after: after === undefined ? null : auditShape(after),
          }),
        );
        return true;
      });
    },
  };
}
