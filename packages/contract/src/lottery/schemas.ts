import { z } from 'zod';
import { PRIZE_MODES, type PrizeMode } from '../enums.ts';
import { queryLanguage, queryNumber } from '../query-fields.ts';
import {
  LOTTERY_BET_TYPES,
  LOTTERY_GAME_CODE_PATTERN,
  LOTTERY_ISSUE_STATES,
  LOTTERY_MAX_BETS_PER_ORDER,
  LOTTERY_NUMERO_PATTERN,
  LOTTERY_SEED_PATTERN,
  LOTTERY_SUBORDER_STATES,
} from './constants.ts';

const gameCode = z.string().max(32).regex(LOTTERY_GAME_CODE_PATTERN);
const numero = z.string().max(16).regex(LOTTERY_NUMERO_PATTERN);
const prizeMode = z.enum(PRIZE_MODES as [PrizeMode, ...PrizeMode[]]);
const betType = z.enum(LOTTERY_BET_TYPES);
/** A decimal stake such as "2.50". */
const stake = z.string().max(24);
const money = z.string();
const isoTime = z.string();
const id = z
  .string()
  .max(48)
  .regex(/^[A-Za-z0-9_-]{1,48}$/);

// ---- entities

export const lotteryOdds = z.object({ prizeMode, odds: money });
export const lotteryBetTypeInfo = z.object({
  betType,
  name: z.string(),
  /** What a selection looks like, e.g. "3 digits, 000-999". */
  selectionHint: z.string(),
  /** Decimal odds (stake included) per prize mode. */
  odds: z.array(lotteryOdds),
});

