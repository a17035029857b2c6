/** The operators of one merchant as admins see and change them; every change in the caller's transaction. */
import type { Db } from '../../db/database.ts';

export interface TeamMember {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
  readonly disabled: boolean;
  readonly secondFactor: boolean;
  readonly createdAt: string;
}

export function createTeamRepository(db: Db) {
  async function withRoles(
    conn: Db,
    rows: {
      id: number;
      username: string;
      disabled: number;
      totp_secret: string | null;
      created_at: string;
    }[],
  ): Promise<TeamMember[]> {
    const ids = rows.map((row) => row.id);
    const roles =
      ids.length === 0
        ? []
        : await conn
            .selectFrom('operator_role')
            .select(['operator_id', 'role'])
            .where('operator_id', 'in', ids)
            .orderBy('role')
            .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      roles: roles.filter((r) => Number(r.operator_id) === Number(row.id)).map((r) => r.role),
      disabled: Number(row.disabled) === 1,
      secondFactor: row.totp_secret !== null,
      createdAt: row.created_at,
    }));
  }
  const columns = ['id', 'username', 'disabled', 'totp_secret', 'created_at'] as const;

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    async list(merchantId: number): Promise<TeamMember[]> {
      const rows = await db
        .selectFrom('operator')
        .select(columns)
        .where('merchant_id', '=', merchantId)
        .orderBy('username')
        .execute();
      return withRoles(db, rows);
    },
    async one(merchantId: number, id: number, conn: Db = db): Promise<TeamMember | undefined> {
      const rows = await conn
        .selectFrom('operator')
        .select(columns)
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .execute();
      return (await withRoles(conn, rows))[0];
    },
    /** The new operator's id, or undefined when the name is taken (by any merchant's operator). */
    async insert(
      tx: Db,
      row: { username: string; passwordHash: string; merchantId: number; at: string },
    ): Promise<number | undefined> {
      const inserted = await tx
        .insertInto('operator')
        .values({
          username: row.username,
          password_hash: row.passwordHash,
          merchant_id: row.merchantId,
          created_at: row.at,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted === undefined ? undefined : Number(inserted.id);
    },
    /** Disables the operator and ends its sessions; false when it was disabled already. */
    async disable(tx: Db, id: number, at: string): Promise<boolean> {
      const result = await tx
        .updateTable('operator')
        .set({ disabled: 1 })
        .where('id', '=', id)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      await tx
        .updateTable('operator_session')
        .set({ ended_at: at })
        .where('operator_id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
      return result.numUpdatedRows === 1n;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
