import type { Selectable } from 'kysely';
import {
  type AttemptClaim,
  type ClaimedAttempt,
  type CounterRow,
  claimAttempt,
  releaseAttempt,
  resetAttempts,
} from '../../db/attempt-counter.ts';
import type { Db } from '../../db/database.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { AuthChallengeTable, RegisterRuleTable } from '../../db/schema.ts';

export type ChallengeRow = Selectable<AuthChallengeTable>;
export type RegisterRuleRow = Selectable<RegisterRuleTable>;

const counterRow = (merchantId: number, key: string): CounterRow => ({
  table: 'auth_counter',
  key: { merchant_id: merchantId, counter_key: key },
  lastAt: 'window_started_at',
});

/** One-time challenges, failure counters, the outbox, registration rules, encryption keys and nonces. */
export function createChallengesRepository(db: Db) {
  return {
    async insertChallenge(row: {
      id: string;
      merchantId: number;
      kind: string;
      subject: string;
      secret: string;
      clientIp: string;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('auth_challenge')
        .values({
          id: row.id,
          merchant_id: row.merchantId,
          kind: row.kind,
          subject: row.subject,
          secret: row.secret,
          // The client's counting key (IPv6 per /64), so the per-client SMS cap sees one household.
          client_ip: clientKey(row.clientIp),
          created_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute();
    },
    challenge(merchantId: number, kind: string, id: string): Promise<ChallengeRow | undefined> {
      return db
        .selectFrom('auth_challenge')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** The newest challenge of a kind for a subject (the live SMS code of a number). */
    latest(merchantId: number, kind: string, subject: string): Promise<ChallengeRow | undefined> {
      return db
        .selectFrom('auth_challenge')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async countSince(kind: string, field: 'subject' | 'client_ip', value: string, since: string) {
      const row = await db
        .selectFrom('auth_challenge')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('kind', '=', kind)
        .where(field, '=', field === 'client_ip' ? clientKey(value) : value)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Marks a challenge used; false when it already was (single use even under races). */
    async use(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_challenge')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Forgets challenges and failure counters long past their use, so the tables stay small. */
    async purgeBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('auth_challenge').where('expires_at', '<', cutoff).execute();
      await db
        .deleteFrom('auth_counter')
        .where('window_started_at', '<', cutoff)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
        .execute();
      await db.deleteFrom('member_session').where('absolute_expires_at', '<', cutoff).execute();
    },
    async addAttempt(id: string): Promise<void> {
      await db
        .updateTable('auth_challenge')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    counter(merchantId: number, key: string) {
      return db
        .selectFrom('auth_counter')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('counter_key', '=', key)
        .executeTakeFirst();
    },
    async saveCounter(row: {
      merchantId: number;
      key: string;
      failures: number;
      windowStartedAt: string;
      lockedUntil: string | null;
    }): Promise<void> {
      await db
        .insertInto('auth_counter')
        .values({
          merchant_id: row.merchantId,
          counter_key: row.key,
          failures: row.failures,
          window_started_at: row.windowStartedAt,
          locked_until: row.lockedUntil,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'counter_key']).doUpdateSet({
            failures: row.failures,
            window_started_at: row.windowStartedAt,
            locked_until: row.lockedUntil,
          }),
        )
        .execute();
    },
    /**
     * Counts one attempt against a counter (see db/attempt-counter.ts). The count starts over when
     * the last attempt is older than `forgetBefore`, or (with `restartAfterLock`) once a lock has
     * run out. `window_started_at` holds the last counted attempt.
     */
    claimAttempt(claim: AttemptClaim & { merchantId: number; key: string }): Promise<ClaimedAttempt> {
      return claimAttempt(db, counterRow(claim.merchantId, claim.key), claim);
    },
    /** Zeroes a counter after a success; the row stays. */
    resetCounter(merchantId: number, key: string): Promise<void> {
      return resetAttempts(db, counterRow(merchantId, key));
    },
    /** Gives back an attempt that turned out not to be a failure (a correct password). */
    releaseAttempt(merchantId: number, key: string): Promise<void> {
      return releaseAttempt(db, counterRow(merchantId, key));
    },
    /** Keeps a marker (a known login address) until `until`; the purge spares it till then. */
    async remember(merchantId: number, key: string, now: string, until: string): Promise<void> {
      await db
        .insertInto('auth_counter')
        .values({
          merchant_id: merchantId,
          counter_key: key,
          failures: 0,
          window_started_at: now,
          locked_until: until,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_id', 'counter_key'])
            .doUpdateSet({ window_started_at: now, locked_until: until }),
        )
        .execute();
    },
    async isRemembered(merchantId: number, key: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('auth_counter')
        .select('locked_until')
        .where('merchant_id', '=', merchantId)
        .where('counter_key', '=', key)
        .executeTakeFirst();
      return row?.locked_until != null && row.locked_until > now;
    },
    async clearCounter(merchantId: number, key: string): Promise<void> {
      await db
        .deleteFrom('auth_counter')
        .where('merchant_id', '=', merchantId)
        .where('counter_key', '=', key)
        .execute();
    },

    async addOutbox(row: { channel: string; recipient: string; subject: string; body: string; now: string }) {
      await db
        .insertInto('outbox_message')
        .values({
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          created_at: row.now,
        })
        .execute();
    },
    outbox(recipient: string) {
      return db
        .selectFrom('outbox_message')
        .selectAll()
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    rules(merchantId: number): Promise<RegisterRuleRow[]> {
      return db
        .selectFrom('register_rule')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .execute();
    },

    latestKey() {
      return db
        .selectFrom('encryption_key')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    key(kid: string) {
      return db.selectFrom('encryption_key').selectAll().where('kid', '=', kid).executeTakeFirst();
    },
    async insertKey(row: { kid: string; publicJwk: string; privateKeySealed: string; now: string }) {
      await db
        .insertInto('encryption_key')
        .values({
          kid: row.kid,
          public_jwk: row.publicJwk,
          private_key_sealed: row.privateKeySealed,
          created_at: row.now,
        })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute();
    },
    /** Records a nonce; false when it was seen before (a replay). */
    async rememberNonce(nonce: string, expiresAt: string, now: string): Promise<boolean> {
      await db.deleteFrom('encryption_nonce').where('expires_at', '<', now).execute();
      const result = await db
        .insertInto('encryption_nonce')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}
export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
