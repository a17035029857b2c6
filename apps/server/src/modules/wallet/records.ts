/**
 * Records: transaction history (every movement of the wallet), deposit and withdrawal records,
 * profit and loss by day, and the betting summary (bet_record rows the games issue writes).
 */
import type {
  BetGameType,
  Language,
  BetSummaryValue,
  MemberPnlValue,
  MemberTransaction,
  TxCode,
  TxCodeListValue,
} from '@openlobby/contract';
import { RECORDS_MAX_RANGE_DAYS, RECORDS_PAGE_SIZE, TX_CODES } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { memberWallet } from './accounts.ts';
import { ensureTrialCredit } from './balance.ts';
import type { PageQuery } from './cashier.repository.ts';
import type { TransferRow } from './ledger.repository.ts';
import { type Currency, type WalletCaller, type WalletDeps, memberOf } from './context.ts';
import { depositRecord } from './deposits.ts';
import { gameNamer, namesByReference } from './game-names.ts';
import { formatMinor, toBigInt } from './money.ts';
import type { DayStart, Range, RecordsRepository } from './records.repository.ts';
import { withdrawRecord } from './withdrawals.ts';
import { addDays, checkTimeZone, localDay, parseDay, startOfDay } from './zoned-days.ts';

const DEFAULT_RANGE_DAYS = 30;

export interface RangeQuery {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  /** IANA zone the days are the member's days in; absent: UTC. */
  readonly timeZone?: string | undefined;
}
export interface PageInput extends RangeQuery {
  readonly pageNo: number;
  readonly pageSize?: number | undefined;
}

/** A range of the member's calendar days and the UTC instants it spans. */
export interface DayRange extends Range {
  readonly zone: string;
  readonly firstDay: string;
  readonly lastDay: string;
}

/**
 * Inclusive calendar days in the member's zone to a half-open UTC range; TIME_ZONE_INVALID for an
 * unknown zone, DATE_RANGE_INVALID when a day is not a date, or the range is reversed or too long.
 */
export function rangeOf(query: RangeQuery, now: Date): DayRange {
  const zone = checkTimeZone(query.timeZone);
  const lastDay = query.endDate ?? localDay(now.getTime(), zone);
  if (parseDay(lastDay) === null) throw new ApiError('DATE_RANGE_INVALID');
  const firstDay = query.startDate ?? addDays(lastDay, -(DEFAULT_RANGE_DAYS - 1));
  const first = parseDay(firstDay);
  const last = parseDay(lastDay);
  if (first === null || last === null || last < first || daysBetween(first, last) >= RECORDS_MAX_RANGE_DAYS) {
    throw new ApiError('DATE_RANGE_INVALID');
  }
  return {
    zone,
    firstDay,
    lastDay,
    from: new Date(startOfDay(firstDay, zone)).toISOString(),
    to: new Date(startOfDay(addDays(lastDay, 1), zone)).toISOString(),
  };
}

function daysBetween(fromMs: number, toMs: number): number {
  return Math.round((toMs - fromMs) / 86_400_000);
}

/** Each day of the range with the UTC instant it begins, for grouping by the member's days. */
export function dayStarts(range: DayRange): DayStart[] {
  const out: DayStart[] = [];
  for (let day = range.firstDay; day <= range.lastDay; day = addDays(day, 1)) {
    out.push({ day, from: new Date(startOfDay(day, range.zone)).toISOString() });
  }
  return out;
}

function paging(input: PageInput) {
  const limit = input.pageSize ?? RECORDS_PAGE_SIZE;
  return { limit, offset: (input.pageNo - 1) * limit };
}

function page<T>(content: T[], total: number | string, input: PageInput) {
  const { limit } = paging(input);
  const count = Number(total);
  return { content, pageNum: input.pageNo, totalPages: Math.max(1, Math.ceil(count / limit)), total: count };
}

