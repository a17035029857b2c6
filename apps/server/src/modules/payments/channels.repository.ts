/**
 * Deposit channels an operator creates (table deposit_channel) and their receiving accounts
 * (deposit_receiving_account): each change and its audit entry, with before and after, in one
 * transaction. Channels are never deleted here: deposits name them, and switching one off is its removal.
 */
import type { Db } from '../../db/database.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';

export interface NewChannel {
  readonly channelId: string;
  readonly kind: string;
  readonly mode: string;
  readonly name: string;
  readonly logoUrl: string | null;
  readonly gateway: string | null;
  readonly minMinor: bigint;
  readonly maxMinor: bigint;
  readonly feeBp: number;
  readonly sortOrder: number;
  readonly enabled: boolean;
}

export interface AccountFields {
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
  readonly network: string | null;
}

export interface AccountRow extends AccountFields {
  readonly accountId: string;
}

export type ChannelAdminRepository = ReturnType<typeof createChannelAdminRepository>;

export function createChannelAdminRepository(db: Db) {
  async function accountRows(executor: Db, merchantId: number, channelId: string): Promise<AccountRow[]> {
    const rows = await executor
      .selectFrom('deposit_receiving_account')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('channel_id', '=', channelId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      accountId: String(row.id),
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumber: row.account_number,
      network: row.network,
    }));
  }

  const columns = (fields: AccountFields) => ({
    bank_name: fields.bankName,
    account_name: fields.accountName,
    account_number: fields.accountNumber,
    network: fields.network,
  });

  return {
    /** The channel's kind, or undefined when the merchant has no such channel. */
    async channelKind(merchantId: number, channelId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('deposit_channel')
        .select('kind')
        .where('merchant_id', '=', merchantId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return row?.kind;
    },

    async channelIds(merchantId: number): Promise<Set<string>> {
      const rows = await db
        .selectFrom('deposit_channel')
        .select('channel_id')
        .where('merchant_id', '=', merchantId)
        .execute();
      return new Set(rows.map((row) => row.channel_id));
    },

    /** Adds the channel; false when the merchant already has one with this id (nothing written). */
    async createChannel(
      merchantId: number,
      channel: NewChannel,
      by: AuditActor,
      at: string,
      auditShape: unknown,
    ): Promise<boolean> {
      const exists = async () =>
        (await db
          .selectFrom('deposit_channel')
          .select('channel_id')
          .where('merchant_id', '=', merchantId)
          .where('channel_id', '=', channel.channelId)
          .executeTakeFirst()) !== undefined;
      if (await exists()) return false;
      try {
        await db.transaction().execute(async (tx) => {
          await tx
            .insertInto('deposit_channel')
            .values({
              merchant_id: merchantId,
              channel_id: channel.channelId,
              kind: channel.kind,
              mode: channel.mode,
              name: channel.name,
              logo_url: channel.logoUrl,
              gateway: channel.gateway,
              min_minor: channel.minMinor,
              max_minor: channel.maxMinor,
              fee_bp: channel.feeBp,
              enabled: channel.enabled ? 1 : 0,
              sort_order: channel.sortOrder,
            })
            .execute();
          await appendAudit(
            tx,
            auditEntry(by, at, {
              action: 'deposit_channel.create',
              merchantId,
              target: `deposit_channel:${channel.channelId}`,
              before: null,
              after: auditShape,
            }),
          );
        });
      } catch (error) {
        // Another operator created the same id at the same moment: the primary key refused ours.
        if (await exists()) return false;
        throw error;
      }
      return true;
    },

    accounts: (merchantId: number, channelId: string) => accountRows(db, merchantId, channelId),

    async addAccount(
      merchantId: number,
      channelId: string,
      fields: AccountFields,
      by: AuditActor,
      at: string,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('deposit_receiving_account')
          .values({ merchant_id: merchantId, channel_id: channelId, ...columns(fields) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'deposit_account.add',
            merchantId,
            target: `deposit_channel:${channelId}`,
            before: null,
            after: { accountId: String(row.id), ...fields },
          }),
        );
      });
    },

    /** Changes (fields) or removes (null) one account; false when the channel has no such account. */
    async setAccount(
      merchantId: number,
      channelId: string,
      accountId: number,
      fields: AccountFields | null,
      by: AuditActor,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const before = (await accountRows(tx, merchantId, channelId)).find(
          (row) => row.accountId === String(accountId),
        );
        if (before === undefined) return false;
        const which = tx
          .updateTable('deposit_receiving_account')
          .where('id', '=', accountId)
          .where('merchant_id', '=', merchantId)
          .where('channel_id', '=', channelId);
        if (fields === null) {
          await tx
            .deleteFrom('deposit_receiving_account')
            .where('id', '=', accountId)
            .where('merchant_id', '=', merchantId)
            .where('channel_id', '=', channelId)
            .execute();
        } else {
          await which.set(columns(fields)).execute();
        }
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: fields === null ? 'deposit_account.remove' : 'deposit_account.set',
            merchantId,
            target: `deposit_channel:${channelId}`,
            before,
            after: fields === null ? null : { accountId: before.accountId, ...fields },
          }),
        );
        return true;
      });
    },
  };
}
