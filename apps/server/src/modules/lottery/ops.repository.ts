/**
 * The console's reads of the lottery: issues of every state paged in draw order, the merchant's
 * orders and stakes on them, and an issue's bets with their members. Reads only: nothing here
 * writes an issue, a seed or a result.
 */
import { LOTTERY_HOUSE_VENDOR } from '@openlobby/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { toBigInt } from '../wallet/money.ts';
import type { IssueRow } from './issues.repository.ts';
import type { SubOrderRow } from './repository.ts';

export interface IssueKey {
  readonly gameCode: string;
  readonly numero: string;
}

export interface IssueFilter {
  readonly gameCode?: string | undefined;
  readonly state?: string | undefined;
}

export interface IssueTotals {
  orders: number;
  /** Sub-orders not cancelled. */
  stakeMinor: bigint;
  winMinor: bigint;
}

export const keyOf = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** Rows of the issues named (orders and sub-orders both carry game_code and numero). */
const ofIssues =
  (keys: readonly IssueKey[]) =>
  (eb: ExpressionBuilder<DatabaseSchema, 'lottery_order' | 'lottery_suborder'>) =>
    eb.or(keys.map((key) => eb.and([eb('game_code', '=', key.gameCode), eb('numero', '=', key.numero)])));

export type OpsLotteryRepository = ReturnType<typeof createOpsLotteryRepository>;

export function createOpsLotteryRepository(db: Db) {
  function issuesWhere(filter: IssueFilter) {
    let query = db.selectFrom('lottery_issue');
    if (filter.gameCode !== undefined) query = query.where('game_code', '=', filter.gameCode);
    if (filter.state !== undefined) query = query.where('state', '=', filter.state);
    return query;
  }

  return {
    /** The game's catalogue tile shows in the lobby: the game and its vendor are switched on. */
    async shownInLobby(gameCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('game')
        .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
        .select(['game.enabled as enabled', 'game_vendor.enabled as vendorEnabled'])
        .where('game_vendor.code', '=', LOTTERY_HOUSE_VENDOR)
        .where('game.game_code', '=', gameCode)
        .executeTakeFirst();
      return row !== undefined && Number(row.enabled) === 1 && Number(row.vendorEnabled) === 1;
    },

    issue(gameCode: string, numero: string): Promise<IssueRow | undefined> {
      return db
        .selectFrom('lottery_issue')
        .selectAll()
        .where('game_code', '=', gameCode)
        .where('numero', '=', numero)
        .executeTakeFirst();
    },

    /** Latest draw first; issues of one draw time by game. */
    issues(filter: IssueFilter, limit: number, offset: number): Promise<IssueRow[]> {
      return issuesWhere(filter)
        .selectAll()
        .orderBy('draws_at', 'desc')
        .orderBy('game_code')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countIssues(filter: IssueFilter): Promise<number> {
      const row = await issuesWhere(filter)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The merchant's orders, stakes and payouts on each issue named, by keyOf. */
    async totals(merchantId: number, keys: readonly IssueKey[]): Promise<Map<string, IssueTotals>> {
      const totals = new Map<string, IssueTotals>();
      if (keys.length === 0) return totals;
      const entry = (gameCode: string, numero: string) => {
        const key = keyOf(gameCode, numero);
        const found = totals.get(key) ?? { orders: 0, stakeMinor: 0n, winMinor: 0n };
        totals.set(key, found);
        return found;
      };
      const orders = await db
        .selectFrom('lottery_order')
        .select(['game_code', 'numero', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('merchant_id', '=', merchantId)
        .where(ofIssues(keys))
        .groupBy(['game_code', 'numero'])
        .execute();
      for (const row of orders) entry(row.game_code, row.numero).orders = Number(row.n);
      const bets = await db
        .selectFrom('lottery_suborder')
        .select([
          'game_code',
          'numero',
          'state',
          (eb) => eb.fn.sum<string | number | null>('stake_minor').as('stake'),
          (eb) => eb.fn.sum<string | number | null>('win_minor').as('win'),
        ])
        .where('merchant_id', '=', merchantId)
        .where(ofIssues(keys))
        .groupBy(['game_code', 'numero', 'state'])
        .execute();
      for (const row of bets) {
        const found = entry(row.game_code, row.numero);
        if (row.state !== 'cancelled') found.stakeMinor += toBigInt(row.stake ?? 0);
        found.winMinor += toBigInt(row.win ?? 0);
      }
      return totals;
    },

    /** The merchant's bets on the issue, in the order they were placed, with the member's name. */
    bets(
      merchantId: number,
      key: IssueKey,
      limit: number,
      offset: number,
    ): Promise<(SubOrderRow & { username: string })[]> {
      return db
        .selectFrom('lottery_suborder')
        .innerJoin('member', 'member.id', 'lottery_suborder.member_id')
        .selectAll('lottery_suborder')
        .select('member.username as username')
        .where('lottery_suborder.merchant_id', '=', merchantId)
        .where('lottery_suborder.game_code', '=', key.gameCode)
        .where('lottery_suborder.numero', '=', key.numero)
        .orderBy('lottery_suborder.created_at')
        .orderBy('lottery_suborder.id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countBets(merchantId: number, key: IssueKey): Promise<number> {
      const row = await db
        .selectFrom('lottery_suborder')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('game_code', '=', key.gameCode)
        .where('numero', '=', key.numero)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
