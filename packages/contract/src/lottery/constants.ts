/**
 * The house lottery: issue states, bet types and the published draw method. Zod-free, so
 * the web and any verifier can import it.
 */

/** An issue ("numero") moves scheduled -> open -> closed -> drawn -> settled. */
export const LotteryIssueState = {
  SCHEDULED: 'scheduled',
  OPEN: 'open',
  CLOSED: 'closed',
  DRAWN: 'drawn',
  SETTLED: 'settled',
} as const;
export type LotteryIssueState = (typeof LotteryIssueState)[keyof typeof LotteryIssueState];
export const LOTTERY_ISSUE_STATES: readonly LotteryIssueState[] = Object.values(LotteryIssueState);

/**
 * STRAIGHT: every digit in order ("073"); POSITION: one digit at a position ("2:7", position 1 is
 * the first digit); BIG_SMALL and ODD_EVEN: on the sum of the digits; SUM: the exact sum ("21").
 */
export const LotteryBetType = {
  STRAIGHT: 'STRAIGHT',
  POSITION: 'POSITION',
  BIG_SMALL: 'BIG_SMALL',
  ODD_EVEN: 'ODD_EVEN',
  SUM: 'SUM',
} as const;
export type LotteryBetType = (typeof LotteryBetType)[keyof typeof LotteryBetType];
export const LOTTERY_BET_TYPES: readonly LotteryBetType[] = Object.values(LotteryBetType);

/** placed until settled (won or lost) or cancelled before the issue closed (refunded). */
export const LotterySubOrderState = {
  PLACED: 'placed',
  WON: 'won',
  LOST: 'lost',
  CANCELLED: 'cancelled',
} as const;
export type LotterySubOrderState = (typeof LotterySubOrderState)[keyof typeof LotterySubOrderState];
export const LOTTERY_SUBORDER_STATES: readonly LotterySubOrderState[] = Object.values(LotterySubOrderState);

/** The vendor code of OpenLobby's own e-lottery in the game catalogue. */
export const LOTTERY_HOUSE_VENDOR = 'OLE';
export const LOTTERY_GAME_CODE_PATTERN = /^[a-z0-9-]{1,32}$/;
export const LOTTERY_NUMERO_PATTERN = /^[0-9]{8,16}$/;
export const LOTTERY_SEED_PATTERN = /^[0-9a-fA-F]{64}$/;
export const LOTTERY_MAX_BETS_PER_ORDER = 20;
export const LOTTERY_PAGE_SIZE = 20;
/** /lgw/numeros/near: how many drawn and coming issues around the current one. */
export const LOTTERY_NEAR_COUNT = 5;

/** The published draw method, served with every result (see the server README for vectors). */
export const LOTTERY_DRAW_METHOD =
  'seed = 32 random bytes fixed when the issue is created; seedHash = SHA-256(seed), published when ' +
  'the issue opens. Digit i (0-based) = first byte b < 250 of HMAC-SHA256(key = seed, message = ' +
  '"<gameCode>:<numero>:<i>"), as b mod 10; if none of the 32 bytes is below 250, the message ' +
  '"<gameCode>:<numero>:<i>:<r>" for r = 1, 2, ... is used in turn.';

/**
 * The lottery page's handshake with the lobby that frames it: the page posts "ready" to its parent;
 * the lobby answers with the session (token and merchant code), on our own origin only, so the
 * token never travels in the frame's address.
 */
export const LOTTERY_FRAME_READY = 'openlobby:lottery:ready';
export const LOTTERY_FRAME_SESSION = 'openlobby:lottery:session';
