/**
 * A member as the console reads and changes it: the row, its lock (disabled with why, when and by
 * whom), its sessions ended, and operators' notes. Writers take the caller's transaction so a
 * change commits with its audit entry.
 */
import type { Db } from '../../db/database.ts';
import type { MemberRow } from './search.repository.ts';
import { directDownlines, teamSummary } from '../referrals/tree.repository.ts';

export interface LockChange {
  readonly reason: string;
  readonly at: string;
  readonly by: string;
}

export function createMemberRepository(db: Db) {
  return {
    byId(merchantId: number, id: number, conn: Db = db): Promise<MemberRow | undefined> {
      return conn
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Locks the member unless it already is; false when it was. */
    async lock(conn: Db, merchantId: number, id: number, change: LockChange): Promise<boolean> {
      const result = await conn
        .updateTable('member')
        .set({ disabled: 1, locked_reason: change.reason, locked_at: change.at, locked_by: change.by })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Unlocks the member if it is locked; false when it was not. */
    async unlock(conn: Db, merchantId: number, id: number): Promise<boolean> {
      const result = await conn
        .updateTable('member')
        .set({ disabled: 0, locked_reason: null, locked_at: null, locked_by: null })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('disabled', '=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends the member's sessions still open; how many there were. */
    async endSessions(conn: Db, memberId: number, at: string): Promise<number> {
      const result = await conn
        .updateTable('member_session')
        .set({ ended_at: at })
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .where('idle_expires_at', '>', at)
        .where('absolute_expires_at', '>', at)
        .executeTakeFirst();
      // Expired but never ended ones are closed too, so none can come back; only live ones count.
      await conn
        .updateTable('member_session')
        .set({ ended_at: at })
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .execute();
      return Number(result.numUpdatedRows);
    },

    async addNote(
      conn: Db,
      note: {
        merchantId: number;
        memberId: number;
        body: string;
        operatorId: number;
        author: string;
        at: string;
      },
    ) {
      return conn
        .insertInto('member_note')
        .values({
          merchant_id: note.merchantId,
          member_id: note.memberId,
          body: note.body,
          operator_id: note.operatorId,
          author: note.author,
          created_at: note.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async notes(memberId: number, offset: number, limit: number) {
      const base = db.selectFrom('member_note').where('member_id', '=', memberId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    bankCards(memberId: number) {
      return db
        .selectFrom('bank_card')
        .select(['id', 'bank_name', 'masked_number', 'account_name', 'created_at', 'deleted_at'])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .execute();
    },

    byUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** Where the member sits in the referral tree. */
    team(memberId: number) {
      return teamSummary(db, memberId);
    },

    /** The members directly under a member, a page at a time. */
    downlines(memberId: number, offset: number, limit: number) {
      return directDownlines(db, memberId, offset, limit);
    },

    async setReferrer(conn: Db, id: number, referrerId: number | null): Promise<void> {
      await conn.updateTable('member').set({ referrer_id: referrerId }).where('id', '=', id).execute();
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
