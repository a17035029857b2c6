import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberTable } from '../../db/schema.ts';
import { MemberType } from '@openlobby/contract';
import type { Tx } from '../wallet/ledger.repository.ts';
import { dailyReports } from '../reports/daily.repository.ts';
import { isInvitationCodeClash, newInvitationCode } from '../referrals/invitation-code.ts';
import { placeInTree } from '../referrals/tree.repository.ts';
import { applyAffiliateLink, linkAgentOf } from '../agents/links.repository.ts';
import { type AgeRules, ageRulesOf } from './age.ts';

export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MemberChanges = Updateable<MemberTable>;

/** The only place member rows are read and written. */
export function createMembersRepository(db: Db) {
  return {
    byId(merchantId: number, id: number): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    byUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
    },
    byMobile(merchantId: number, mobile: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
    },
    byEmail(merchantId: number, email: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('email_lower', '=', email.toLowerCase())
        .executeTakeFirst();
    },
    bySocialSubject(merchantId: number, subject: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('social_subject', '=', subject)
        .executeTakeFirst();
    },
    byAffiliateCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      // A member's own code, or an agent's affiliate link that is not deleted (modules/agents/links*).
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where((eb) =>
          eb.or([eb('own_affiliate_code', '=', code), eb('id', '=', linkAgentOf(eb, merchantId, code))]),
        )
        .where('disabled', '=', 0)
        .executeTakeFirst();
    },
    /** The merchant's minimum age and time zone, for the age check of a registration (age.ts). */
    ageRules(merchantId: number): Promise<AgeRules> {
      return ageRulesOf(db, merchantId);
    },
    /** Decimals of the merchant's currency: a trial credit is counted in its minor units. */
    async currencyScale(merchantId: number): Promise<number> {
      const row = await db
        .selectFrom('merchant')
        .select('currency_scale')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      return row.currency_scale;
    },
    async insert(member: NewMember): Promise<number> {
      return withFreshCode(() => db.transaction().execute((tx) => insertMember(tx, member)));
    },
    /**
     * Inserts the member as registration does and runs `alongside` in the same transaction with its
     * id (an operator's audit entry), so the member and what records it commit together.
     */
    async insertWith(member: NewMember, alongside: (tx: Tx, id: number) => Promise<void>): Promise<number> {
      return withFreshCode(() =>
        db.transaction().execute(async (tx) => {
          const id = await insertMember(tx, member);
          await alongside(tx, id);
          return id;
        }),
      );
    },
    /**
     * Inserts the member and marks the one-time code used in one transaction: if the code was used
     * meanwhile nothing is created (no half-made member after a failure).
     */
    async insertConsuming(member: NewMember, codeId: string | null, now: string): Promise<number | null> {
      return withFreshCode(() =>
        db.transaction().execute(async (tx) => {
          if (codeId !== null) {
            const used = await tx
              .updateTable('auth_challenge')
              .set({ used_at: now })
              .where('id', '=', codeId)
              .where('used_at', 'is', null)
              .executeTakeFirst();
            if (used.numUpdatedRows === 0n) return null;
          }
          return insertMember(tx, member);
        }),
      );
    },
    async update(merchantId: number, id: number, changes: MemberChanges): Promise<void> {
      await db
        .updateTable('member')
        .set(changes)
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .execute();
    },
    /** Sets the payee name only while none is set; false when one already was. */
    async setPayeeNameOnce(merchantId: number, id: number, payeeName: string): Promise<boolean> {
      const result = await db
        .updateTable('member')
        .set({ payee_name: payeeName })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('payee_name', 'is', null), eb('payee_name', '=', '')]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;

/**
 * A new member with an invitation code of its own (trial accounts invite nobody), placed in the
 * referral tree under its referrer, and counted in the day's registrations: all in the caller's
 * transaction.
 */
async function insertMember(tx: Tx, member: NewMember): Promise<number> {
  const code = member.type === MemberType.TRIAL ? null : (member.own_affiliate_code ?? newInvitationCode());
  const row = await tx
    .insertInto('member')
    .values({ ...member, own_affiliate_code: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  await placeInTree(tx, member.merchant_id, row.id, member.referrer_id ?? null);
  await applyAffiliateLink(
    tx,
    member.merchant_id,
    row.id,
    member.referrer_id ?? null,
    member.registered_affiliate_code ?? null,
    member.created_at,
  );
  await dailyReports.counted(tx, member.merchant_id, member.created_at, {
    registrations: 1n,
    memberId: row.id,
  });
  return row.id;
}

/** Runs an insert again with a new random code in the rare case that the drawn one was taken. */
async function withFreshCode<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert();
    } catch (error) {
      if (attempt >= 3 || !isInvitationCodeClash(error)) throw error;
    }
  }
}
