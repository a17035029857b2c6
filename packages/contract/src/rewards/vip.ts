/**
 * VIP levels (platform reference, "Reward centre": the profile card's level and progress). Operators
 * define the levels under /ops/vip-levels; a member reads their level, the next one and the progress
 * towards it with MCSFE_getPlayerRankProgress. Money is a decimal string in major units.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { VIP_MAX_LEVEL, VIP_THRESHOLD_KINDS, vipPaths } from './vip-paths.ts';

export const vipLevelView = z.object({
  level: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  perks: z.string(),
  /** Cashback in basis points (50 = 0.5 %). */
  cashbackBps: z.number().int(),
  upgradeBonus: z.string(),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

export const vipProgressItem = z.object({
  kind: z.enum(VIP_THRESHOLD_KINDS),
  /** null: lifetime; otherwise the last N days. */
  periodDays: z.number().int().nullable(),
  current: z.string(),
  required: z.string(),
});
export type VipProgressItem = z.infer<typeof vipProgressItem>;

export const playerRankProgressRequest = z.object({});
export const playerRankProgressValue = z.object({
  current: vipLevelView,
  /** null at the top level. */
  next: vipLevelView.nullable(),
  /** Towards `next`: one item per threshold it sets; empty at the top. */
  progress: z.array(vipProgressItem),
  /** Upgrade bonuses this reading paid (each level's once ever). */
  paid: z.array(z.object({ level: z.number().int(), amount: z.string() })),
});
export type PlayerRankProgressValue = z.infer<typeof playerRankProgressValue>;

export const vipEndpoints = {
  playerRankProgress: defineEndpoint(
    vipPaths.playerRankProgress,
    playerRankProgressRequest,
    playerRankProgressValue,
  ),
};

// ---- Operator API

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
/** A decimal amount in major units, "0" for none. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');

export const opsVipLevelParam = z.object({
  level: z.coerce.number().int().min(0).max(VIP_MAX_LEVEL),
});

export const opsVipLevelRequest = z.object({
  name: z.object({ EN: text(64).min(1), UR: text(64).min(1) }),
  perks: z.object({ EN: text(256), UR: text(256) }),
  /** Zero for no threshold of that kind; level 0 has none. */
  minValidBet: amount,
  minDeposit: amount,
  /** null: lifetime. */
  periodDays: z.number().int().min(1).max(3_650).nullable(),
  upgradeBonus: amount,
  cashbackBps: z.number().int().min(0).max(10_000),
});
export type OpsVipLevelRequest = z.output<typeof opsVipLevelRequest>;

export const opsVipLevel = opsVipLevelRequest.extend({
  level: z.number().int(),
  updatedAt: z.string(),
});
export type OpsVipLevel = z.infer<typeof opsVipLevel>;
export const opsVipLevelsValue = z.object({ content: z.array(opsVipLevel) });
export type OpsVipLevelsValue = z.infer<typeof opsVipLevelsValue>;
