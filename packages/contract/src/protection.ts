/**
 * Player protection's API (limits): GET /wps/member/protection/limits reads the member's
 * limits with usage and pending changes; POST /wps/member/protection/limits sets, lowers, raises or
 * removes one. Money is a decimal string in major units of the member's currency; a SESSION limit is
 * whole minutes. Rules and constants: protection-paths.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MINUTES,
  protectionPaths,
} from './protection-paths.ts';

const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');

export const limitPending = z.object({
  /** The limit it becomes; null: the limit is removed. */
  amount: z.string().nullable(),
  appliesAt: z.string(),
});

export const playerLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null while only a pending one exists. */
  amount: z.string().nullable(),
  /** Used in the window ending now (minutes of this session for SESSION). */
  used: z.string(),
  /** What is left of the limit in force; null without one. */
  left: z.string().nullable(),
  pending: limitPending.nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimit>;

export const myLimitsRequest = z.object({});
export const myLimitsValue = z.object({
  currency: z.string(),
  limits: z.array(playerLimit),
  /** When the member's current login session began (the session-time limit's clock). */
  sessionStartedAt: z.string().nullable(),
});
export type MyLimitsValue = z.infer<typeof myLimitsValue>;

export const setLimitRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['DEPOSIT', 'LOSS', 'WAGER']),
    period: z.enum(MONEY_LIMIT_PERIODS),
    /** null removes the limit (after 24 hours). */
    amount: decimal.nullable(),
  }),
  z.object({
    kind: z.literal('SESSION'),
    period: z.literal('SESSION'),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'whole minutes')
      .refine((value) => {
        const minutes = Number(value);
        return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max;
      }, 'minutes in range')
      .nullable(),
  }),
]);
export type SetLimitRequest = z.infer<typeof setLimitRequest>;
export const setLimitValue = myLimitsValue.extend({
  /** When the change applies: now for a lowering or a new limit, 24 hours on for a raise or removal. */
  appliesAt: z.string(),
  immediate: z.boolean(),
});
export type SetLimitValue = z.infer<typeof setLimitValue>;

export const protectionEndpoints = {
  myLimits: defineEndpoint(protectionPaths.myLimits, myLimitsRequest, myLimitsValue),
  setLimit: defineEndpoint(protectionPaths.setLimit, setLimitRequest, setLimitValue),
};
