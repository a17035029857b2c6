/**
 * Agent contracts (zod-free part): daily salary, hourly salary and dividend contracts between an
 * upline and a direct downline. Spec 7.2 names the daily salary and dividend calls; the hourly
 * salary family and the dividend offer/decision/request calls are ours, named in the family's
 * style (MCS2_getContractHourSalInfo, MCS2_applyContractDividend, ...). Every family answers the
 * same shapes; the kind is fixed by the path.
 */
import type { EndpointMeta } from '../endpoint.ts';

export const CONTRACT_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** How often a contract settles: DAILY/HOURLY for salaries (fixed by the kind), any of the four for dividends. */
export const CONTRACT_PERIODS = ['HOURLY', 'DAILY', 'WEEKLY', 'HALF_MONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'HALF_MONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * PENDING: offered, waiting for the downline. ACTIVE: paying from `startPeriod`. END_REQUESTED: one
 * side asked to end it; it still pays through `lastPeriod` (the period the request was made in)
 * unless the other side confirms first. ENDED, REJECTED, CANCELLED (withdrawn by the upline while
 * pending): final.
 */
export const CONTRACT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'END_REQUESTED',
  'ENDED',
  'REJECTED',
  'CANCELLED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * ACCEPT / REJECT: the downline, on a PENDING offer. CANCEL: the upline withdraws its PENDING offer.
 * REQUEST_END: either side, on an ACTIVE contract. CONFIRM_END: the side that did not ask, on an
 * END_REQUESTED contract (it ends at once: the period in progress is not paid).
 */
export const CONTRACT_ACTIONS = ['ACCEPT', 'REJECT', 'CANCEL', 'REQUEST_END', 'CONFIRM_END'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Which side of a contract the caller is. */
export const CONTRACT_ROLES = ['UPLINE', 'DOWNLINE'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

/**
 * PAID: moved through the ledger. UNPAID_FUNDS: the upline's cash was short; retried on every run
 * until paid. NOTHING_DUE: no tier reached (or no net loss). SUSPENDED: the period ended while an
 * operator had suspended the contract; never paid.
 */
export const CONTRACT_PAYOUT_STATUSES = ['PAID', 'UNPAID_FUNDS', 'NOTHING_DUE', 'SUSPENDED'] as const;
export type ContractPayoutStatus = (typeof CONTRACT_PAYOUT_STATUSES)[number];

/** Tiers one contract may have. */
export const CONTRACT_MAX_TIERS = 10;
/** The highest rate or share: 100 % (basis points). */
export const CONTRACT_MAX_BPS = 10_000;
/** Rows per page of a payout history. */
export const CONTRACT_PAGE_SIZE = 20;

const call = (name: string, method: 'GET' | 'POST', path: string) =>
  ({ name, method, path, module: null, token: 'required', encrypted: false }) as const;

export const agentContractPaths = {
  // Daily salary (spec 7.2).
  dailySalaryInfo: call('dailySalaryInfo', 'GET', '/wps/relay/MCS2_getContractDailySalInfo'),
  dailySalaryApply: call('dailySalaryApply', 'POST', '/wps/relay/MCS2_applyContractDailySal'),
  dailySalaryProcess: call('dailySalaryProcess', 'POST', '/wps/relay/MCS2_processDailySalContract'),
  dailySalaryRequests: call('dailySalaryRequests', 'GET', '/wps/relay/MCS2_getContracDailySalReq'),
  dailySalaryHistory: call('dailySalaryHistory', 'GET', '/wps/relay/MCS2_getDailySalContractHist'),
  dailySalaryCurrent: call('dailySalaryCurrent', 'GET', '/wps/relay/ODSFE2_CurrentDailySalary'),
  dailySalaryQuery: call('dailySalaryQuery', 'GET', '/wps/relay/ODSFE2_QueryDailySalary'),
  // Hourly salary (ours, same shapes).
  hourlySalaryInfo: call('hourlySalaryInfo', 'GET', '/wps/relay/MCS2_getContractHourSalInfo'),
  hourlySalaryApply: call('hourlySalaryApply', 'POST', '/wps/relay/MCS2_applyContractHourSal'),
  hourlySalaryProcess: call('hourlySalaryProcess', 'POST', '/wps/relay/MCS2_processHourSalContract'),
  hourlySalaryRequests: call('hourlySalaryRequests', 'GET', '/wps/relay/MCS2_getContracHourSalReq'),
  hourlySalaryHistory: call('hourlySalaryHistory', 'GET', '/wps/relay/MCS2_getHourSalContractHist'),
  hourlySalaryCurrent: call('hourlySalaryCurrent', 'GET', '/wps/relay/ODSFE2_CurrentHourSalary'),
  hourlySalaryQuery: call('hourlySalaryQuery', 'GET', '/wps/relay/ODSFE2_QueryHourSalary'),
  // Dividend (spec 7.2: info, current, query, payout; apply, process and requests are ours).
  dividendInfo: call('dividendInfo', 'GET', '/wps/relay/MCS2_getContractDividendInfo'),
  dividendApply: call('dividendApply', 'POST', '/wps/relay/MCS2_applyContractDividend'),
  dividendProcess: call('dividendProcess', 'POST', '/wps/relay/MCS2_processDividendContract'),
  dividendRequests: call('dividendRequests', 'GET', '/wps/relay/MCS2_getContractDividendReq'),
  dividendHistory: call('dividendHistory', 'GET', '/wps/relay/ODSFE2_PayoutDividend'),
  dividendCurrent: call('dividendCurrent', 'GET', '/wps/relay/ODSFE2_CurrentDividend'),
  dividendQuery: call('dividendQuery', 'GET', '/wps/relay/ODSFE2_QueryDividend'),
} as const satisfies Record<string, EndpointMeta>;

/** The calls of one kind, by role in the family. */
export const CONTRACT_CALLS = {
  DAILY_SALARY: {
    info: 'dailySalaryInfo',
    apply: 'dailySalaryApply',
    process: 'dailySalaryProcess',
    requests: 'dailySalaryRequests',
    history: 'dailySalaryHistory',
    current: 'dailySalaryCurrent',
    query: 'dailySalaryQuery',
  },
  HOURLY_SALARY: {
    info: 'hourlySalaryInfo',
    apply: 'hourlySalaryApply',
    process: 'hourlySalaryProcess',
    requests: 'hourlySalaryRequests',
    history: 'hourlySalaryHistory',
    current: 'hourlySalaryCurrent',
    query: 'hourlySalaryQuery',
  },
  DIVIDEND: {
    info: 'dividendInfo',
    apply: 'dividendApply',
    process: 'dividendProcess',
    requests: 'dividendRequests',
    history: 'dividendHistory',
    current: 'dividendCurrent',
    query: 'dividendQuery',
  },
} as const satisfies Record<ContractKind, Record<string, keyof typeof agentContractPaths>>;

/** Operator routes (members.read to read, members.manage to suspend, resume or offer from the house; audited). */
export const OPS_CONTRACT_PATHS = {
  list: '/ops/agent-contracts',
  offer: '/ops/agent-contracts',
  suspend: '/ops/agent-contracts/:contractId/suspend',
  resume: '/ops/agent-contracts/:contractId/resume',
} as const;
