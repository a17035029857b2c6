/**
 * Operators, their roles and sessions (tokens stored as SHA-256 hashes), second factors and
 * failed-login counts (the audit log has its own repository, modules/audit). Every count and single
 * use is one conditional statement, so concurrent requests cannot both take the same slot, code or
 * time step.
 */
import {
  type AttemptClaim,
  type ClaimedAttempt,
  type CounterRow,
  claimAttempt,
  releaseAttempt,
  resetAttempts,
} from '../../db/attempt-counter.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

const loginCounter = (key: string): CounterRow => ({
  table: 'operator_login_failure',
  key: { throttle_key: key },
  lastAt: 'last_failure_at',
});

export function createOperatorRepository(db: Db) {
  async function rolesOf(operatorId: number, tx: Db = db): Promise<string[]> {
    const rows = await tx
      .selectFrom('operator_role')
      .select('role')
      .where('operator_id', '=', operatorId)
      .orderBy('role')
      .execute();
    return rows.map((row) => row.role);
  }

  return {
    byName(username: string) {
      return db.selectFrom('operator').selectAll().where('username', '=', username).executeTakeFirst();
    },
    /** Creates the operator or gives an existing one a new password and merchant; answers its id. */
    async upsert(username: string, passwordHash: string, merchantId: number, now: string): Promise<number> {
      const row = await db
        .insertInto('operator')
        .values({ username, password_hash: passwordHash, merchant_id: merchantId, created_at: now })
        .onConflict((oc) =>
          oc
            .column('username')
            .doUpdateSet({ password_hash: passwordHash, merchant_id: merchantId, disabled: 0 }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Replaces the second factor: the sealed TOTP secret (null removes it) and the recovery codes. */
    async enrolSecondFactor(operatorId: number, sealedSecret: string | null, codeHashes: readonly string[]) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('operator')
          .set({ totp_secret: sealedSecret, totp_last_step: null })
          .where('id', '=', operatorId)
          .execute();
        await tx.deleteFrom('operator_recovery_code').where('operator_id', '=', operatorId).execute();
        if (codeHashes.length > 0)
          await tx
            .insertInto('operator_recovery_code')
            .values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash })))
            .execute();
      });
    },
    /** Takes a TOTP time step if it is later than the last one taken; false for a replayed code. */
    async takeTotpStep(operatorId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('operator')
        .set({ totp_last_step: step })
        .where('id', '=', operatorId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /** Uses a recovery code once; false when it is unknown or already used. */
    async useRecoveryCode(operatorId: number, codeHash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('operator_recovery_code')
        .set({ used_at: now })
        .where('operator_id', '=', operatorId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    unusedRecoveryCodes(operatorId: number) {
      return db
        .selectFrom('operator_recovery_code')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('operator_id', '=', operatorId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
    },
    /** Ends every session of the operator (new password or second factor). */
    async endSessionsOf(operatorId: number, now: string): Promise<void> {
      await db
        .updateTable('operator_session')
        .set({ ended_at: now })
        .where('operator_id', '=', operatorId)
        .where('ended_at', 'is', null)
        .execute();
    },
    /** Counts one login attempt against a throttle key (see db/attempt-counter.ts). */
    claimLoginAttempt(key: string, claim: AttemptClaim): Promise<ClaimedAttempt> {
      return claimAttempt(db, loginCounter(key), claim);
    },
    /** Gives back an attempt that was refused before its password was checked. */
    releaseLoginAttempt(key: string): Promise<void> {
      return releaseAttempt(db, loginCounter(key));
    },
    /** A right password: the key's count starts again. */
    resetLoginAttempts(key: string): Promise<void> {
      return resetAttempts(db, loginCounter(key));
    },
    async startSession(tokenHash: string, operatorId: number, now: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('operator_session')
        .values({
          token_hash: tokenHash,
          operator_id: operatorId,
          created_at: now,
          expires_at: expiresAt,
          last_seen_at: now,
        })
        .execute();
    },
    /**
     * The operator and merchant a live session names, moving its idle clock: a session unused since
     * `idleSince` or past its absolute expiry is gone.
     */
    async session(tokenHash: string, now: string, idleSince: string) {
      const touched = await db
        .updateTable('operator_session')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirst();
      if (touched.numUpdatedRows !== 1n) return undefined;
      const found = await db
        .selectFrom('operator_session as s')
        .innerJoin('operator as o', 'o.id', 's.operator_id')
        .innerJoin('merchant as m', 'm.id', 'o.merchant_id')
        .select(['o.id', 'o.username', 'o.merchant_id as merchantId', 'm.code as merchantCode'])
        .where('s.token_hash', '=', tokenHash)
        .where('o.disabled', '=', 0)
        .executeTakeFirst();
      return found === undefined ? undefined : { ...found, roles: await rolesOf(found.id) };
    },
    rolesOf,
    /** Replaces the operator's roles. */
    async setRoles(operatorId: number, roles: readonly string[], tx: Db = db): Promise<void> {
      await tx.deleteFrom('operator_role').where('operator_id', '=', operatorId).execute();
      if (roles.length > 0)
        await tx
          .insertInto('operator_role')
          .values(roles.map((role) => ({ operator_id: operatorId, role })))
          .execute();
    },
    async endSession(tokenHash: string, now: string): Promise<void> {
      await db
        .updateTable('operator_session')
        .set({ ended_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
    /** Runs `work` in one transaction: an action and its audit entry commit together or not at all. */
    transaction<T>(work: (tx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    /** The merchant of a deposit or withdrawal, to keep operators to their own merchant. */
    depositMerchant(id: string) {
      return db.selectFrom('deposit').select('merchant_id').where('id', '=', id).executeTakeFirst();
    },
    withdrawalMerchant(id: string) {
      return db.selectFrom('withdrawal').select('merchant_id').where('id', '=', id).executeTakeFirst();
    },
    firstMerchant() {
      return db.selectFrom('merchant').select('id').orderBy('id').limit(1).executeTakeFirst();
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
