/**
 * The console's dashboard and reports (permission reports.read): today and the last 30 days of
 * money and players with the live queues, gross gaming revenue (stakes - payouts) grouped by day,
 * game, vendor or member type, and deposits and withdrawals by channel and status. Days are the
 * merchant's calendar days (YYYY-MM-DD); amounts are decimal strings in the merchant's currency.
 * Each has a CSV export of the same rows.
 */
import { z } from 'zod';

export const OPS_REPORT_PATHS = {
  dashboard: '/ops/dashboard',
  dashboardExport: '/ops/dashboard/export',
  ggr: '/ops/reports/ggr',
  ggrExport: '/ops/reports/ggr/export',
  payments: '/ops/reports/payments',
  paymentsExport: '/ops/reports/payments/export',
} as const;

/** The dashboard's chart covers this many days, today included. */
export const DASHBOARD_DAYS = 30;
/** A report's range may span at most this many days. */
export const REPORT_MAX_DAYS = 366;

export const GGR_GROUPS = ['day', 'game', 'vendor', 'memberType'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.string();

export const opsReportRange = z.object({ from: day, to: day });
export const opsGgrRequest = opsReportRange.extend({ groupBy: z.enum(GGR_GROUPS).default('day') });
export const opsPaymentsReportRequest = opsReportRange;

/** One day of the dashboard's series. */
export const opsDashboardDay = z.object({
  day,
  deposits: money,
  withdrawals: money,
  ggr: money,
  bonus: money,
  ngr: money,
  activePlayers: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
});
export type OpsDashboardDay = z.infer<typeof opsDashboardDay>;

export const opsDashboardValue = z.object({
  currency: z.string(),
  timeZone: z.string(),
  today: opsDashboardDay,
  /** The last DASHBOARD_DAYS days, oldest first, today last. */
  days: z.array(opsDashboardDay),
  queues: z.object({
    pendingWithdrawals: z.number().int(),
    pendingManualDeposits: z.number().int(),
    openChats: z.number().int(),
  }),
});
export type OpsDashboardValue = z.infer<typeof opsDashboardValue>;

export const opsGgrRow = z.object({
  /** The group's key: a day, a game id, a vendor code or a member type number as text. */
  key: z.string(),
  /** What an operator reads: the day, the game's name, the vendor code, or the member type. */
  label: z.string(),
  bets: z.number().int(),
  stakes: money,
  validBets: money,
  payouts: money,
  ggr: money,
});
export type OpsGgrRow = z.infer<typeof opsGgrRow>;

export const opsGgrValue = z.object({
  currency: z.string(),
  from: day,
  to: day,
  groupBy: z.enum(GGR_GROUPS),
  rows: z.array(opsGgrRow),
  total: opsGgrRow,
});
export type OpsGgrValue = z.infer<typeof opsGgrValue>;

export const opsPaymentsRow = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  channel: z.string(),
  status: z.string(),
  count: z.number().int(),
  amount: money,
});
export type OpsPaymentsRow = z.infer<typeof opsPaymentsRow>;

export const opsPaymentsReportValue = z.object({
  currency: z.string(),
  from: day,
  to: day,
  rows: z.array(opsPaymentsRow),
});
export type OpsPaymentsReportValue = z.infer<typeof opsPaymentsReportValue>;
