/**
 * Reads of the daily report aggregates (written by daily.repository.ts) and of the live queues.
 * Every read is a range of one merchant's days on an aggregate's primary key: its cost follows the
 * number of days, games and channels, not the number of bets behind them.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GgrGroup } from '@openlobby/contract';
import { toBigInt } from '../wallet/money.ts';

export interface BetTotals {
  readonly key: string;
  readonly label: string;
  readonly bets: bigint;
  readonly stakes: bigint;
  readonly validBets: bigint;
  readonly payouts: bigint;
}

export interface CountsOfDay {
  readonly registrations: bigint;
  readonly firstDeposits: bigint;
  readonly bonus: bigint;
}

export interface PaymentTotals {
  readonly kind: string;
  readonly channel: string;
  readonly status: string;
  readonly count: bigint;
  readonly amount: bigint;
}

const GROUP_COLUMN = {
  day: 'day',
  game: 'game_id',
  vendor: 'vendor_code',
  memberType: 'member_type',
} as const satisfies Record<GgrGroup, string>;

export function createReportsRepository(db: Db) {
  return {
    async merchant(merchantId: number) {
      return db
        .selectFrom('merchant')
        .select(['currency_code', 'currency_scale', 'time_zone'])
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
    },

    async betTotals(merchantId: number, from: string, to: string, group: GgrGroup): Promise<BetTotals[]> {
      const column = GROUP_COLUMN[group];
      const rows = await db
        .selectFrom('report_bet_daily')
        .select([
          sql<string>`${sql.ref(column)}`.as('key'),
          sql<string>`max(game_name)`.as('game_name'),
          sql<string | number>`sum(bet_count)`.as('bets'),
          sql<string | number>`sum(stake_minor)`.as('stakes'),
          sql<string | number>`sum(valid_bet_minor)`.as('valid_bets'),
          sql<string | number>`sum(payout_minor)`.as('payouts'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(column)
        .orderBy(column)
        .execute();
      return rows.map((row) => ({
        key: String(row.key),
        label: group === 'game' ? row.game_name : String(row.key),
        bets: toBigInt(row.bets),
        stakes: toBigInt(row.stakes),
        validBets: toBigInt(row.valid_bets),
        payouts: toBigInt(row.payouts),
      }));
    },

    async activePlayersByDay(merchantId: number, from: string, to: string): Promise<Map<string, bigint>> {
      const rows = await db
        .selectFrom('report_active_member')
        .select(['day', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('day')
        .execute();
      return new Map(rows.map((row) => [row.day, toBigInt(row.n)]));
    },

    async countsByDay(merchantId: number, from: string, to: string): Promise<Map<string, CountsOfDay>> {
      const counts = await db
        .selectFrom('report_daily')
        .select(['day', 'registrations', 'first_deposits'])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const bonuses = await db
        .selectFrom('report_bonus_daily')
        .select(['day', 'bonus_minor'])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const byDay = new Map<string, CountsOfDay>();
      const empty: CountsOfDay = { registrations: 0n, firstDeposits: 0n, bonus: 0n };
      for (const row of counts)
        byDay.set(row.day, {
          ...empty,
          registrations: toBigInt(row.registrations),
          firstDeposits: toBigInt(row.first_deposits),
        });
      for (const row of bonuses)
        byDay.set(row.day, { ...(byDay.get(row.day) ?? empty), bonus: toBigInt(row.bonus_minor) });
      return byDay;
    },

    /** Over the range: count and amount per kind, channel and status. */
    async payments(merchantId: number, from: string, to: string): Promise<PaymentTotals[]> {
      const rows = await db
        .selectFrom('report_payment_daily')
        .select([
          'kind',
          'channel',
          'status',
          sql<string | number>`sum(count)`.as('count'),
          sql<string | number>`sum(amount_minor)`.as('amount'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['kind', 'channel', 'status'])
        .orderBy('kind')
        .orderBy('channel')
        .orderBy('status')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        channel: row.channel,
        status: row.status,
        count: toBigInt(row.count),
        amount: toBigInt(row.amount),
      }));
    },

    /** Approved deposits and withdrawals per day (`${day}|${kind}`), counted on the decision's day. */
    async approvedByDay(merchantId: number, from: string, to: string): Promise<Map<string, bigint>> {
      const rows = await db
        .selectFrom('report_payment_daily')
        .select(['day', 'kind', sql<string | number>`sum(amount_minor)`.as('amount')])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('status', '=', 'approved')
        .groupBy(['day', 'kind'])
        .execute();
      return new Map(rows.map((row) => [`${row.day}|${row.kind}`, toBigInt(row.amount)]));
    },

    /** Per day: stakes and payouts. */
    async ggrByDay(merchantId: number, from: string, to: string): Promise<Map<string, bigint>> {
      const rows = await db
        .selectFrom('report_bet_daily')
        .select(['day', sql<string | number>`sum(stake_minor) - sum(payout_minor)`.as('ggr')])
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('day')
        .execute();
      return new Map(rows.map((row) => [row.day, toBigInt(row.ggr)]));
    },

    async queues(merchantId: number) {
      const withdrawals = await db
        .selectFrom('withdrawal')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const deposits = await db
        .selectFrom('deposit')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'pending')
        .where('kind', 'in', ['manual', 'crypto'])
        .executeTakeFirstOrThrow();
      // A chat is open while a member message waits past what an agent has seen.
      const chats = await db
        .selectFrom('chat_conversation as c')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('c.merchant_id', '=', merchantId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('chat_message as msg')
              .select('msg.id')
              .whereRef('msg.conversation_id', '=', 'c.id')
              .where('msg.sender', '=', 'member')
              .whereRef('msg.id', '>', 'c.agent_seen_id'),
          ),
        )
        .executeTakeFirstOrThrow();
      return {
        pendingWithdrawals: Number(withdrawals.n),
        pendingManualDeposits: Number(deposits.n),
        openChats: Number(chats.n),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
