/** Games, menus and orders as the API shows them (money as decimal strings at the currency's scale). */
import {
  type Language,
  type LotteryBetType,
  type LotteryGame,
  type LotteryOrder,
  type LotterySubOrder,
  type LotterySubOrderState,
  LOTTERY_HOUSE_VENDOR,
  PRIZE_MODES,
  type PrizeMode,
} from '@openlobby/contract';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { betTypeName, menuOddsCents, payout, selectionHint } from './bets.ts';
import { type LotteryGameDefinition, stakeLimits } from './games.ts';
import type { OrderRow, SubOrderRow } from './repository.ts';

const odds = (cents: bigint) => formatMinor(cents, 2);

export function gameName(game: LotteryGameDefinition, language: Language): string {
  return language === 'UR' ? game.nameUr : game.nameEn;
}

/** The game as a merchant's players see it: limits at `scale`, the merchant currency's. */
export function gameView(
  game: LotteryGameDefinition,
  gameId: number | null,
  language: Language,
  scale: number,
): LotteryGame {
  const limits = stakeLimits(game, scale);
  return {
    gameCode: game.code,
    gameId,
    vendorCode: LOTTERY_HOUSE_VENDOR,
    name: gameName(game, language),
    digits: game.digits,
    drawEverySeconds: game.periodSeconds,
    closeBeforeDrawSeconds: game.closeLeadSeconds,
    minStake: formatMinor(limits.min, scale),
    maxStake: formatMinor(limits.max, scale),
    maxStakePerIssue: formatMinor(limits.perIssue, scale),
    betTypes: game.betTypes.map((type) => ({
      betType: type,
      name: betTypeName(type, language),
      selectionHint: selectionHint(type, game.digits),
      odds: PRIZE_MODES.map((mode) => ({
        prizeMode: mode,
        odds: odds(menuOddsCents(type, game.digits, mode)),
      })),
    })),
  };
}

export function menuGameView(
  game: LotteryGameDefinition,
  gameId: number | null,
  mode: PrizeMode,
  language: Language,
) {
  return {
    gameCode: game.code,
    gameId,
    name: gameName(game, language),
    betTypes: game.betTypes.map((type) => ({
      betType: type,
      name: betTypeName(type, language),
      odds: odds(menuOddsCents(type, game.digits, mode)),
    })),
  };
}

export function subOrderView(row: SubOrderRow, scale: number): LotterySubOrder {
  const stake = toBigInt(row.stake_minor);
  const cents = toBigInt(row.odds_cents);
  return {
    subOrderId: row.id,
    betType: row.bet_type as LotteryBetType,
    selection: row.selection,
    odds: odds(cents),
    stake: formatMinor(stake, scale),
    potentialWin: formatMinor(payout(stake, cents), scale),
    win: formatMinor(toBigInt(row.win_minor), scale),
    status: row.state as LotterySubOrderState,
  };
}

export function orderView(
  order: OrderRow,
  subOrders: readonly SubOrderRow[],
  name: string,
  scale: number,
): LotteryOrder {
  const mine = subOrders.filter((sub) => sub.order_id === order.id);
  return {
    orderId: order.id,
    gameCode: order.game_code,
    gameName: name,
    numero: order.numero,
    prizeMode: order.prize_mode as PrizeMode,
    stake: formatMinor(toBigInt(order.stake_minor), scale),
    win: formatMinor(
      mine.reduce((total, sub) => total + toBigInt(sub.win_minor), 0n),
      scale,
    ),
    createdAt: order.created_at,
    subOrders: mine.map((sub) => subOrderView(sub, scale)),
  };
}
