/**
 * Agent centre, my income and the agent's transactions (zod-free part). Income is counted by kind
 * from the ledger; a kind shows once its payouts exist (salaries and dividends arrive with the
 * contracts). Periods are calendar months in the merchant's time zone: the current one so far
 * and the previous one.
 */
import type { EndpointMeta } from '../endpoint.ts';

/** Agent income by kind: salaries (daily and hourly contracts) and dividends, paid by contracts. */
export const AGENT_INCOME_KINDS = ['SALARY', 'DIVIDEND'] as const;
export type AgentIncomeKind = (typeof AGENT_INCOME_KINDS)[number];

export const agentIncomePaths = {
  agentIncome: {
    name: 'agentIncome',
    method: 'GET',
    path: '/wps/relay/ODS2_AgentPrevAndCurrIncome',
    module: null,
    token: 'required',
    encrypted: false,
  },
  agentTransactions: {
    name: 'agentTransactions',
    method: 'GET',
    path: '/wps/agent/transactions',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
