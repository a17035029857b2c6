/**
 * Identity verification's tables (migration 0045): the documents members send and each merchant's
 * withdrawal rule. A new upload replaces the member's current document of the same kind and side
 * (kept, `current` 0) in one transaction; a decision is a conditional update from PENDING, so two
 * officers cannot both decide one document.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdentityDocumentTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

export type DocumentRow = Selectable<IdentityDocumentTable>;
export type QueuedRow = DocumentRow & { username: string };

export interface NewDocument {
  readonly merchantId: number;
  readonly memberId: number;
  readonly kind: string;
  readonly side: string;
  readonly storeName: string;
  readonly contentType: string;
  readonly bytes: number;
  readonly at: string;
}

export interface SettingRow {
  readonly mode: string;
  readonly threshold_minor: string | number | bigint;
  readonly require_proof_of_address: number;
  readonly updated_at: string;
  readonly updated_by: string;
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;

export function createVerificationRepository(db: Db) {
  const queued = (conn: Db | Tx) =>
    conn
      .selectFrom('identity_document as d')
      .innerJoin('member as m', 'm.id', 'd.member_id')
      .selectAll('d')
      .select('m.username');

  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The member's current documents, oldest first. */
    current(memberId: number): Promise<DocumentRow[]> {
      return db
        .selectFrom('identity_document')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('current', '=', 1)
        .orderBy('id')
        .execute();
    },

    document(merchantId: number, documentId: number): Promise<QueuedRow | undefined> {
      return queued(db)
        .where('d.merchant_id', '=', merchantId)
        .where('d.id', '=', documentId)
        .executeTakeFirst();
    },

    /** Pending documents of the merchant, oldest first. */
    queue(merchantId: number, limit: number): Promise<QueuedRow[]> {
      return queued(db)
        .where('d.merchant_id', '=', merchantId)
        .where('d.status', '=', 'PENDING')
        .where('d.current', '=', 1)
        .orderBy('d.id')
        .limit(limit)
        .execute();
    },

    async insert(tx: Tx, doc: NewDocument): Promise<number> {
      await tx
        .updateTable('identity_document')
        .set({ current: 0 })
        .where('member_id', '=', doc.memberId)
        .where('kind', '=', doc.kind)
        .where('side', '=', doc.side)
        .where('current', '=', 1)
        .execute();
      const row = await tx
        .insertInto('identity_document')
        .values({
          merchant_id: doc.merchantId,
          member_id: doc.memberId,
          kind: doc.kind,
          side: doc.side,
          status: 'PENDING',
          current: 1,
          store_name: doc.storeName,
          content_type: doc.contentType,
          bytes: doc.bytes,
          note: null,
          decided_by: null,
          decided_at: null,
          created_at: doc.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Decides a pending document; false when it was no longer pending. */
    async decide(
      tx: Tx,
      documentId: number,
      change: { status: string; note: string | null; documentNumber: string | null; by: string; at: string },
    ): Promise<boolean> {
      const result = await tx
        .updateTable('identity_document')
        .set({
          status: change.status,
          note: change.note,
          document_number: change.documentNumber,
          decided_by: change.by,
          decided_at: change.at,
        })
        .where('id', '=', documentId)
        .where('status', '=', 'PENDING')
        .where('current', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    member(merchantId: number, memberId: number): Promise<{ id: number; username: string } | undefined> {
      return db
        .selectFrom('member')
        .select(['id', 'username'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    setting(merchantId: number): Promise<SettingRow | undefined> {
      return db
        .selectFrom('verification_setting')
        .select(['mode', 'threshold_minor', 'require_proof_of_address', 'updated_at', 'updated_by'])
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    async saveSetting(
      tx: Tx,
      merchantId: number,
      row: { mode: string; thresholdMinor: bigint; requireProofOfAddress: boolean; by: string; at: string },
    ): Promise<void> {
      const values = {
        mode: row.mode,
        threshold_minor: row.thresholdMinor.toString(),
        require_proof_of_address: row.requireProofOfAddress ? 1 : 0,
        updated_at: row.at,
        updated_by: row.by,
      };
      await tx
        .insertInto('verification_setting')
        .values({ merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
        .execute();
    },
  };
}
