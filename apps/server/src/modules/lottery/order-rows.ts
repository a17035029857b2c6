/**
 * What placing an order computes before it touches the ledger: each bet checked against its game
 * and priced, and the order and sub-order rows that record them. Nothing here reads or writes the
 * database.
 */
import type { lotteryPlaceOrderRequest } from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { amountOrThrow, checkRange } from '../wallet/context.ts';
import { normalSelection, oddsCents } from './bets.ts';
import { type LotteryGameDefinition, stakeLimits } from './games.ts';

export type PlaceInput = z.output<typeof lotteryPlaceOrderRequest>;

/** Each bet of the order: a type the game offers, a valid selection, a stake within its limits, and its odds. */
export function pricedBets(game: LotteryGameDefinition, input: PlaceInput, scale: number) {
  return input.bets.map((bet) => {
    if (!game.betTypes.includes(bet.betType)) throw new ApiError('LOTTERY_BET_TYPE_INVALID');
    const selection = normalSelection(bet.betType, bet.selection, game.digits);
    if (selection === null) throw new ApiError('LOTTERY_SELECTION_INVALID', { field: 'selection' });
    const stake = amountOrThrow(bet.stake, scale);
    const limits = stakeLimits(game, scale);
    checkRange(stake, limits.min, limits.max, scale);
    return {
      ...bet,
      selection,
      stake,
      odds: oddsCents(bet.betType, selection, game.digits, input.prizeMode),
    };
  });
}
export type PricedBet = ReturnType<typeof pricedBets>[number];

export interface OrderDraft {
  readonly orderId: string;
  readonly member: MemberRow;
  readonly game: LotteryGameDefinition;
  readonly numero: string;
  readonly prizeMode: PlaceInput['prizeMode'];
  readonly currency: string;
  readonly bets: readonly PricedBet[];
  /** The placing time, ISO 8601. */
  readonly at: string;
}

/** The order row (its stake the sum of the bets) and one placed sub-order per bet, numbered from 01. */
export function orderRows(draft: OrderDraft) {
  const { orderId, member, game, at } = draft;
  const total = draft.bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const subOrders = draft.bets.map((bet, index) => ({
    id: `${orderId}-${String(index + 1).padStart(2, '0')}`,
    order_id: orderId,
    merchant_id: member.merchant_id,
    member_id: member.id,
    game_code: game.code,
    numero: draft.numero,
    bet_type: bet.betType,
    selection: bet.selection,
    odds_cents: bet.odds.toString(),
    stake_minor: bet.stake.toString(),
    win_minor: '0',
    state: 'placed',
    created_at: at,
    updated_at: at,
  }));
  const order = {
    id: orderId,
    merchant_id: member.merchant_id,
    member_id: member.id,
    game_code: game.code,
    numero: draft.numero,
    prize_mode: draft.prizeMode,
    currency: draft.currency,
    stake_minor: total.toString(),
    created_at: at,
  };
  return { order, subOrders, total };
}
export type OrderRows = ReturnType<typeof orderRows>;