export const TX_NAMES: Readonly<Record<TxCode, { EN: string; UR: string }>> = {
  DEPOSIT: { EN: 'Deposit', UR: 'جمع' },
  WITHDRAW: { EN: 'Withdrawal', UR: 'رقم نکلوانا' },
  WITHDRAW_HOLD: { EN: 'Withdrawal on hold', UR: 'زیرِ التوا رقم نکلوانا' },
  WITHDRAW_RELEASE: { EN: 'Withdrawal returned', UR: 'واپس شدہ رقم' },
  BET: { EN: 'Bet', UR: 'شرط' },
  WIN: { EN: 'Win', UR: 'جیت' },
  REFUND: { EN: 'Refund', UR: 'رقم کی واپسی' },
  PROMOTION: { EN: 'Promotion bonus', UR: 'پروموشن بونس' },
  REBATE: { EN: 'Cashback', UR: 'کیش بیک' },
  TRIAL_CREDIT: { EN: 'Trial credit', UR: 'آزمائشی کریڈٹ' },
  ADJUSTMENT: { EN: 'Adjustment', UR: 'ایڈجسٹمنٹ' },
  WALLET_TRANSFER: { EN: 'Game wallet transfer', UR: 'گیم والیٹ منتقلی' },
  BONUS_CONVERT: { EN: 'Bonus turned into cash', UR: 'بونس نقد میں تبدیل' },
  BONUS_FORFEIT: { EN: 'Bonus given up', UR: 'بونس ختم' },
  AGENT_TRANSFER: { EN: 'Agent transfer', UR: 'ایجنٹ منتقلی' },
  AGENT_SALARY: { EN: 'Agent salary', UR: 'ایجنٹ تنخواہ' },
  AGENT_DIVIDEND: { EN: 'Agent dividend', UR: 'ایجنٹ منافع' },
};

/** The wallet's view of a transfer: signed change of the available balance. */
export function signedAmount(row: TransferRow, accountId: number): bigint {
  const amount = toBigInt(row.amount);
  if (row.phase === 'post') return 0n;
  if (row.phase === 'void') return row.debit_account_id === accountId ? amount : -amount;
  return row.credit_account_id === accountId ? amount : -amount;
}