export const lotteryGame = z.object({
  gameCode: z.string(),
  /** The OLE game in the catalogue (tile, icon, favourites); null when it is missing there. */
  gameId: z.number().int().nullable(),
  vendorCode: z.string(),
  name: z.string(),
  digits: z.number().int(),
  drawEverySeconds: z.number().int(),
  closeBeforeDrawSeconds: z.number().int(),
  minStake: money,
  maxStake: money,
  maxStakePerIssue: money,
  betTypes: z.array(lotteryBetTypeInfo),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

/** seedHash from opening on, seed and numbers from the draw on; null before. */
export const lotteryIssue = z.object({
  gameCode: z.string(),
  numero: z.string(),
  status: z.enum(LOTTERY_ISSUE_STATES),
  opensAt: isoTime,
  closesAt: isoTime,
  drawsAt: isoTime,
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  numbers: z.array(z.number().int()).nullable(),
  drawnAt: isoTime.nullable(),
});
export type LotteryIssue = z.infer<typeof lotteryIssue>;

export const lotterySubOrder = z.object({
  subOrderId: z.string(),
  betType,
  selection: z.string(),
  odds: money,
  stake: money,
  /** What the sub-order pays if it wins (stake included). */
  potentialWin: money,
  win: money,
  status: z.enum(LOTTERY_SUBORDER_STATES),
});
export type LotterySubOrder = z.infer<typeof lotterySubOrder>;

export const lotteryOrder = z.object({
  orderId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  prizeMode,
  stake: money,
  win: money,
  createdAt: isoTime,
  subOrders: z.array(lotterySubOrder),
});
export type LotteryOrder = z.infer<typeof lotteryOrder>;

// ---- games and menus

export const lotteryGamesRequest = z.object({ language: queryLanguage.optional() });
export const lotteryGamesValue = z.object({ list: z.array(lotteryGame) });
export type LotteryGamesValue = z.infer<typeof lotteryGamesValue>;

export const lotteryMenuRequest = z.object({
  prizeMode: prizeMode.optional(),
  language: queryLanguage.optional(),
});
export const lotteryMenuGame = z.object({
  gameCode: z.string(),
  gameId: z.number().int().nullable(),
  name: z.string(),
  betTypes: z.array(z.object({ betType, name: z.string(), odds: money })),
});
export const lotteryMenuValue = z.object({ prizeMode, games: z.array(lotteryMenuGame) });
export type LotteryMenuValue = z.infer<typeof lotteryMenuValue>;
export const lotteryMenusValue = z.object({ menus: z.array(lotteryMenuValue) });
export type LotteryMenusValue = z.infer<typeof lotteryMenusValue>;

// ---- issues and results

export const lotteryOpenedNumeroRequest = z.object({ gameCode: gameCode.optional() });
export const lotteryOpenedNumeroValue = z.object({ serverTime: isoTime, list: z.array(lotteryIssue) });
export type LotteryOpenedNumeroValue = z.infer<typeof lotteryOpenedNumeroValue>;

export const lotteryNearRequest = z.object({ gameCode });
export const lotteryNearValue = z.object({
  serverTime: isoTime,
  /** Newest first. */
  previous: z.array(lotteryIssue),
  current: lotteryIssue.nullable(),
  next: z.array(lotteryIssue),
});
export type LotteryNearValue = z.infer<typeof lotteryNearValue>;

export const lotteryPopularRequest = z.object({ language: queryLanguage.optional() });
export const lotteryPopularValue = z.object({
  list: z.array(
    z.object({
      gameCode: z.string(),
      gameId: z.number().int().nullable(),
      name: z.string(),
      /** Sub-orders placed in the last 24 hours. */
      bets: z.number().int(),
    }),
  ),
});
export type LotteryPopularValue = z.infer<typeof lotteryPopularValue>;

export const lotteryDrawRequest = z.object({
  gameCode,
  numero: numero.optional(),
  pageNo: queryNumber.optional(),
  pageSize: queryNumber.optional(),
});
export const lotteryDrawValue = z.object({
  method: z.string(),
  /** Drawn issues, newest first. */
  list: z.array(lotteryIssue),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LotteryDrawValue = z.infer<typeof lotteryDrawValue>;

export const lotteryDrawVerifyRequest = z.object({
  gameCode,
  numero,
  seed: z.string().max(64).regex(LOTTERY_SEED_PATTERN),
});
export const lotteryDrawVerifyValue = z.object({
  gameCode: z.string(),
  numero: z.string(),
  /** The hash published when the issue opened. */
  seedHash: z.string(),
  /** SHA-256 of the seed sent matches the published hash. */
  seedMatchesHash: z.boolean(),
  /** The numbers the seed sent derives by the published method. */
  numbers: z.array(z.number().int()),
  /** The numbers drawn (null before the draw). */
  drawnNumbers: z.array(z.number().int()).nullable(),
  /** The seed matches the hash and derives exactly the drawn numbers. */
  verified: z.boolean(),
});
export type LotteryDrawVerifyValue = z.infer<typeof lotteryDrawVerifyValue>;

// ---- orders

export const lotteryBetRequest = z.strictObject({
  betType,
  selection: z.string().max(16),
  stake,
});
export const lotteryPlaceOrderRequest = z.strictObject({
  gameCode,
  numero,
  prizeMode,
  bets: z.array(lotteryBetRequest).min(1).max(LOTTERY_MAX_BETS_PER_ORDER),
});
export type LotteryPlaceOrderRequest = z.input<typeof lotteryPlaceOrderRequest>;
export const lotteryPlaceOrderValue = z.object({ order: lotteryOrder, balance: money });
export type LotteryPlaceOrderValue = z.infer<typeof lotteryPlaceOrderValue>;

export const lotteryOrdersRequest = z.object({
  gameCode: gameCode.optional(),
  pageNo: queryNumber.optional(),
  pageSize: queryNumber.optional(),
});
export const lotteryOrdersValue = z.object({
  list: z.array(lotteryOrder),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LotteryOrdersValue = z.infer<typeof lotteryOrdersValue>;

export const lotteryOrderDetailRequest = z.object({ orderId: id });
export const lotteryOrderDetailValue = z.object({ order: lotteryOrder, issue: lotteryIssue });
export type LotteryOrderDetailValue = z.infer<typeof lotteryOrderDetailValue>;

export const lotteryCancelRequest = z.strictObject({ subOrderId: id });
export const lotteryCancelValue = z.object({
  subOrder: lotterySubOrder,
  /** False when it had been cancelled before (nothing moved this time). */
  refunded: z.boolean(),
  balance: money,
});
export type LotteryCancelValue = z.infer<typeof lotteryCancelValue>;
