/**
 * bet: takes the stake from the member's wallet to the vendor's settlement account and opens the
 * betting record, in one transaction with its answer. A bet whose rollback came first moves nothing.
 */
import {
  type BetGameType,
  type GameHoldingCategory,
  type SeamlessBetRequest,
  SeamlessStatus,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { GameRow } from '../games/repository.ts';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import {
  type SeamlessAnswer,
  type SeamlessDeps,
  hashOf,
  invalidRequest,
  ledgerIdOf,
  touchVendorSession,
} from './context.ts';
import { type Call, type Idempotency, Retry, amountOf, roundReference } from './idempotency.ts';

/** The betting record's game types (spec 5.12 filters) by catalogue category. */
const BET_GAME_TYPE: Readonly<Record<GameHoldingCategory, BetGameType>> = {
  LOTT: 'LOTT',
  ELOTT: 'LOTT',
  RNG: 'RNG',
  FISH: 'FISH',
  LIVE: 'LIVE',
  LIVESTREAM: 'LIVE',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
};

export function createBet(deps: SeamlessDeps, { idempotent, store, final }: Idempotency) {
  const repo = deps.repository;

  /** Opens the bet, takes the stake and opens its betting record; Retry on a lost race. */
  function take(call: Call, input: SeamlessBetRequest, amount: bigint, game: GameRow) {
    const { member, currency, vendor } = call;
    const recordId = hashOf(`bet-record\n${vendor}\n${input.transactionId}`);
    const transferId = ledgerIdOf('bet', vendor, input.transactionId);
    return repo.transaction(async (tx) => {
      const opened = await repo.insertBet(tx, {
        vendor_code: vendor,
        bet_transaction_id: input.transactionId,
        merchant_id: member.merchant_id,
        member_id: member.id,
        round_id: input.roundId,
        game_code: input.gameCode,
        state: 'open',
        amount_minor: amount.toString(),
        bet_record_id: recordId,
        created_at: call.now,
        updated_at: call.now,
      });
      if (!opened) {
        const earlier = await repo.bet(tx, vendor, input.transactionId);
        // Its rollback came first: the late bet moves nothing.
        if (earlier?.state === 'tombstone') return store(tx, call, SeamlessStatus.BET_ROLLED_BACK);
        throw new Retry();
      }
      await deps.wallet.ledger.transfer(
        {
          id: transferId,
          merchantId: member.merchant_id,
          currency: currency.code,
          debit: memberWallet(member.id),
          credit: gameSettlement(vendor),
          amount,
          code: 'BET',
          reference: roundReference(call),
        },
        tx,
      );
      await betRecords.open(tx, [
        {
          id: recordId,
          merchantId: member.merchant_id,
          memberId: member.id,
          gameType: BET_GAME_TYPE[game.category],
          vendorCode: vendor,
          gameId: String(game.id),
          gameName: game.nameEn,
          betMinor: amount,
          betTransferId: transferId,
          placedAt: call.now,
        },
      ]);
      return store(tx, call, SeamlessStatus.OK);
    });
  }

  return async function bet(vendor: string, input: SeamlessBetRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'bet', input, async (call) => {
      const { member, currency } = call;
      const amount = amountOf(input.amount, currency.scale, false);
      const game = await deps.games.findIconGame(vendor, input.gameCode);
      if (amount === null || game === null) return invalidRequest();
      if (member.disabled === 1) return final(call, SeamlessStatus.PLAYER_BLOCKED);
      const session = { sessionId: input.sessionId, vendor, memberId: member.id };
      if (!(await touchVendorSession(deps, session, new Date(call.now))))
        return final(call, SeamlessStatus.SESSION_EXPIRED);
      try {
        return await take(call, input, amount, game);
      } catch (error) {
        // The ledger's guard refused the debit and everything rolled back; the refusal is final.
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
      }
      return final(call, SeamlessStatus.INSUFFICIENT_FUNDS);
    });
  };
}
