/**
 * Agent centre, transfers to downlines. Amounts are decimal strings in major units (the server
 * parses them at the currency's scale); `transferId` is made by the client once per confirmation
 * (e.g. crypto.randomUUID()): the same id again moves nothing and answers the first result.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AMOUNT_MAX_LENGTH, PAYMENT_PASSWORD_LENGTH } from '../wallet/constants.ts';
import { AGENT_TRANSFER_MAX_TARGETS, agentTransferPaths } from './transfers-paths.ts';

const amount = z.string().max(AMOUNT_MAX_LENGTH);
const transferId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const paymentPassword = z.string().regex(new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`));
const downlineId = z.number().int().positive();

export const agentTransferLine = z.object({
  downlineId,
  username: z.string(),
  amount: z.string(),
});
export type AgentTransferLine = z.infer<typeof agentTransferLine>;

export const transferDownlineRequest = z.object({ downlineId, amount, paymentPassword, transferId });
export type TransferDownlineRequest = z.infer<typeof transferDownlineRequest>;

export const transferMultipleDownlineRequest = z.object({
  transfers: z
    .array(z.object({ downlineId, amount }))
    .min(1)
    .max(AGENT_TRANSFER_MAX_TARGETS)
    .refine(
      (lines) => new Set(lines.map((line) => line.downlineId)).size === lines.length,
      'one line per downline',
    ),
  paymentPassword,
  transferId,
});
export type TransferMultipleDownlineRequest = z.infer<typeof transferMultipleDownlineRequest>;

export const agentTransferValue = z.object({
  transferId: z.string(),
  lines: z.array(agentTransferLine),
  total: z.string(),
  /** The agent's main wallet after the transfer. */
  balance: z.string(),
  /** True when this id had been done before and nothing moved now. */
  replayed: z.boolean(),
});
export type AgentTransferValue = z.infer<typeof agentTransferValue>;

export const transferTargetsRequest = z.object({
  /** Part of a username, case-insensitive; empty: every direct downline. */
  search: z.string().trim().max(32).default(''),
});
export const transferTargetsValue = z.object({
  content: z.array(z.object({ downlineId, username: z.string(), registeredAt: z.string() })),
  /** Direct downlines matching the search (the list shows the first AGENT_TRANSFER_TARGETS_PAGE). */
  total: z.number().int(),
});
export type TransferTargetsValue = z.infer<typeof transferTargetsValue>;

export const agentTransferEndpoints = {
  transferTargets: defineEndpoint(
    agentTransferPaths.transferTargets,
    transferTargetsRequest,
    transferTargetsValue,
  ),
  transferDownline: defineEndpoint(
    agentTransferPaths.transferDownline,
    transferDownlineRequest,
    agentTransferValue,
  ),
  transferMultipleDownline: defineEndpoint(
    agentTransferPaths.transferMultipleDownline,
    transferMultipleDownlineRequest,
    agentTransferValue,
  ),
};
