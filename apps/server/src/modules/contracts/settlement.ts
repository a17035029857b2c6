/**
 * The contract settlement runner: one `tick()` settles every ended period of every contract, oldest
 * due first, then retries payouts that found the upline short.
 *
 * One runner at a time (db/leased-runner.ts, lease `agent-contracts`), as the lottery engine does. The lease
 * is not what makes a period pay once, though: a period is settled in one transaction that claims it
 * (the payout row's primary key (contract, period)), moves the contract's cursor from that period
 * (a conditional UPDATE) and pays through the ledger with the transfer id `contract:<id>:<period>`.
 * A crash anywhere rolls all of it back; a second runner finds the row or the moved cursor and does
 * nothing; the ledger id would refuse a second payment anyway.
 *
 * The payer is the upline's cash wallet (never overdrawn: a short balance leaves the row
 * UNPAID_FUNDS, retried on every tick until paid) or, for a contract the house offered, the house's
 * SALARIES or DIVIDENDS account. Periods that end while an operator suspended the contract, or held
 * the downline's payouts, are recorded SUSPENDED and never paid; UNPAID_FUNDS rows wait meanwhile.
 */
import type { ContractKind, ContractPeriod, TxCode } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { type ScheduledWorkDeps, createLeasedRunner, leasesIn } from '../../db/leased-runner.ts';
import { ApiError } from '../../platform/api-error.ts';
import { isHeld } from '../agents/payouts.repository.ts';
import { type AccountSpec, HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { nextPeriod, periodOf } from './periods.ts';
import type { ContractRepository, ContractRow, PayoutRow } from './repository.ts';
import { baseOf } from './service.ts';
import { payoutOf, tiersOf } from './tiers.ts';

const LEASE = 'agent-contracts';
const CONTRACTS_PER_TICK = 500;

export const contractTransferId = (contractId: number, periodKey: string) =>
  `contract:${contractId}:${periodKey}`;
export const contractTxCode = (kind: string): TxCode =>
  kind === 'DIVIDEND' ? 'AGENT_DIVIDEND' : 'AGENT_SALARY';
const payerOf = (kind: string, uplineId: number | null): AccountSpec =>
  uplineId === null
    ? houseAccount(kind === 'DIVIDEND' ? HouseAccount.DIVIDENDS : HouseAccount.SALARIES)
    : memberWallet(uplineId);

export interface SettlementDeps extends ScheduledWorkDeps {
  readonly db: Db;
  readonly repository: ContractRepository;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf'>;
}

export interface SettlementReport {
  /** False when another runner holds the lease (this tick did nothing). */
  readonly leased: boolean;
  /** "<contract>:<period>:<status>" of every period settled now. */
  readonly settled: readonly string[];
  /** "<contract>:<period>" of every UNPAID_FUNDS payout paid now. */
  readonly retried: readonly string[];
}

const isShort = (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE';

export type ContractSettlement = ReturnType<typeof createContractSettlement>;

export function createContractSettlement(deps: SettlementDeps) {
  const repo = deps.repository;
  const { ledger } = deps.wallet;
  const runner = createLeasedRunner({
    lease: LEASE,
    leases: leasesIn(deps.db),
    deps,
    leaseMs: 30_000,
    intervalMs: 30_000,
    pass: (at) => settleAll(at.getTime()),
    idle: { settled: [], retried: [] },
  });

  /** Settles the contract's next period when it has ended; the status written, or null when nothing was. */
  async function settleNext(row: ContractRow, nowMs: number): Promise<string | null> {
    const key = row.next_period;
    if (key === null) return null;
    const period = row.period as ContractPeriod;
    const zone = await repo.timeZone(row.merchant_id);
    const at = new Date(nowMs).toISOString();
    const after = row.last_period !== null && key >= row.last_period ? null : nextPeriod(period, key, zone);
    const finish = after === null ? { status: 'ENDED', open_slot: null, ended_at: row.ended_at ?? at } : {};
    const cursor = {
      next_period: after?.key ?? null,
      next_due_at: after === null ? null : new Date(after.to).toISOString(),
      updated_at: at,
      ...finish,
    };
    // Beyond the last period (ended before it began): close without a payout.
    if (row.last_period !== null && key > row.last_period) {
      await repo.advance(deps.db, row.id, key, cursor);
      return null;
    }
    const bounds = periodOf(period, key, zone);
    if (bounds.to > nowMs) return null;
    const from = new Date(bounds.from).toISOString();
    const to = new Date(bounds.to).toISOString();
    const kind = row.kind as ContractKind;
    const base = baseOf(kind, await repo.teamFigures(row.downline_id, from, to));
    const pay = payoutOf(tiersOf(row.tiers), base);
    const currency = await deps.wallet.currencyOf(row.merchant_id);
    const transferId = contractTransferId(row.id, key);
    const payer = payerOf(kind, row.upline_id);
    const payee = memberWallet(row.downline_id);

    const record = (status: string) => ({
      contract_id: row.id,
      period_key: key,
      merchant_id: row.merchant_id,
      kind,
      upline_id: row.upline_id,
      downline_id: row.downline_id,
      period_from: from,
      period_to: to,
      currency: currency.code,
      base_minor: base.toString(),
      threshold_minor: (pay.tier?.min ?? 0n).toString(),
      bps: pay.tier?.bps ?? 0,
      amount_minor: status === 'SUSPENDED' ? '0' : pay.amount.toString(),
      status,
      transfer_id: transferId,
      settled_at: at,
      paid_at: status === 'PAID' ? at : null,
    });

    /** Claim, move the cursor and (when paying) pay: all or nothing. */
    const attempt = (status: string) =>
      repo.inTransaction(async (tx) => {
        if (!(await repo.claim(tx, record(status)))) return false;
        if (!(await repo.advance(tx, row.id, key, cursor))) throw new ClaimLost();
        if (status === 'PAID') {
          await ledger.transfer(
            {
              id: transferId,
              merchantId: row.merchant_id,
              currency: currency.code,
              debit: payer,
              credit: payee,
              amount: pay.amount,
              code: contractTxCode(kind),
              reference: `contract:${row.id}`,
              remark: key,
            },
            tx,
          );
        }
        return true;
      });

    const suspended = row.suspended_at !== null || (await isHeld(deps.db, row.downline_id));
    const status = suspended ? 'SUSPENDED' : pay.amount > 0n ? 'PAID' : 'NOTHING_DUE';
    // Accounts are opened outside the transaction, so a rollback never loses a new account's id.
    if (status === 'PAID') {
      await ledger.open(row.merchant_id, currency.code, payer);
      await ledger.open(row.merchant_id, currency.code, payee);
    }
    try {
      return (await attempt(status)) ? status : null;
    } catch (error) {
      if (error instanceof ClaimLost) return null;
      if (!isShort(error)) throw error;
      return (await attempt('UNPAID_FUNDS').catch((e: unknown) => {
        if (e instanceof ClaimLost) return false;
        throw e;
      }))
        ? 'UNPAID_FUNDS'
        : null;
    }
  }

  /** Pays an UNPAID_FUNDS payout when the upline has the money now; true when paid. */
  async function retry(row: PayoutRow, nowMs: number): Promise<boolean> {
    const at = new Date(nowMs).toISOString();
    const payer = payerOf(row.kind, row.upline_id);
    const payee = memberWallet(row.downline_id);
    await ledger.open(row.merchant_id, row.currency, payer);
    await ledger.open(row.merchant_id, row.currency, payee);
    try {
      return await repo.inTransaction(async (tx) => {
        // Read in the payment's transaction: a hold placed since the list was read still stops it.
        if (await isHeld(tx, row.downline_id)) return false;
        if (!(await repo.markPaid(tx, row.contract_id, row.period_key, at))) return false;
        await ledger.transfer(
          {
            id: row.transfer_id,
            merchantId: row.merchant_id,
            currency: row.currency,
            debit: payer,
            credit: payee,
            amount: toBigInt(row.amount_minor),
            code: contractTxCode(row.kind),
            reference: `contract:${row.contract_id}`,
            remark: row.period_key,
          },
          tx,
        );
        return true;
      });
    } catch (error) {
      if (isShort(error)) return false;
      throw error;
    }
  }

  /** Every due period and unpaid payout, without the lease (the lease only keeps runners apart). */
  async function settleAll(nowMs: number): Promise<Omit<SettlementReport, 'leased'>> {
    const settled: string[] = [];
    const now = new Date(nowMs).toISOString();
    // A contract behind by several periods is settled one period per pass, oldest first.
    for (;;) {
      const due = await repo.due(now, CONTRACTS_PER_TICK);
      let progressed = false;
      for (const row of due) {
        const status = await settleNext(row, nowMs);
        if (status !== null) settled.push(`${row.id}:${row.next_period ?? ''}:${status}`);
        const fresh = await repo.byId(row.merchant_id, row.id);
        if (fresh?.next_period !== row.next_period) progressed = true;
      }
      if (!progressed || due.length === 0) break;
    }
    const retried: string[] = [];
    for (const row of await repo.unpaid(CONTRACTS_PER_TICK)) {
      if (await retry(row, nowMs)) retried.push(`${row.contract_id}:${row.period_key}`);
    }
    return { settled, retried };
  }

  return {
    instanceId: runner.holder,
    settleAll: (at: Date = deps.now()) => settleAll(at.getTime()),
    /** One pass under the lease, at `at` (now by default). */
    tick: (at?: Date): Promise<SettlementReport> => runner.tick(at),
    /** Ticks every `intervalMs` (30 s by default) until stop(). */
    start: runner.start,
    stop: runner.stop,
  };
}

/** Another runner moved the contract's cursor first: this attempt rolls back and does nothing. */
class ClaimLost extends Error {}
