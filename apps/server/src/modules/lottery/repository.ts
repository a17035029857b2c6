/**
 * The only place the lottery module touches the database: issues, orders and sub-orders, and the
 * engine's lease. Every state change is one UPDATE with its condition inside (issue state, sub-order
 * state, lease holder or expiry), so two racing writers can never both win it.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryIssueTable, LotteryOrderTable, LotterySuborderTable } from '../../db/schema.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

type Conn = Db | Tx;
export type IssueRow = Selectable<LotteryIssueTable>;
export type OrderRow = Selectable<LotteryOrderTable>;
export type SubOrderRow = Selectable<LotterySuborderTable>;

/** Still taking bets (by state; the caller also checks the time). */
const BETTABLE = ['scheduled', 'open'];

export function createLotteryRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    member(merchantId: number, memberId: number): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    // ---- lease

    /** Takes or renews the lease when it is free, expired or ours; true when we hold it now. */
    async takeLease(name: string, holder: string, now: string, expiresAt: string): Promise<boolean> {
      await db
        .insertInto('lottery_lease')
        .values({ name, holder: '', expires_at: '' })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('lottery_lease')
        .set({ holder, expires_at: expiresAt })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseLease(name: string, holder: string): Promise<void> {
      await db
        .updateTable('lottery_lease')
        .set({ expires_at: '' })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
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

    // ---- orders

    /** What the member has staked on the issue so far (sub-orders not cancelled). */
    async memberStake(tx: Tx, memberId: number, gameCode: string, numero: string): Promise<bigint> {
      const row = await tx
        .selectFrom('lottery_suborder')
        .select((eb) => eb.fn.sum<string | number | null>('stake_minor').as('total'))
        .where('member_id', '=', memberId)
        .where('game_code', '=', gameCode)
        .where('numero', '=', numero)
        .where('state', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return BigInt(row.total ?? 0);
    },

    async insertOrder(
      tx: Tx,
      order: Insertable<LotteryOrderTable>,
      subOrders: readonly Insertable<LotterySuborderTable>[],
    ): Promise<void> {
      await tx.insertInto('lottery_order').values(order).execute();
      await tx
        .insertInto('lottery_suborder')
        .values([...subOrders])
        .execute();
    },

    order(memberId: number, orderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('lottery_order')
        .selectAll()
        .where('id', '=', orderId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    orders(
      memberId: number,
      gameCode: string | undefined,
      limit: number,
      offset: number,
    ): Promise<OrderRow[]> {
      let query = db.selectFrom('lottery_order').selectAll().where('member_id', '=', memberId);
      if (gameCode !== undefined) query = query.where('game_code', '=', gameCode);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    async countOrders(memberId: number, gameCode: string | undefined): Promise<number> {
      let query = db
        .selectFrom('lottery_order')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('member_id', '=', memberId);
      if (gameCode !== undefined) query = query.where('game_code', '=', gameCode);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    subOrdersOf(orderIds: readonly string[], conn: Conn = db): Promise<SubOrderRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return conn
        .selectFrom('lottery_suborder')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
    },

    subOrder(memberId: number, subOrderId: string, conn: Conn = db): Promise<SubOrderRow | undefined> {
      return conn
        .selectFrom('lottery_suborder')
        .selectAll()
        .where('id', '=', subOrderId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** Placed sub-orders of a drawn issue, a batch at a time. */
    placedOf(gameCode: string, numero: string, limit: number): Promise<SubOrderRow[]> {
      return db
        .selectFrom('lottery_suborder')
        .selectAll()
        .where('game_code', '=', gameCode)
        .where('numero', '=', numero)
        .where('state', '=', 'placed')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** placed -> won | lost | cancelled, once: false when it had left `placed` already. */
    async closeSubOrder(
      tx: Tx,
      id: string,
      to: 'won' | 'lost' | 'cancelled',
      winMinor: bigint,
      now: string,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('lottery_suborder')
        .set({ state: to, win_minor: winMinor.toString(), updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'placed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The games members bet on most since `since`: sub-orders per game. */
    async popular(since: string): Promise<{ gameCode: string; bets: number }[]> {
      const rows = await db
        .selectFrom('lottery_suborder')
        .select(['game_code', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy('game_code')
        .execute();
      return rows.map((row) => ({ gameCode: row.game_code, bets: Number(row.n) }));
    },

    /** The games the member ordered, most recent first. */
    async recentGames(memberId: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lottery_order')
        .select(['game_code', (eb) => eb.fn.max('created_at').as('last')])
        .where('member_id', '=', memberId)
        .groupBy('game_code')
        .orderBy('last', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.game_code);
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
