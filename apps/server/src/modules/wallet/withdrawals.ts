/**
 * Withdrawals: a request places a two-phase hold on the wallet (in the same transaction as its row,
 * so neither exists without the other); the operator's approval posts the hold, a rejection voids
 * it and the money is available again. Each hold resolves once (ledger) and each request is
 * decided once (conditional update from pending).
 */
import { randomBytes } from 'node:crypto';
import type {
  WithdrawRecord,
  WithdrawStatus,
  WithdrawSettingsValue,
  withdrawRequest,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { HouseAccount, houseAccount, memberWallet } from './accounts.ts';
import { mainWallet, walletValue } from './balance.ts';
import { cardIdOf } from './bank-cards.ts';
import type { WithdrawalRow } from './cashier.repository.ts';
import type { Tx } from './ledger.repository.ts';
import {
  type Currency,
  type WalletCaller,
  type WalletDeps,
  amountOrThrow,
  cashierMemberOf,
  checkRange,
  configLimit,
  earlierRequest,
  requestNumber,
} from './context.ts';
import { formatMinor, toBigInt } from './money.ts';
import type { PaymentPassword } from './payment-password.ts';
import type { WithdrawalVerification } from '../verification/wiring.ts';

export function withdrawRecord(row: WithdrawalRow, scale: number): WithdrawRecord {
  return {
    withdrawId: row.id,
    status: row.status as WithdrawStatus,
    amount: formatMinor(toBigInt(row.amount_minor), scale),
    fee: formatMinor(toBigInt(row.fee_minor), scale),
    cardId: row.card_id === null ? null : String(row.card_id),
    bankName: row.bank_name,
    maskedNumber: row.masked_number,
    remark: row.remark,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

const startOfUtcDay = (now: Date) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

export function createWithdrawals(
  deps: WalletDeps,
  currencyOf: (merchantId: number) => Promise<Currency>,
  paymentPassword: PaymentPassword,
  verification: WithdrawalVerification,
) {
  const limits = async (merchantId: number, scale: number) => {
    const rules = await deps.limitsOf(merchantId);
    return {
      min: configLimit(rules.withdrawMin, scale, 'min'),
      max: configLimit(rules.withdrawMax, scale, 'max'),
      dailyCount: rules.withdrawDailyCount,
      processingMinutes: rules.withdrawProcessingMinutes,
    };
  };

  return {
    async settings(caller: WalletCaller): Promise<WithdrawSettingsValue> {
      const member = await cashierMemberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const { min, max, dailyCount, processingMinutes } = await limits(caller.merchantId, currency.scale);
      // Withdrawals come from the main wallet only: money at a vendor must be transferred back first.
      const main = await mainWallet(deps, member, currency);
      const used = await deps.cashier.countWithdrawalsSince(member.id, startOfUtcDay(deps.now()));
      const bonus = await deps.bonus.activeWithBalance(member.id);
      return {
        currency: currency.code,
        currencySymbol: currency.symbol,
        minAmount: formatMinor(min, currency.scale),
        maxAmount: formatMinor(max, currency.scale),
        dailyCount,
        remainingToday: Math.max(0, dailyCount - used),
        available: formatMinor(main.available, currency.scale),
        mainBalance: formatMinor(main.posted, currency.scale),
        processingMinutes,
        hasPaymentPassword: member.payment_password_hash !== null,
        hasPayeeName: member.payee_name !== null,
        bonusBalance: formatMinor(bonus?.balance ?? 0n, currency.scale),
        bonusActive: bonus !== undefined,
      };
    },

    async request(caller: WalletCaller, input: z.output<typeof withdrawRequest>) {
      const member = await cashierMemberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const amount = amountOrThrow(input.amount, currency.scale);
      const { min, max, dailyCount } = await limits(caller.merchantId, currency.scale);
      checkRange(amount, min, max, currency.scale);
      if (member.payee_name === null) throw new ApiError('PAYEE_NAME_REQUIRED');
      await paymentPassword.verify(member, input.paymentPassword);
      const card = await deps.cashier.card(member.id, cardIdOf(input.cardId));
      if (card === undefined) throw new ApiError('BANK_CARD_NOT_FOUND', { field: 'cardId' });
      const answer = async (row: WithdrawalRow) => ({
        withdrawal: withdrawRecord(row, currency.scale),
        wallet: await walletValue(deps, member, currency),
      });
      const earlier = await earlierRequest(
        input.requestId,
        (requestId) => deps.cashier.withdrawalByRequest(member.id, requestId),
        (row) => toBigInt(row.amount_minor) === amount && row.card_id === card.id,
      );
      if (earlier !== undefined) return answer(earlier);
      // Identity verification (modules/verification): above the merchant's amount, or always.
      await verification.checkWithdrawal(caller.merchantId, member.id, amount);
      // Bonus money is never withdrawn; asking for a withdrawal gives an unfinished bonus up, so
      // the member says so first.
      if (input.forfeitBonus !== true && (await deps.bonus.activeOf(member.id)) !== undefined)
        throw new ApiError('BONUS_FORFEIT_REQUIRED');
      const now = deps.now();
      if ((await deps.cashier.countWithdrawalsSince(member.id, startOfUtcDay(now))) >= dailyCount) {
        throw new ApiError('WITHDRAW_DAILY_LIMIT', { dailyCount });
      }
      const id = requestNumber('W', now, randomBytes(3).toString('hex'));
      const holdId = `withdraw:${id}`;
      await deps.cashier.transaction(async (tx) => {
        if (input.forfeitBonus === true) await deps.bonus.forfeitForWithdrawal(tx, member.id);
        await deps.cashier.insertWithdrawal(tx, {
          id,
          merchant_id: caller.merchantId,
          member_id: member.id,
          card_id: card.id,
          bank_name: card.bank_name,
          masked_number: card.masked_number,
          status: 'pending',
          amount_minor: amount,
          hold_transfer_id: holdId,
          request_id: input.requestId ?? null,
          created_at: now.toISOString(),
        });
        await deps.ledger.hold(
          {
            id: holdId,
            merchantId: caller.merchantId,
            currency: currency.code,
            debit: memberWallet(member.id),
            credit: houseAccount(HouseAccount.WITHDRAWALS),
            amount,
            code: 'WITHDRAW_HOLD',
            reference: id,
          },
          tx,
        );
      });
      const row = await deps.cashier.withdrawal(id);
      if (row === undefined) throw new Error(`withdrawal ${id} vanished`);
      return answer(row);
    },

    /** Approve posts the hold (the money leaves); reject voids it (the money is back). */
    async decide(
      withdrawalId: string,
      approve: boolean,
      by: string,
      remark: string | null,
      /** Runs in the decision's transaction (the operator's audit entry commits with it). */
      record?: (tx: Tx) => Promise<void>,
    ) {
      const before = await deps.cashier.withdrawal(withdrawalId);
      if (before === undefined) throw new ApiError('WITHDRAWAL_NOT_FOUND');
      const currency = await currencyOf(before.merchant_id);
      await deps.cashier.transaction(async (tx) => {
        const status = approve ? 'approved' : 'rejected';
        const changed = await deps.cashier.decideWithdrawal(tx, withdrawalId, {
          status,
          remark,
          at: deps.now().toISOString(),
          by,
        });
        if (!changed) throw new ApiError('ALREADY_DECIDED');
        await deps.ledger.resolve(
          {
            id: `${before.hold_transfer_id}:${approve ? 'post' : 'void'}`,
            merchantId: before.merchant_id,
            pendingId: before.hold_transfer_id,
            action: approve ? 'post' : 'void',
            code: approve ? 'WITHDRAW' : 'WITHDRAW_RELEASE',
            remark,
          },
          tx,
        );
        await record?.(tx);
      });
      const after = await deps.cashier.withdrawal(withdrawalId);
      if (after === undefined) throw new Error(`withdrawal ${withdrawalId} vanished`);
      return { before, after, scale: currency.scale };
    },
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
