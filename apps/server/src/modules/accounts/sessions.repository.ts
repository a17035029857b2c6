import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberSessionTable } from '../../db/schema.ts';

export type SessionRow = Selectable<MemberSessionTable> & {
  username: string;
  type: number;
  must_change_password: number;
};

export function createSessionsRepository(db: Db) {
  return {
    async insert(row: {
      tokenHash: string;
      memberId: number;
      merchantId: number;
      now: string;
      idleExpiresAt: string;
      absoluteExpiresAt: string;
      ip: string;
      userAgent: string;
    }): Promise<void> {
      await db
        .insertInto('member_session')
        .values({
          token_hash: row.tokenHash,
          member_id: row.memberId,
          merchant_id: row.merchantId,
          created_at: row.now,
          last_seen_at: row.now,
          idle_expires_at: row.idleExpiresAt,
          absolute_expires_at: row.absoluteExpiresAt,
          ip: row.ip,
          user_agent: row.userAgent === '' ? null : row.userAgent.slice(0, 512),
        })
        .execute();
    },
    byTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('member_session')
        .innerJoin('member', 'member.id', 'member_session.member_id')
        .selectAll('member_session')
        .select(['member.username', 'member.type', 'member.must_change_password'])
        .where('member_session.token_hash', '=', tokenHash)
        .where('member.disabled', '=', 0)
        .executeTakeFirst();
    },
    async touch(id: number, now: string, idleExpiresAt: string): Promise<void> {
      await db
        .updateTable('member_session')
        .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },
    async end(id: number, now: string): Promise<void> {
      await db
        .updateTable('member_session')
        .set({ ended_at: now })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },
    /** Ends every live session of the member except the one whose hash is `keepTokenHash`. */
    async endAllFor(memberId: number, now: string, keepTokenHash: string | null = null): Promise<void> {
      let query = db
        .updateTable('member_session')
        .set({ ended_at: now })
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null);
      if (keepTokenHash !== null) query = query.where('token_hash', '!=', keepTokenHash);
      await query.execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
