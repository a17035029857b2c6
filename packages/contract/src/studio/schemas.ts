import { z } from 'zod';
import { GAME_CODE_PATTERN } from '../games/constants.ts';

/**
 * The house studio's own API, used by its game pages under /studio/ (paths and header in
 * constants.ts). Money is decimal strings with two fraction digits; seeds are lower-case hex or
 * the player's own text.
 */

export const studioEngine = z.enum(['slot', 'dice']);
export type StudioEngine = z.infer<typeof studioEngine>;
export const diceDirection = z.enum(['under', 'over']);
export type DiceDirection = z.infer<typeof diceDirection>;

const decimal = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** What the player types as a client seed: printable, no colon (the separator of the message). */
export const clientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^:\p{Cc}]+$/u);
/** Win chance in basis points: 1.00% to 95.00% in whole percents. */
export const diceChance = z
  .number()
  .int()
  .min(100)
  .max(9500)
  .refine((value) => value % 100 === 0);
const gameCode = z.string().regex(GAME_CODE_PATTERN);

export const startSessionRequest = z.object({
  launchToken: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  engine: studioEngine,
  gameCode,
});

export const diceBet = z.object({ chance: diceChance, direction: diceDirection });

export const playRequest = z.object({ stake: decimal, dice: diceBet.optional() });
export const clientSeedRequest = z.object({ clientSeed });

export const slotOutcome = z.object({
  /** Three reels, top to bottom row: symbol indices. */
  grid: z.array(z.array(z.number().int())),
  stops: z.array(z.number().int()),
  /** Winning lines: line index and the line's pay in hundredths of the stake. */
  lines: z.array(z.object({ line: z.number().int(), symbol: z.number().int(), pay: z.number().int() })),
  /** Total pay in hundredths of the stake. */
  pay: z.number().int(),
});
export const diceOutcome = z.object({
  /** 0..9999, shown as 0.00..99.99. */
  roll: z.number().int(),
  chance: z.number().int(),
  direction: diceDirection,
  won: z.boolean(),
});
export const outcome = z.union([
  z.object({ engine: z.literal('slot'), slot: slotOutcome }),
  z.object({ engine: z.literal('dice'), dice: diceOutcome }),
]);
export type StudioOutcome = z.infer<typeof outcome>;

export const roundStatus = z.enum(['pending', 'settled']);

export const round = z.object({
  roundId: z.string(),
  engine: studioEngine,
  gameCode: z.string(),
  stake: z.string(),
  win: z.string(),
  /** win - stake, signed ("-0.80", "+1.50", "0.00"). */
  net: z.string(),
  status: roundStatus,
  serverSeedHash: z.string(),
  /** Revealed once the round is decided. */
  serverSeed: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  outcome,
  playedAt: z.string(),
});
export type StudioRound = z.infer<typeof round>;

export const sessionValue = z.object({
  sessionToken: z.string(),
  engine: studioEngine,
  gameCode: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.string(),
  /** Decimals of the currency: the game page counts stakes and pays in its minor units. */
  currencyScale: z.number().int().min(0).max(18),
  /** The committed seed's hash for the next round, shown before play. */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  nextNonce: z.number().int(),
  stakes: z.array(z.string()),
  /** A round whose win has not been answered yet by the wallet. */
  pendingRoundId: z.string().nullable(),
});
export type StudioSessionValue = z.infer<typeof sessionValue>;

export const playValue = z.object({ round, session: sessionValue });
export const roundsValue = z.object({ list: z.array(round) });

export const verifyRequest = z.object({
  engine: studioEngine,
  serverSeed: z.string().min(1).max(128),
  /** Optional: the hash shown before play; the answer says whether the seed matches it. */
  serverSeedHash: hex64.optional(),
  clientSeed,
  nonce: z.number().int().min(0).max(2_147_483_647),
  dice: diceBet.optional(),
});
export const verifyValue = z.object({
  serverSeedHash: z.string(),
  /** Null when no hash was given to check against. */
  hashMatches: z.boolean().nullable(),
  hmac: z.string(),
  outcome,
});
export type VerifyValue = z.infer<typeof verifyValue>;