export function createRecords(
  deps: WalletDeps,
  repo: RecordsRepository,
  currencyOf: (merchantId: number) => Promise<Currency>,
) {
  async function walletOf(caller: WalletCaller) {
    const member = await memberOf(deps, caller);
    const currency = await currencyOf(caller.merchantId);
    await ensureTrialCredit(deps, member, currency);
    const balance = await deps.ledger.balance(caller.merchantId, currency.code, memberWallet(member.id));
    return { member, currency, accountId: balance.accountId };
  }

  /** The member's deposits or withdrawals, a page at a time. */
  async function requests<Row, Item>(
    caller: WalletCaller,
    input: PageInput & { status?: string | undefined },
    query: (memberId: number, merchantId: number, q: PageQuery) => Promise<[Row[], { n: string | number }]>,
    toItem: (row: Row, scale: number) => Item,
  ) {
    const member = await memberOf(deps, caller);
    const currency = await currencyOf(caller.merchantId);
    const q = { ...rangeOf(input, deps.now()), ...paging(input), status: input.status };
    const [rows, count] = await query(member.id, caller.merchantId, q);
    return page(
      rows.map((row) => toItem(row, currency.scale)),
      count.n,
      input,
    );
  }

  return {
    txCodes(): TxCodeListValue {
      return { codes: TX_CODES.map((code) => ({ code, ...TX_NAMES[code] })) };
    },

    async transactions(
      caller: WalletCaller,
      input: PageInput & { txCode?: TxCode | undefined },
      language: Language,
    ) {
      const { currency, accountId } = await walletOf(caller);
      const range = rangeOf(input, deps.now());
      if (accountId === null) return page<MemberTransaction>([], 0, input);
      const { offset, limit } = paging(input);
      const [rows, count] = await repo.transfers(accountId, range, input.txCode, offset, limit);
      const references = rows.flatMap((row) => (row.reference === null ? [] : [row.reference]));
      const games = await namesByReference(repo, caller.merchantId, references, language);
      const content = rows.map((row) => ({
        transactionId: row.id,
        txCode: row.tx_code as TxCode,
        amount: formatMinor(signedAmount(row, accountId), currency.scale, true),
        balanceAfter: formatMinor(
          toBigInt(row.debit_account_id === accountId ? row.debit_balance_after : row.credit_balance_after),
          currency.scale,
        ),
        reference: row.reference,
        gameName: row.reference === null ? null : (games.get(row.reference) ?? null),
        remark: row.remark,
        createdAt: row.created_at,
      }));
      return page(content, count.n, input);
    },

    deposits(caller: WalletCaller, input: PageInput & { status?: string | undefined }) {
      return requests(caller, input, (m, id, q) => deps.cashier.depositPage(m, id, q), depositRecord);
    },

    withdrawals(caller: WalletCaller, input: PageInput & { status?: string | undefined }) {
      return requests(caller, input, (m, id, q) => deps.cashier.withdrawalPage(m, id, q), withdrawRecord);
    },

    async pnl(caller: WalletCaller, input: RangeQuery): Promise<MemberPnlValue> {
      const { currency, accountId } = await walletOf(caller);
      const range = rangeOf(input, deps.now());
      const rows = accountId === null ? [] : await repo.dailySums(accountId, range, dayStarts(range));
      const days = new Map<
        string,
        Record<'deposit' | 'withdraw' | 'bet' | 'win' | 'rebate' | 'promotion', bigint>
      >();
      const zero = () => ({ deposit: 0n, withdraw: 0n, bet: 0n, win: 0n, rebate: 0n, promotion: 0n });
      for (const row of rows) {
        const d = days.get(row.day) ?? zero();
        const total = toBigInt(row.total ?? 0);
        const into = row.side === 'in';
        if (row.tx_code === 'DEPOSIT' && into) d.deposit += total;
        if (row.tx_code === 'WITHDRAW' && row.phase === 'post') d.withdraw += total;
        if (row.tx_code === 'BET') d.bet += into ? -total : total;
        if (row.tx_code === 'REFUND') d.bet -= into ? total : -total;
        if (row.tx_code === 'WIN') d.win += into ? total : -total;
        if (row.tx_code === 'REBATE' && into) d.rebate += total;
        if (row.tx_code === 'PROMOTION' && into) d.promotion += total;
        days.set(row.day, d);
      }
      const fmt = (v: ReturnType<typeof zero>) => ({
        deposit: formatMinor(v.deposit, currency.scale),
        withdraw: formatMinor(v.withdraw, currency.scale),
        bet: formatMinor(v.bet, currency.scale),
        win: formatMinor(v.win, currency.scale),
        rebate: formatMinor(v.rebate, currency.scale),
        promotion: formatMinor(v.promotion, currency.scale),
        profit: formatMinor(v.win + v.rebate + v.promotion - v.bet, currency.scale),
      });
      const total = zero();
      for (const d of days.values())
        for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += d[key];
      return {
        days: [...days.entries()]
          .sort(([a], [b]) => b.localeCompare(a))
          .map(([date, v]) => ({ date, ...fmt(v) })),
        total: fmt(total),
      };
    },

    async bets(
      caller: WalletCaller,
      input: RangeQuery & { gameType?: BetGameType | undefined; vendorCode?: string | undefined },
      language: Language,
    ): Promise<BetSummaryValue> {
      const member = await memberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const rows = await repo.betSummary(
        member.id,
        rangeOf(input, deps.now()),
        input.gameType,
        input.vendorCode,
      );
      const money = (v: bigint) => formatMinor(v, currency.scale);
      const name = await gameNamer(repo, rows, language);
      let count = 0;
      const sums = { bet: 0n, validBet: 0n, win: 0n };
      const out = rows.map((row) => {
        const bet = toBigInt(row.bet ?? 0);
        const validBet = toBigInt(row.valid_bet ?? 0);
        const win = toBigInt(row.win ?? 0);
        count += Number(row.bets);
        sums.bet += bet;
        sums.validBet += validBet;
        sums.win += win;
        return {
          gameType: row.game_type as BetGameType,
          vendorCode: row.vendor_code,
          gameId: row.game_id,
          gameName: name(row),
          betCount: Number(row.bets),
          bet: money(bet),
          validBet: money(validBet),
          win: money(win),
          profit: money(win - bet),
        };
      });
      return {
        rows: out,
        vendors: [...new Set(out.map((row) => row.vendorCode))].sort(),
        total: {
          betCount: count,
          bet: money(sums.bet),
          validBet: money(sums.validBet),
          win: money(sums.win),
          profit: money(sums.win - sums.bet),
        },
      };
    },
  };
}
