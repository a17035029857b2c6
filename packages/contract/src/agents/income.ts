/**
 * Agent centre, my income (previous and current period by kind) and the agent's transactions: the
 * ledger movements of the agent's main wallet that belong to the agent centre (transfers to and
 * from downlines, income paid in), newest first, a page at a time within a date range.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { RECORDS_MAX_PAGE_SIZE } from '../wallet/constants.ts';
import { memberTransactionsValue } from '../wallet/schemas.ts';
import { AGENT_INCOME_KINDS, agentIncomePaths } from './income-paths.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');

export const agentIncomePeriod = z.object({
  /** First day of the period and its last (today for the current one), YYYY-MM-DD. */
  from: day,
  to: day,
  kinds: z.array(z.object({ kind: z.enum(AGENT_INCOME_KINDS), amount: z.string() })),
  total: z.string(),
});
export type AgentIncomePeriod = z.infer<typeof agentIncomePeriod>;

export const agentIncomeRequest = z.object({});
export const agentIncomeValue = z.object({
  timeZone: z.string(),
  previous: agentIncomePeriod,
  current: agentIncomePeriod,
});
export type AgentIncomeValue = z.infer<typeof agentIncomeValue>;

export const agentTransactionsRequest = z.object({
  /** Inclusive first day in the merchant's zone; default: 30 days ago. */
  startDate: day.optional(),
  /** Inclusive last day; default today. */
  endDate: day.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).optional(),
});
export type AgentTransactionsRequest = z.input<typeof agentTransactionsRequest>;
export const agentTransactionsValue = memberTransactionsValue;
export type AgentTransactionsValue = z.infer<typeof agentTransactionsValue>;

export const agentIncomeEndpoints = {
  agentIncome: defineEndpoint(agentIncomePaths.agentIncome, agentIncomeRequest, agentIncomeValue),
  agentTransactions: defineEndpoint(
    agentIncomePaths.agentTransactions,
    agentTransactionsRequest,
    agentTransactionsValue,
  ),
};
