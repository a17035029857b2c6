/** The daily sign-in: the merchant's calendar (written with its audit row) and members' sign-ins. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SignInCalendarTable } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { Tx } from '../wallet/ledger.ts';

export type SignInCalendarRow = Selectable<SignInCalendarTable>;

export interface SignInWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly day: string;
  readonly streakDay: number;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly transferId: string | null;
  readonly signedAt: string;
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;

export function createSignInRepository(db: Db) {
  return {
    calendar(merchantId: number): Promise<SignInCalendarRow | undefined> {
      return db
        .selectFrom('sign_in_calendar')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    /** Replaces the calendar; `shown` turns a row into what the audit entry shows. */
    async saveCalendar(
      merchantId: number,
      enabled: boolean,
      rewardsMinor: readonly bigint[],
      at: string,
      by: AuditActor,
      shown: (row: SignInCalendarRow | undefined) => unknown,
    ): Promise<SignInCalendarRow> {
      return db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('sign_in_calendar')
          .selectAll()
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst();
        const day = (i: number) => (rewardsMinor[i] ?? 0n).toString();
        const values = {
          enabled: enabled ? 1 : 0,
          day1_minor: day(0),
          day2_minor: day(1),
          day3_minor: day(2),
          day4_minor: day(3),
          day5_minor: day(4),
          day6_minor: day(5),
          day7_minor: day(6),
          updated_at: at,
        };
        await tx
          .insertInto('sign_in_calendar')
          .values({ merchant_id: merchantId, ...values })
          .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
          .execute();
        const after = { merchant_id: merchantId, ...values };
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'sign-in.calendar',
            merchantId,
            target: 'sign-in-calendar',
            before: before === undefined ? null : shown(before),
            after: shown(after),
          }),
        );
        return after;
      });
    },

    /** The member's sign-ins from `fromDay` on, oldest first. */
    since(memberId: number, fromDay: string) {
      return db
        .selectFrom('member_sign_in')
        .select(['day', 'streak_day'])
        .where('member_id', '=', memberId)
        .where('day', '>=', fromDay)
        .orderBy('day')
        .execute();
    },

    /** The member's latest sign-in (by day). */
    latest(memberId: number) {
      return db
        .selectFrom('member_sign_in')
        .select(['day', 'streak_day'])
        .where('member_id', '=', memberId)
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Inserts the day's sign-in and runs `credit` in the same transaction. The primary key (member,
     * day) lets one of any number of concurrent sign-ins insert; the others insert nothing and
     * answer false.
     */
    signIn(write: SignInWrite, credit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('member_sign_in')
          .values({
            member_id: write.memberId,
            day: write.day,
            merchant_id: write.merchantId,
            streak_day: write.streakDay,
            currency: write.currency,
            amount_minor: write.amountMinor.toString(),
            transfer_id: write.transferId,
            signed_at: write.signedAt,
          })
          .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        await credit(tx);
        return true;
      });
    },
  };
}
