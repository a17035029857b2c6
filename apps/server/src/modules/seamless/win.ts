/**
 * win: pays the round's win into the member's wallet and settles the betting record. Never refused
 * for an expired session or a member disabled after the bet: the round was played.
 */
import { type SeamlessWinRequest, SeamlessStatus } from '@openlobby/contract';
import { gameSettlement } from '../wallet/accounts.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import { type SeamlessAnswer, type SeamlessDeps, invalidRequest, ledgerIdOf, refusal } from './context.ts';
import { type Idempotency, amountOf, roundReference } from './idempotency.ts';

export function createWin(deps: SeamlessDeps, { idempotent, store }: Idempotency) {
  const repo = deps.repository;

  return async function win(vendor: string, input: SeamlessWinRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'win', input, async (call) => {
      const { member, currency } = call;
      const amount = amountOf(input.amount, currency.scale, true);
      if (amount === null) return invalidRequest();
      const key = { vendorCode: vendor, betTransactionId: input.betTransactionId, memberId: member.id };
      let wagered = false;
      const answered = await repo.transaction(async (tx) => {
        const placed = await repo.moveBet(tx, key, ['open', 'settled'], 'settled', call.now);
        if (placed === undefined) {
          const earlier = await repo.bet(tx, vendor, input.betTransactionId);
          // Not stored: the bet may still arrive, and then this win is good.
          if (earlier === undefined || earlier.member_id !== member.id)
            return refusal(SeamlessStatus.BET_NOT_FOUND);
          return store(tx, call, SeamlessStatus.BET_ROLLED_BACK);
        }
        wagered = placed.wagered;
        let transferId: string | null = null;
        if (amount > 0n) {
          // Split as the stake was: the bonus part stays bonus money while the bonus is active.
          transferId = await deps.wallet.bonus.stakes.pay(tx, {
            merchantId: member.merchant_id,
            memberId: member.id,
            currency: currency.code,
            amount,
            stakeMinor: BigInt(placed.amount_minor),
            bonusMinor: BigInt(placed.bonus_minor),
            bonusId: placed.bonus_id,
            debit: gameSettlement(vendor),
            cashTransferId: ledgerIdOf('win', vendor, input.transactionId),
            bonusTransferId: ledgerIdOf('win-bonus', vendor, input.transactionId),
            code: 'WIN',
            reference: roundReference(call),
          });
        }
        if (placed.bet_record_id !== null)
          await betRecords.settle(tx, placed.bet_record_id, amount, transferId, call.now, call.counted);
        // A bonus whose last money this round lost cannot be wagered through any more.
        if (placed.bonus_id !== null) await deps.wallet.bonus.closeIfSpent(tx, placed.bonus_id);
        return store(tx, call, SeamlessStatus.OK);
      });
      // The settled bet may have been the last one a wagered-through bonus waited for: only a bet
      // that counted in a bonus's wagering can be (a bonus granted after it waits for none of it).
      if (wagered) await deps.wallet.bonus.settleActiveOf(member.id);
      return answered;
    });
  };
}
