/**
 * What an operator may do to money, shared by the operator API and the CLI: decide deposits and
 * withdrawals, adjust a balance with a reason. Every action is written to the audit log with who,
 * what, when, the target, the state before and after and the client address, in the action's own
 * transaction: an action is never recorded without happening nor happens unrecorded. An API
 * operator acts only on its own merchant: another merchant's requests and members answer as if they
 * did not exist.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../platform/api-error.ts';
import { appendAudit } from '../audit/repository.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { depositRecord } from '../wallet/deposits.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { formatMinor, parseAmount, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { withdrawRecord } from '../wallet/withdrawals.ts';
import type { OperatorRepository } from './repository.ts';

/** Who acts: the audit name, and the one merchant it may touch (null: the CLI, every merchant). */
export interface Actor {
  readonly name: string;
  readonly merchantId: number | null;
  /** The signed-in operator (absent for the command line). */
  readonly operatorId?: number | null;
  /** The client address the request came from (absent for the command line). */
  readonly address?: string | null;
}

/**
 * Runs in a withdrawal decision's transaction, after the status change and the money (a second
 * approval's claim); when it throws nothing happens. What it answers joins the audit entry's detail.
 */
export type Alongside = (tx: Tx) => Promise<Record<string, unknown>>;

interface Recorded {
  readonly action: string;
  readonly merchantId: number;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly detail: unknown;
}

const mayTouch = (actor: Actor, merchantId: number | undefined) =>
  merchantId !== undefined && (actor.merchantId === null || actor.merchantId === merchantId);

/**
 * Request ids are chosen by each merchant's operators, so the merchant is part of the transfer id:
 * two merchants using the same request id get two adjustments. Transfers written before this
 * (`adjust:<requestId>`) keep their ids; request ids cannot hold ':', so the two forms never meet.
 */
export const adjustmentId = (merchantId: number, requestId: string | undefined) =>
  `adjust:m${merchantId}:${requestId ?? randomBytes(12).toString('hex')}`;

