/** Operators, their sessions (tokens stored as SHA-256 hashes) and the audit log. */
import type { Db } from '../../db/database.ts';

export function createOperatorRepository(db: Db) {
  return {
    byName(username: string) {
      return db.selectFrom('operator').selectAll().where('username', '=', username).executeTakeFirst();
    },
    async upsert(username: string, passwordHash: string, now: string): Promise<void> {
      await db
        .insertInto('operator')
        .values({ username, password_hash: passwordHash, created_at: now })
        .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: passwordHash, disabled: 0 }))
        .execute();
    },
    async startSession(tokenHash: string, operatorId: number, now: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('operator_session')
        .values({ token_hash: tokenHash, operator_id: operatorId, created_at: now, expires_at: expiresAt })
        .execute();
    },
    /** The operator a live session names. */
    session(tokenHash: string, now: string) {
      return db
        .selectFrom('operator_session as s')
        .innerJoin('operator as o', 'o.id', 's.operator_id')
        .select(['o.id', 'o.username'])
        .where('s.token_hash', '=', tokenHash)
        .where('s.ended_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('o.disabled', '=', 0)
        .executeTakeFirst();
    },
    async endSession(tokenHash: string, now: string): Promise<void> {
      await db
        .updateTable('operator_session')
        .set({ ended_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
    async audit(row: {
      actor: string;
      action: string;
      merchantId: number | null;
      detail: unknown;
      at: string;
    }) {
      await db
        .insertInto('audit_log')
        .values({
          occurred_at: row.at,
          actor: row.actor,
          action: row.action,
          merchant_id: row.merchantId,
          detail: JSON.stringify(row.detail),
        })
        .execute();
    },
    merchantId(code: string) {
      return db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
    },
    member(memberId: number) {
      return db
        .selectFrom('member')
        .select(['id', 'merchant_id', 'username'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },
  };
}
export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
