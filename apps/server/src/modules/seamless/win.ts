/**
 * win: pays the round's win into the member's wallet and settles the betting record. Never refused
 * for an expired session or a member disabled after the bet: the round was played.
 */
import { type SeamlessWinRequest, SeamlessStatus } from '@openlobby/contract';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
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
      return repo.transaction(async (tx) => {
        const placed = await repo.moveBet(tx, key, ['open', 'settled'], 'settled', call.now);
        if (placed === undefined) {
          const earlier = await repo.bet(tx, vendor, input.betTransactionId);
          // Not stored: the bet may still arrive, and then this win is good.
          if (earlier === undefined || earlier.member_id !== member.id)
            return refusal(SeamlessStatus.BET_NOT_FOUND);
          return store(tx, call, SeamlessStatus.BET_ROLLED_BACK);
        }
        let transferId: string | null = null;
        if (amount > 0n) {
          transferId = ledgerIdOf('win', vendor, input.transactionId);
          await deps.wallet.ledger.transfer(
            {
              id: transferId,
              merchantId: member.merchant_id,
              currency: currency.code,
              debit: gameSettlement(vendor),
              credit: memberWallet(member.id),
              amount,
              code: 'WIN',
              reference: roundReference(call),
            },
            tx,
          );
        }
        if (placed.bet_record_id !== null)
          await betRecords.settle(tx, placed.bet_record_id, amount, transferId, call.now);
        return store(tx, call, SeamlessStatus.OK);
      });
    });
  };
}
