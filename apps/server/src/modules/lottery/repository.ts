/**
 * The lottery module's database access: orders and sub-orders here, issues and the engine's lease in
 * issues.repository.ts (composed in). Every state change is one UPDATE with its condition inside (issue state, sub-order
 * state, lease holder or expiry), so two racing writers can never both win it.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryOrderTable, LotterySuborderTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { createIssueQueries } from './issues.repository.ts';

export type { IssueRow } from './issues.repository.ts';

type Conn = Db | Tx;
export type OrderRow = Selectable<LotteryOrderTable>;
export type SubOrderRow = Selectable<LotterySuborderTable>;

export function createLotteryRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    ...createIssueQueries(db),

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
