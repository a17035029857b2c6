/**
 * My income (`ODS2_AgentPrevAndCurrIncome`) and the agent's transactions. Income is read from the
 * ledger by transaction code: each kind names the code its payouts use, and a kind is answered only
 * once that code exists in TX_CODES, so salaries, dividends and invite rewards slot in when their
 * payouts land, with no change here. Periods are calendar months in the merchant's time zone.
 * Transactions are the agent wallet's movements of the agent centre: transfers to (and from)
 * downlines and the income codes.
 */
import {
  AGENT_INCOME_KINDS,
  type AgentIncomeKind,
  type AgentIncomePeriod,
  type AgentIncomeValue,
  type AgentTransactionsValue,
  RECORDS_PAGE_SIZE,
  TX_CODES,
  type TxCode,
} from '@openlobby/contract';
import type { MembersRepository } from '../accounts/members.repository.ts';
import { memberWallet } from '../wallet/accounts.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { rangeOf, signedAmount } from '../wallet/records.ts';
import type { WalletService } from '../wallet/service.ts';
import { addDays, localDay, startOfDay } from '../wallet/zoned-days.ts';
import type { IncomeRepository, Instants } from './income.repository.ts';
import { type AgentCaller, agentMemberOf } from './links.service.ts';
import { AGENT_TRANSFER_CODE } from './transfers.service.ts';

/** The ledger code each kind of income is paid with (a kind counts once its code is in TX_CODES). */
export const INCOME_CODES: Readonly<Record<AgentIncomeKind, string>> = {
  SALARY: 'AGENT_SALARY',
  DIVIDEND: 'AGENT_DIVIDEND',
};

const isTxCode = (code: string): code is TxCode => (TX_CODES as readonly string[]).includes(code);

/** The kinds paid today, each with its code. */
export function paidKinds(): { kind: AgentIncomeKind; code: TxCode }[] {
  return AGENT_INCOME_KINDS.flatMap((kind) => {
    const code = INCOME_CODES[kind];
    return isTxCode(code) ? [{ kind, code }] : [];
  });
}

export interface IncomeDeps {
  readonly members: MembersRepository;
  readonly income: IncomeRepository;
  readonly wallet: WalletService;
  readonly now: () => Date;
}

/** First day of the month of `day` (YYYY-MM-DD). */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export function createIncomeService(deps: IncomeDeps) {
  async function walletOf(caller: AgentCaller) {
    const agent = await agentMemberOf(deps.members, caller);
    const currency = await deps.wallet.currencyOf(caller.merchantId);
    const balance = await deps.wallet.ledger.balance(
      caller.merchantId,
      currency.code,
      memberWallet(agent.id),
    );
    return { agent, currency, accountId: balance.accountId };
  }

  return {
    async income(caller: AgentCaller): Promise<AgentIncomeValue> {
      const { currency, accountId } = await walletOf(caller);
      const zone = await deps.income.timeZone(caller.merchantId);
      const today = localDay(deps.now().getTime(), zone);
      const currentFrom = monthStart(today);
      const previousTo = addDays(currentFrom, -1);
      const previousFrom = monthStart(previousTo);
      const kinds = paidKinds();
      const period = async (from: string, to: string): Promise<AgentIncomePeriod> => {
        const range: Instants = {
          from: new Date(startOfDay(from, zone)).toISOString(),
          to: new Date(startOfDay(addDays(to, 1), zone)).toISOString(),
        };
        const rows =
          accountId === null
            ? []
            : await deps.income.creditsByCode(
                accountId,
                kinds.map((k) => k.code),
                range,
              );
        const sums = new Map(rows.map((row) => [row.tx_code, toBigInt(row.total ?? 0)]));
        let total = 0n;
        const lines = kinds.map(({ kind, code }) => {
          const amount = sums.get(code) ?? 0n;
          total += amount;
          return { kind, amount: formatMinor(amount, currency.scale) };
        });
        return { from, to, kinds: lines, total: formatMinor(total, currency.scale) };
      };
      return {
        timeZone: zone,
        previous: await period(previousFrom, previousTo),
        current: await period(currentFrom, today),
      };
    },

    async transactions(
      caller: AgentCaller,
      input: {
        startDate?: string | undefined;
        endDate?: string | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ): Promise<AgentTransactionsValue> {
      const { currency, accountId } = await walletOf(caller);
      const zone = await deps.income.timeZone(caller.merchantId);
      const range = rangeOf(
        { startDate: input.startDate, endDate: input.endDate, timeZone: zone },
        deps.now(),
      );
      const limit = input.pageSize ?? RECORDS_PAGE_SIZE;
      const empty = { content: [], pageNum: input.pageNo, totalPages: 1, total: 0 };
      if (accountId === null) return empty;
      const codes = [AGENT_TRANSFER_CODE, ...paidKinds().map((k) => k.code)];
      const [rows, count] = await deps.income.page(
        accountId,
        codes,
        range,
        (input.pageNo - 1) * limit,
        limit,
      );
      const total = Number(count.n);
      return {
        content: rows.map((row) => ({
          transactionId: row.id,
          txCode: row.tx_code as TxCode,
          amount: formatMinor(signedAmount(row, accountId), currency.scale, true),
          balanceAfter: formatMinor(
            toBigInt(row.debit_account_id === accountId ? row.debit_balance_after : row.credit_balance_after),
            currency.scale,
          ),
          reference: row.reference,
          gameName: null,
          remark: row.remark,
          createdAt: row.created_at,
        })),
        pageNum: input.pageNo,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        total,
      };
    },
  };
}
export type IncomeService = ReturnType<typeof createIncomeService>;
