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
import { isLimitRefusal } from '../protection/refusals.ts';
import type { GameRow } from '../games/repository.ts';
import { gameSettlement } from '../wallet/accounts.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import {
  type SeamlessAnswer,
  type SeamlessDeps,
  hashOf,
  invalidRequest,
  ledgerIdOf,
  touchVendorSession,
} from './context.ts';
import { createBetGames } from './bet-games.ts';
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

const sessionOf = (call: Call, input: SeamlessBetRequest) => ({
  sessionId: input.sessionId,
  vendor: call.vendor,
  memberId: call.member.id,
});

export function createBet(deps: SeamlessDeps, { idempotent, store, final }: Idempotency) {
  const repo = deps.repository;
  const gameOf = createBetGames(deps.games, deps.cacheBus);

  /** Opens the bet, takes the stake and opens its betting record; Retry on a lost race. */
  function take(
    call: Call,
    input: SeamlessBetRequest,
    amount: bigint,
    game: GameRow,
    wageredThrough: number[],
  ) {
    const { member, currency, vendor } = call;
    const recordId = hashOf(`bet-record\n${vendor}\n${input.transactionId}`);
    return repo.transaction(async (tx) => {
      // The session's idle clock moves in the stake's own transaction: one commit per bet, not two.
      if (!(await touchVendorSession(deps, sessionOf(call, input), new Date(call.now), tx)))
        return store(tx, call, SeamlessStatus.SESSION_EXPIRED);
      // Player limits, checked in the stake's own transaction (protection/guard.ts explains the lock).
      await deps.wallet.deps.protection.check({
        memberId: member.id,
        action: 'bet',
        amountMinor: amount,
        scale: currency.scale,
        tx,
        at: new Date(call.now),
      });
      const opened = await repo.openBet(tx, {
        vendor_code: vendor,
        bet_transaction_id: input.transactionId,
        merchant_id: member.merchant_id,
        member_id: member.id,
        round_id: input.roundId,
        game_code: input.gameCode,
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
      // Cash first, then the active bonus's money.
      const stake = await deps.wallet.bonus.stakes.take(tx, {
        merchantId: member.merchant_id,
        memberId: member.id,
        currency: currency.code,
        amount,
        credit: gameSettlement(vendor),
        cashTransferId: ledgerIdOf('bet', vendor, input.transactionId),
        bonusTransferId: ledgerIdOf('bet-bonus', vendor, input.transactionId),
        reference: roundReference(call),
        at: call.now,
      });
      if (stake.bonusId !== null)
        await repo.setBetBonus(tx, vendor, input.transactionId, stake.bonusMinor, stake.bonusId);
      const met = await betRecords.open(
        tx,
        [
          {
            id: recordId,
            merchantId: member.merchant_id,
            memberId: member.id,
            gameType: BET_GAME_TYPE[game.category],
            vendorCode: vendor,
            gameId: String(game.id),
            gameName: game.nameEn,
            betMinor: amount,
            betTransferId: stake.recordTransferId,
            placedAt: call.now,
          },
        ],
        { memberId: member.id, bonus: stake.activeBonus },
        call.counted,
      );
      const answer = await store(tx, call, SeamlessStatus.OK);
      wageredThrough.push(...met);
      return answer;
    });
  }

  return async function bet(vendor: string, input: SeamlessBetRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'bet', input, async (call) => {
      const { member, currency } = call;
      const amount = amountOf(input.amount, currency.scale, false);
      const game = await gameOf(vendor, input.gameCode);
      if (amount === null || game === null) return invalidRequest();
      if (member.disabled === 1) return final(call, SeamlessStatus.PLAYER_BLOCKED);
      const wageredThrough: number[] = [];
      try {
        const answer = await take(call, input, amount, game, wageredThrough);
        // The bet finished a bonus's wagering: it turns into cash now that the bet is committed.
        for (const bonusId of wageredThrough) await deps.wallet.bonus.settle(bonusId);
        return answer;
      } catch (error) {
        // A refused bet still was the session's activity; its touch rolled back with the stake.
        if (!(error instanceof Retry))
          await touchVendorSession(deps, sessionOf(call, input), new Date(call.now));
        // The ledger's guard, the bonus's stake cap or a player limit (protection/guard.ts) refused
        // and everything rolled back; final.
        if (isLimitRefusal(error)) return final(call, SeamlessStatus.BET_LIMIT_EXCEEDED);
        if (error instanceof ApiError && error.code === 'BONUS_MAX_STAKE')
          return final(call, SeamlessStatus.BET_LIMIT_EXCEEDED);
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
      }
      return final(call, SeamlessStatus.INSUFFICIENT_FUNDS);
    });
  };
}
