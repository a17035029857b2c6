/**
 * The console's lottery API: read only. Operators see the house lottery games, every issue with its
 * committed seed hash (and, once drawn, the revealed seed and result), and the orders placed on an
 * issue. Nothing here lets an operator choose, change or time a result: there is no write endpoint.
 * The seed of an issue not yet drawn is never served, to operators either. Money is decimal strings
 * at the merchant currency's scale; counts and sums are the operator's merchant's own.
 */
import { z } from 'zod';
import {
  LOTTERY_BET_TYPES,
  LOTTERY_GAME_CODE_PATTERN,
  LOTTERY_ISSUE_STATES,
  LOTTERY_SUBORDER_STATES,
} from '../lottery/constants.ts';
import { lotteryIssue } from '../lottery/schemas.ts';

export const OPS_LOTTERY_PATHS = {
  games: '/ops/lottery/games',
  issues: '/ops/lottery/issues',
  issueOrders: '/ops/lottery/issues/:issueId/orders',
} as const;

export const OPS_LOTTERY_MAX_PAGE_SIZE = 100;

/** An issue's id in the console's addresses: "<gameCode>:<numero>", e.g. "1-minute-28:202611260421". */
export const OPS_LOTTERY_ISSUE_ID_PATTERN = /^([a-z0-9-]{1,32}):([0-9]{8,16})$/;
export const opsLotteryIssueId = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

const gameCode = z.string().max(32).regex(LOTTERY_GAME_CODE_PATTERN);
const money = z.string();
const paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPS_LOTTERY_MAX_PAGE_SIZE).default(20),
};

// ---- games

export const opsLotteryGame = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameUr: z.string(),
  digits: z.number().int(),
  /** A draw every this many seconds. */
  intervalSeconds: z.number().int(),
  /** Betting closes this long before each draw. */
  closeBeforeDrawSeconds: z.number().int(),
  /** The game's tile is shown in the lobby (its catalogue game and vendor are switched on). */
  shownInLobby: z.boolean(),
  /** The current issue takes bets now. */
  open: z.boolean(),
  /** The issue of the current slot (its times alone until the engine has created it). */
  currentIssue: lotteryIssue,
});
export type OpsLotteryGame = z.output<typeof opsLotteryGame>;
export const opsLotteryGamesValue = z.object({ content: z.array(opsLotteryGame), serverTime: z.string() });
export type OpsLotteryGamesValue = z.output<typeof opsLotteryGamesValue>;

// ---- issues

export const opsLotteryIssuesRequest = z.object({
  /** One game's issues; all games' when left out. */
  game: gameCode.optional(),
  state: z.enum(LOTTERY_ISSUE_STATES).optional(),
  ...paging,
});
export type OpsLotteryIssuesRequest = z.output<typeof opsLotteryIssuesRequest>;

/** An issue as members see it (seed and numbers only once drawn), with the merchant's orders on it. */
export const opsLotteryIssue = lotteryIssue.extend({
  id: z.string(),
  orderCount: z.number().int(),
  /** Stakes of the bets not cancelled. */
  stakeTotal: money,
  /** What the settled bets paid (stakes included). */
  payoutTotal: money,
});
export type OpsLotteryIssue = z.output<typeof opsLotteryIssue>;
export const opsLotteryIssuesValue = z.object({
  content: z.array(opsLotteryIssue),
  total: z.number().int(),
  currency: z.string(),
});
export type OpsLotteryIssuesValue = z.output<typeof opsLotteryIssuesValue>;

// ---- an issue's orders

export const opsLotteryIssueParams = z.object({
  issueId: z
    .string()
    .max(50)
    .regex(OPS_LOTTERY_ISSUE_ID_PATTERN)
    .transform((id) => {
      const [gameCodePart = '', numero = ''] = id.split(':');
      return { gameCode: gameCodePart, numero };
    }),
});
export const opsLotteryOrdersRequest = z.object(paging);

/** One bet (a sub-order) on the issue, with the member who placed it. */
export const opsLotteryBet = z.object({
  subOrderId: z.string(),
  orderId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  betType: z.enum(LOTTERY_BET_TYPES),
  selection: z.string(),
  odds: money,
  stake: money,
  payout: money,
  state: z.enum(LOTTERY_SUBORDER_STATES),
  placedAt: z.string(),
});
export type OpsLotteryBet = z.output<typeof opsLotteryBet>;
export const opsLotteryOrdersValue = z.object({
  issue: opsLotteryIssue,
  content: z.array(opsLotteryBet),
  total: z.number().int(),
  currency: z.string(),
});
export type OpsLotteryOrdersValue = z.output<typeof opsLotteryOrdersValue>;
