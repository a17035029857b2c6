/**
 * The lottery's issues and the engine's lease: the timetable's rows, their state moves (open, close,
 * draw, settle) each one conditional UPDATE, and the lease that lets one instance run the engine.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { releaseLease, takeLease } from '../../db/lease.ts';
import type { LotteryIssueTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

type Conn = Db | Tx;
export type IssueRow = Selectable<LotteryIssueTable>;

/** Still taking bets (by state; the caller also checks the time). */
const BETTABLE = ['scheduled', 'open'];

export function createIssueQueries(db: Db) {
  return {
    // ---- lease

    /** Takes or renews the lease when it is free, expired or ours; true when we hold it now. */
    takeLease(name: string, holder: string, now: string, expiresAt: string): Promise<boolean> {
      return takeLease(db, name, holder, now, expiresAt);
    },

    releaseLease(name: string, holder: string): Promise<void> {
      return releaseLease(db, name, holder);
    },

    // ---- issues

    /** Creates the issue unless it exists: the first seed stored is the only one that ever counts. */
    async insertIssue(row: Insertable<LotteryIssueTable>): Promise<void> {
      await db
        .insertInto('lottery_issue')
        .values(row)
        .onConflict((conflict) => conflict.columns(['game_code', 'numero']).doNothing())
        .execute();
    },

    issue(gameCode: string, numero: string, conn: Conn = db): Promise<IssueRow | undefined> {
      return conn
        .selectFrom('lottery_issue')
        .selectAll()
        .where('game_code', '=', gameCode)
        .where('numero', '=', numero)
        .executeTakeFirst();
    },

    async openDue(now: string): Promise<void> {
      await db
        .updateTable('lottery_issue')
        .set({ state: 'open' })
        .where('state', '=', 'scheduled')
        .where('opens_at', '<=', now)
        .execute();
    },

    async closeDue(now: string): Promise<void> {
      await db
        .updateTable('lottery_issue')
        .set({ state: 'closed' })
        .where('state', 'in', BETTABLE)
        .where('closes_at', '<=', now)
        .execute();
    },

    /** Issues in `state` whose draw time has come, in draw order. */
    due(state: 'closed' | 'drawn', now: string, limit: number): Promise<IssueRow[]> {
      return db
        .selectFrom('lottery_issue')
        .selectAll()
        .where('state', '=', state)
        .where('draws_at', '<=', now)
        .orderBy('draws_at')
        .orderBy('game_code')
        .limit(limit)
        .execute();
    },

    /** closed -> drawn, once: false when someone else drew it first. */
    async markDrawn(issue: IssueRow, numbers: string, now: string, by: string): Promise<boolean> {
      const result = await db
        .updateTable('lottery_issue')
        .set({ state: 'drawn', numbers, drawn_at: now, drawn_by: by })
        .where('game_code', '=', issue.game_code)
        .where('numero', '=', issue.numero)
        .where('state', '=', 'closed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSettled(issue: IssueRow, now: string): Promise<void> {
      await db
        .updateTable('lottery_issue')
        .set({ state: 'settled', settled_at: now })
        .where('game_code', '=', issue.game_code)
        .where('numero', '=', issue.numero)
        .where('state', '=', 'drawn')
        .execute();
    },

    /**
     * Inside a bet or cancel transaction: touches the issue row only while it still takes bets. On
     * PostgreSQL this also locks the row, so the engine's close waits for the bet to commit (and a
     * bet that waited behind the close finds it closed): no bet lands after the close.
     */
    async holdBettable(tx: Tx, gameCode: string, numero: string, now: string): Promise<boolean> {
      const result = await tx
        .updateTable('lottery_issue')
        .set({ state: (eb) => eb.ref('state') })
        .where('game_code', '=', gameCode)
        .where('numero', '=', numero)
        .where('state', 'in', BETTABLE)
        .where('opens_at', '<=', now)
        .where('closes_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Issues of a game in draw order around a time: drawn ones before, coming ones after. */
    issuesOf(
      gameCode: string,
      filter: { before?: string; after?: string; states?: readonly string[] },
      order: 'asc' | 'desc',
      limit: number,
      offset = 0,
    ): Promise<IssueRow[]> {
      let query = db.selectFrom('lottery_issue').selectAll().where('game_code', '=', gameCode);
      if (filter.before !== undefined) query = query.where('draws_at', '<=', filter.before);
      if (filter.after !== undefined) query = query.where('draws_at', '>', filter.after);
      if (filter.states !== undefined) query = query.where('state', 'in', filter.states);
      return query.orderBy('draws_at', order).limit(limit).offset(offset).execute();
    },

    async countIssues(gameCode: string, states: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('lottery_issue')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('game_code', '=', gameCode)
        .where('state', 'in', states)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
