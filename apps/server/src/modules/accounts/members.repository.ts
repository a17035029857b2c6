import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberTable } from '../../db/schema.ts';
import { dailyReports } from '../reports/daily.repository.ts';

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
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('own_affiliate_code', '=', code)
        .where('disabled', '=', 0)
        .executeTakeFirst();
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
      return db.transaction().execute(async (tx) => {
        const row = await tx.insertInto('member').values(member).returning('id').executeTakeFirstOrThrow();
        await dailyReports.counted(tx, member.merchant_id, member.created_at, { registrations: 1n });
        return row.id;
      });
    },
    /**
     * Inserts the member and marks the one-time code used in one transaction: if the code was used
     * meanwhile nothing is created (no half-made member after a failure).
     */
    async insertConsuming(member: NewMember, codeId: string | null, now: string): Promise<number | null> {
      return db.transaction().execute(async (tx) => {
        if (codeId !== null) {
          const used = await tx
            .updateTable('auth_challenge')
            .set({ used_at: now })
            .where('id', '=', codeId)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (used.numUpdatedRows === 0n) return null;
        }
        const row = await tx.insertInto('member').values(member).returning('id').executeTakeFirstOrThrow();
        await dailyReports.counted(tx, member.merchant_id, member.created_at, { registrations: 1n });
        return row.id;
      });
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
