/**
 * rollback: refunds an open bet exactly once (its refund's ledger id is derived from the bet, not
 * the rollback). A bet whose round already settled is never refunded: win and rollback of one bet
 * both claim it from 'open' by one conditional UPDATE (which also locks the row on PostgreSQL until
 * the transaction ends), so whichever commits first decides and the other sees the bet as it left
 * it. A rollback before its bet is remembered (a tombstone), so the late bet moves nothing.
 */
import { type SeamlessRollbackRequest, SeamlessStatus } from '@openlobby/contract';
import { gameSettlement } from '../wallet/accounts.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { type SeamlessAnswer, type SeamlessDeps, ledgerIdOf, refusal } from './context.ts';
import { type Call, type Idempotency, Retry, roundReference } from './idempotency.ts';
import type { BetRow } from './repository.ts';

export function createRollback(deps: SeamlessDeps, { idempotent, store }: Idempotency) {
  const repo = deps.repository;

  async function refund(tx: Tx, call: Call, placed: BetRow): Promise<SeamlessAnswer> {
    const { member, currency, vendor } = call;
    // Each part back where it came from (a bonus that ended keeps none of it for the member).
    await deps.wallet.bonus.stakes.pay(tx, {
      merchantId: member.merchant_id,
      memberId: member.id,
      currency: currency.code,
      amount: BigInt(placed.amount_minor),
      stakeMinor: BigInt(placed.amount_minor),
      bonusMinor: BigInt(placed.bonus_minor),
      bonusId: placed.bonus_id,
      debit: gameSettlement(vendor),
      cashTransferId: ledgerIdOf('refund', vendor, placed.bet_transaction_id),
      bonusTransferId: ledgerIdOf('refund-bonus', vendor, placed.bet_transaction_id),
      code: 'REFUND',
      reference: roundReference(call),
    });
    if (placed.bet_record_id !== null) await betRecords.cancel(tx, placed.bet_record_id, call.now);
    return store(tx, call, SeamlessStatus.OK);
  }

  /** No open bet to refund: answers what became of it, or remembers the rollback for a late bet. */
  async function nothingOpen(tx: Tx, call: Call, input: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    const { member, vendor } = call;
    const earlier = await repo.bet(tx, vendor, input.betTransactionId);
    if (earlier === undefined) {
      // The id is this vendor's win or rollback: there is no stake to give back, and saying OK
      // would tell the vendor money moved when none did.
      const named = await repo.storedAction(tx, vendor, input.betTransactionId);
      if (named !== undefined && named !== 'bet') return store(tx, call, SeamlessStatus.NOT_A_BET);
      // Before its bet: remember it, so the late bet moves nothing.
      const remembered = await repo.insertBet(tx, {
        vendor_code: vendor,
        bet_transaction_id: input.betTransactionId,
        merchant_id: member.merchant_id,
        member_id: member.id,
        round_id: input.roundId,
        game_code: input.gameCode,
        state: 'tombstone',
        created_at: call.now,
        updated_at: call.now,
      });
      // The bet landed meanwhile: run again and refund it.
      if (!remembered) throw new Retry();
    } else if (earlier.member_id !== member.id) {
      return refusal(SeamlessStatus.BET_NOT_FOUND);
    } else if (earlier.state === 'settled') {
      return store(tx, call, SeamlessStatus.BET_ALREADY_SETTLED);
    }
    // Already rolled back, or remembered: nothing more moves.
    return store(tx, call, SeamlessStatus.OK);
  }

  return async function rollback(vendor: string, input: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'rollback', input, async (call) => {
      const key = { vendorCode: vendor, betTransactionId: input.betTransactionId, memberId: call.member.id };
      return repo.transaction(async (tx) => {
        const placed = await repo.moveBet(tx, key, ['open'], 'rolled_back', call.now);
        return placed === undefined ? nothingOpen(tx, call, input) : refund(tx, call, placed);
      });
    });
  };
}