export function createOperatorActions(repo: OperatorRepository, wallet: WalletService, now: () => Date) {
  const audit = (tx: Tx, actor: Actor, entry: Recorded) =>
    appendAudit(tx, {
      ...entry,
      actor: actor.name,
      operatorId: actor.operatorId ?? null,
      address: actor.address ?? null,
      at: now().toISOString(),
    });

  async function decideDeposit(actor: Actor, id: string, approve: boolean, remark: string | null) {
    const merchantId = (await repo.depositMerchant(id))?.merchant_id;
    if (merchantId === undefined || !mayTouch(actor, merchantId)) throw new ApiError('DEPOSIT_NOT_FOUND');
    const { scale } = await wallet.currencyOf(merchantId);
    const cashier = wallet.deps.cashier;
    // Only a pending deposit is decided, so the row read now is the one the decision changes.
    const before = await cashier.deposit(id);
    const outcome = await wallet.deposits.decide(id, approve, actor.name, remark, async (tx) => {
      const after = await cashier.deposit(id, tx);
      if (before === undefined || after === undefined) throw new Error(`deposit ${id} vanished`);
      await audit(tx, actor, {
        action: approve ? 'deposit.approve' : 'deposit.reject',
        merchantId,
        target: `deposit:${id}`,
        before: depositRecord(before, scale),
        after: depositRecord(after, scale),
        detail: { depositId: id, remark },
      });
    });
    if (!outcome.decided) throw new ApiError('ALREADY_DECIDED', { status: outcome.after.status });
    return { id, status: outcome.after.status };
  }

  async function decideWithdrawal(
    actor: Actor,
    id: string,
    approve: boolean,
    remark: string | null,
    alongside?: Alongside,
  ) {
    const merchantId = (await repo.withdrawalMerchant(id))?.merchant_id;
    if (merchantId === undefined || !mayTouch(actor, merchantId)) throw new ApiError('WITHDRAWAL_NOT_FOUND');
    const { scale } = await wallet.currencyOf(merchantId);
    const cashier = wallet.deps.cashier;
    // Only a pending withdrawal is decided, so the row read now is the one the decision changes.
    const before = await cashier.withdrawal(id);
    const outcome = await wallet.withdrawals.decide(id, approve, actor.name, remark, async (tx) => {
      const after = await cashier.withdrawal(id, tx);
      if (before === undefined || after === undefined) throw new Error(`withdrawal ${id} vanished`);
      const also = alongside === undefined ? {} : await alongside(tx);
      await audit(tx, actor, {
        action: approve ? 'withdrawal.approve' : 'withdrawal.reject',
        merchantId,
        target: `withdrawal:${id}`,
        before: withdrawRecord(before, scale),
        after: withdrawRecord(after, scale),
        detail: { withdrawalId: id, remark, ...also },
      });
    });
    return { id, status: outcome.after.status };
  }

  /**
   * A retry of an adjustment written before ids carried the merchant (`adjust:<requestId>`) replays
   * it instead of moving the money again; the same id for other money is a reused id.
   */
  async function legacyReplay(
    merchantId: number,
    currency: string,
    memberId: number,
    amount: bigint,
    debit: boolean,
    requestId: string | undefined,
  ): Promise<string | null> {
    if (requestId === undefined) return null;
    const found = await wallet.ledger.findTransfer(`adjust:${requestId}`);
    if (found === undefined || found.merchant_id !== merchantId) return null;
    const account = await wallet.ledger.open(merchantId, currency, memberWallet(memberId));
    const sameSide = (debit ? found.debit_account_id : found.credit_account_id) === account;
    if (!sameSide || toBigInt(found.amount) !== amount) throw new ApiError('TRANSFER_ID_REUSED');
    return found.id;
  }

  return {
    approveDeposit: (actor: Actor, id: string, remark: string | null = null) =>
      decideDeposit(actor, id, true, remark),
    rejectDeposit: (actor: Actor, id: string, remark: string) => decideDeposit(actor, id, false, remark),
    approveWithdrawal: (actor: Actor, id: string, remark: string | null = null, alongside?: Alongside) =>
      decideWithdrawal(actor, id, true, remark, alongside),
    rejectWithdrawal: (actor: Actor, id: string, remark: string, alongside?: Alongside) =>
      decideWithdrawal(actor, id, false, remark, alongside),

    /**
     * A correction is a new transfer against the adjustments account; it can never overdraw the member.
     * `first` runs in the transfer's transaction before it (an approval's claim): when it throws,
     * nothing moves.
     */
    async adjust(
      actor: Actor,
      memberId: number,
      signedAmount: string,
      reason: string,
      requestId?: string,
      first?: (tx: Tx) => Promise<void>,
    ) {
      if (reason.trim() === '') throw new ApiError('REASON_REQUIRED');
      const member = await repo.member(memberId);
      if (member === undefined || !mayTouch(actor, member.merchant_id))
        throw new ApiError('USER_NOT_FOUND_OR_DISABLED');
      const currency = await wallet.currencyOf(member.merchant_id);
      const debit = signedAmount.trim().startsWith('-');
      const parsed = parseAmount(signedAmount.trim().replace(/^[+-]/, ''), currency.scale);
      if (!parsed.ok) throw new ApiError(parsed.code, { field: 'amount' });
      const wallets = { member: memberWallet(memberId), house: houseAccount(HouseAccount.ADJUSTMENTS) };
      const before = await wallet.ledger.balance(member.merchant_id, currency.code, wallets.member);
      const legacy = await legacyReplay(
        member.merchant_id,
        currency.code,
        memberId,
        parsed.minor,
        debit,
        requestId,
      );
      if (legacy !== null)
        return {
          transferId: legacy,
          sumBalance: formatMinor(before.available, currency.scale),
          replayed: true,
        };
      const amount = `${debit ? '-' : '+'}${formatMinor(parsed.minor, currency.scale)}`;
      const result = await repo.transaction(async (tx) => {
        if (first !== undefined) await first(tx);
        const moved = await wallet.ledger.transfer(
          {
            id: adjustmentId(member.merchant_id, requestId),
            merchantId: member.merchant_id,
            currency: currency.code,
            debit: debit ? wallets.member : wallets.house,
            credit: debit ? wallets.house : wallets.member,
            amount: parsed.minor,
            code: 'ADJUSTMENT',
            remark: reason.slice(0, 255),
          },
          tx,
        );
        if (moved.replayed) return moved;
        // The member's ledger balance as this transfer left it, and so as it found it.
        const t = moved.transfer;
        const balanceAfter = toBigInt(debit ? t.debit_balance_after : t.credit_balance_after);
        const balanceBefore = debit ? balanceAfter + parsed.minor : balanceAfter - parsed.minor;
        await audit(tx, actor, {
          action: 'balance.adjust',
          merchantId: member.merchant_id,
          target: `member:${memberId}`,
          before: { balance: formatMinor(balanceBefore, currency.scale) },
          after: { balance: formatMinor(balanceAfter, currency.scale) },
          detail: { memberId, username: member.username, amount, reason, transferId: t.id },
        });
        return moved;
      });
      const after = await wallet.ledger.balance(member.merchant_id, currency.code, wallets.member);
      return {
        transferId: result.transfer.id,
        sumBalance: formatMinor(after.available, currency.scale),
        replayed: result.replayed,
      };
    },
  };
}
export type OperatorActions = ReturnType<typeof createOperatorActions>;
