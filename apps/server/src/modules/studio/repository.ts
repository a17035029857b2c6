/**
 * The only place the studio touches the database: its sessions and rounds (migration 0007). The
 * one-round-at-a-time rule is a compare-and-swap on studio_session.busy_round_id, so two taps (or
 * two tabs) racing on one session play at most one round, on SQLite and PostgreSQL alike.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioRoundTable, StudioSessionTable } from '../../db/schema.ts';

export type SessionRow = Selectable<StudioSessionTable>;
export type RoundRow = Selectable<StudioRoundTable>;

/** Rounds the history shows, newest first. */
export const HISTORY_LIMIT = 20;

export function createStudioRepository(db: Db) {
  return {
    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('studio_session').values(row).execute();
    },

    session(id: string): Promise<SessionRow | undefined> {
      return db.selectFrom('studio_session').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Claims the session for one round; false when another round holds it. */
    async claim(sessionId: string, roundId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('studio_session')
        .set({ busy_round_id: roundId, last_used_at: now })
        .where('id', '=', sessionId)
        .where('busy_round_id', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Records the round before its bet is sent, so a crash mid-bet leaves a trace to roll back. */
    async insertRound(round: RoundRow): Promise<void> {
      await db.insertInto('studio_round').values(round).execute();
    },

    /**
     * The bet was refused (or rolled back): no round happened. The row goes and the claim is let go;
     * the committed seed was never used or shown, so it stays for the next round.
     */
    async dropRound(sessionId: string, roundId: string, balance: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('studio_round').where('id', '=', roundId).execute();
        await trx
          .updateTable('studio_session')
          .set(balance === null ? { busy_round_id: null } : { busy_round_id: null, balance })
          .where('id', '=', sessionId)
          .where('busy_round_id', '=', roundId)
          .execute();
      });
    },

    async setClientSeed(sessionId: string, clientSeed: string): Promise<void> {
      await db
        .updateTable('studio_session')
        .set({ client_seed: clientSeed })
        .where('id', '=', sessionId)
        .execute();
    },

    async setBalance(sessionId: string, balance: string): Promise<void> {
      await db.updateTable('studio_session').set({ balance }).where('id', '=', sessionId).execute();
    },

    /**
     * The bet was taken: the round waits for its win, and the next round gets a fresh seed, in one
     * transaction so a round never shares a seed with the next one.
     */
    async betTaken(
      round: RoundRow,
      next: { seed: string; seedHash: string; nonce: number; balance: string },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('studio_round').set({ status: 'pending' }).where('id', '=', round.id).execute();
        await trx
          .updateTable('studio_session')
          .set({
            next_seed: next.seed,
            next_seed_hash: next.seedHash,
            next_nonce: next.nonce,
            balance: next.balance,
          })
          .where('id', '=', round.session_id)
          .execute();
      });
    },

    /** The wallet answered the win: the round is settled and the session free for the next one. */
    async settleRound(round: RoundRow, balance: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('studio_round')
          .set({ status: 'settled', settled_at: now })
          .where('id', '=', round.id)
          .execute();
        await trx
          .updateTable('studio_session')
          .set({ busy_round_id: null, balance })
          .where('id', '=', round.session_id)
          .where('busy_round_id', '=', round.id)
          .execute();
      });
    },

    /** Rounds whose win the wallet has not answered yet, oldest first, with their sessions. */
    async unsettled(limit: number): Promise<{ round: RoundRow; session: SessionRow }[]> {
      const rounds = await db
        .selectFrom('studio_round')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('played_at')
        .limit(limit)
        .execute();
      const found: { round: RoundRow; session: SessionRow }[] = [];
      for (const round of rounds) {
        const session = await this.session(round.session_id);
        if (session !== undefined) found.push({ round, session });
      }
      return found;
    },

    round(id: string): Promise<RoundRow | undefined> {
      return db.selectFrom('studio_round').selectAll().where('id', '=', id).executeTakeFirst();
    },

    rounds(sessionId: string): Promise<RoundRow[]> {
      return db
        .selectFrom('studio_round')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('status', '!=', 'betting')
        .orderBy('played_at', 'desc')
        .orderBy('nonce', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
