/**
 * The dashboard and reports: sums of the daily aggregates turned into decimal strings of the
 * merchant's currency. GGR = stakes - payouts; NGR = GGR - bonus and reward cost. Days are the
 * merchant's calendar days in its time zone; a range is checked here (real dates, in order, at most
 * REPORT_MAX_DAYS) so a bad one is a translated REPORT_RANGE_INVALID, never a server error.
 */
import {
  DASHBOARD_DAYS,
  type GgrGroup,
  type OpsDashboardDay,
  type OpsDashboardValue,
  type OpsGgrRow,
  type OpsGgrValue,
  type OpsPaymentsReportValue,
  REPORT_MAX_DAYS,
  formatMinor,
} from '@openlobby/contract';
import { stringify } from 'csv-stringify/sync';
import { ApiError } from '../../platform/api-error.ts';
import { addDays, localDay, parseDay } from '../wallet/zoned-days.ts';
import type { BetTotals, ReportsRepository } from './repository.ts';

export interface ReportsDeps {
  readonly repository: ReportsRepository;
  readonly now: () => Date;
}

const DAY_MS = 86_400_000;

function checkRange(from: string, to: string): void {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null || start > end || (end - start) / DAY_MS + 1 > REPORT_MAX_DAYS) {
    throw new ApiError('REPORT_RANGE_INVALID', { field: 'from' });
  }
}

/** A text cell a spreadsheet would run as a formula is quoted as text; amounts are ours and plain. */
function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsv(columns: readonly string[], records: readonly (readonly (string | number)[])[]): string {
  return stringify(
    records.map((record) => [...record]),
    { header: true, columns: [...columns], bom: true, record_delimiter: 'windows' },
  );
}

export function createReports(deps: ReportsDeps) {
  const repo = deps.repository;

  async function dashboard(merchantId: number): Promise<OpsDashboardValue> {
    const merchant = await repo.merchant(merchantId);
    const scale = merchant.currency_scale;
    const today = localDay(deps.now().getTime(), merchant.time_zone);
    const from = addDays(today, -(DASHBOARD_DAYS - 1));
    const [ggr, approved, counts, active, queues] = await Promise.all([
      repo.ggrByDay(merchantId, from, today),
      repo.approvedByDay(merchantId, from, today),
      repo.countsByDay(merchantId, from, today),
      repo.activePlayersByDay(merchantId, from, today),
      repo.queues(merchantId),
    ]);
    const days: OpsDashboardDay[] = [];
    for (let day = from; day <= today; day = addDays(day, 1)) {
      const dayGgr = ggr.get(day) ?? 0n;
      const count = counts.get(day);
      const bonus = count?.bonus ?? 0n;
      days.push({
        day,
        deposits: formatMinor(approved.get(`${day}|deposit`) ?? 0n, scale),
        withdrawals: formatMinor(approved.get(`${day}|withdrawal`) ?? 0n, scale),
        ggr: formatMinor(dayGgr, scale),
        bonus: formatMinor(bonus, scale),
        ngr: formatMinor(dayGgr - bonus, scale),
        activePlayers: Number(active.get(day) ?? 0n),
        registrations: Number(count?.registrations ?? 0n),
        firstDeposits: Number(count?.firstDeposits ?? 0n),
      });
    }
    const last = days[days.length - 1];
    if (last === undefined) throw new Error('the dashboard has no days');
    return { currency: merchant.currency_code, timeZone: merchant.time_zone, today: last, days, queues };
  }

  async function ggr(merchantId: number, from: string, to: string, groupBy: GgrGroup): Promise<OpsGgrValue> {
    checkRange(from, to);
    const merchant = await repo.merchant(merchantId);
    const scale = merchant.currency_scale;
    const totals = await repo.betTotals(merchantId, from, to, groupBy);
    const rowOf = (t: BetTotals): OpsGgrRow => ({
      key: t.key,
      label: t.label,
      bets: Number(t.bets),
      stakes: formatMinor(t.stakes, scale),
      validBets: formatMinor(t.validBets, scale),
      payouts: formatMinor(t.payouts, scale),
      ggr: formatMinor(t.stakes - t.payouts, scale),
    });
    const sum = (pick: (t: BetTotals) => bigint) => totals.reduce((acc, t) => acc + pick(t), 0n);
    const total = rowOf({
      key: 'total',
      label: 'total',
      bets: sum((t) => t.bets),
      stakes: sum((t) => t.stakes),
      validBets: sum((t) => t.validBets),
      payouts: sum((t) => t.payouts),
    });
    return { currency: merchant.currency_code, from, to, groupBy, rows: totals.map(rowOf), total };
  }

  async function payments(merchantId: number, from: string, to: string): Promise<OpsPaymentsReportValue> {
    checkRange(from, to);
    const merchant = await repo.merchant(merchantId);
    const rows = await repo.payments(merchantId, from, to);
    return {
      currency: merchant.currency_code,
      from,
      to,
      rows: rows
        .filter((row) => row.count !== 0n || row.amount !== 0n)
        .map((row) => ({
          kind: row.kind === 'withdrawal' ? ('withdrawal' as const) : ('deposit' as const),
          channel: row.channel,
          status: row.status,
          count: Number(row.count),
          amount: formatMinor(row.amount, merchant.currency_scale),
        })),
    };
  }

  return {
    dashboard,
    ggr,
    payments,

    async dashboardCsv(merchantId: number): Promise<string> {
      const value = await dashboard(merchantId);
      return toCsv(
        [
          'day',
          'deposits',
          'withdrawals',
          'ggr',
          'bonus',
          'ngr',
          'activePlayers',
          'registrations',
          'firstDeposits',
        ],
        value.days.map((d) => [
          d.day,
          d.deposits,
          d.withdrawals,
          d.ggr,
          d.bonus,
          d.ngr,
          d.activePlayers,
          d.registrations,
          d.firstDeposits,
        ]),
      );
    },

    async ggrCsv(merchantId: number, from: string, to: string, groupBy: GgrGroup): Promise<string> {
      const value = await ggr(merchantId, from, to, groupBy);
      return toCsv(
        [groupBy, 'label', 'bets', 'stakes', 'validBets', 'payouts', 'ggr'],
        [...value.rows, value.total].map((r) => [
          textCell(r.key),
          textCell(r.label),
          r.bets,
          r.stakes,
          r.validBets,
          r.payouts,
          r.ggr,
        ]),
      );
    },

    async paymentsCsv(merchantId: number, from: string, to: string): Promise<string> {
      const value = await payments(merchantId, from, to);
      return toCsv(
        ['kind', 'channel', 'status', 'count', 'amount'],
        value.rows.map((r) => [r.kind, textCell(r.channel), r.status, r.count, r.amount]),
      );
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
