/**
 * A round's calls to the seamless wallet: the bet, the win (retried with the same transactionId
 * until answered, idempotent at the wallet), and the rollback of a bet whose answer was lost.
 */
import { formatMinor, type SeamlessStatus, SeamlessStatus as Status } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { toBigInt } from '../wallet/money.ts';
import type { RoundRow, SessionRow } from './repository.ts';
import type { TransactionAnswer } from './seamless-client.ts';
import type { StudioServiceDeps } from './service.ts';

/** Win calls per request before the round is left pending for the next call to retry. */
const WIN_ATTEMPTS = 3;
/** A bet in flight longer than this lost its request (no bet call takes a minute in-process). */
const ABANDONED_BET_MS = 60_000;

/** The player's error for a bet the wallet refused. */
export function refusal(status: SeamlessStatus | undefined): ApiError {
  switch (status) {
    case Status.INSUFFICIENT_FUNDS:
      return new ApiError('STUDIO_INSUFFICIENT_FUNDS');
    case Status.BET_LIMIT_EXCEEDED:
      return new ApiError('STUDIO_BONUS_MAX_STAKE');
    case Status.SESSION_EXPIRED:
      return new ApiError('STUDIO_SESSION_EXPIRED');
    case Status.PLAYER_BLOCKED:
    case Status.UNKNOWN_PLAYER:
      return new ApiError('STUDIO_PLAYER_BLOCKED');
    default:
      return new ApiError('STUDIO_WALLET_UNAVAILABLE');
  }
}

/** A round's money at the session's scale, as the wallet reads it. */
const amount = (session: SessionRow, minor: string | number | bigint) =>
  formatMinor(toBigInt(minor), session.currency_scale);

export type RoundWallet = ReturnType<typeof createRoundWallet>;

export function createRoundWallet(deps: StudioServiceDeps) {
  const { repo, wallet } = deps;
  const timestamp = () => deps.now().getTime();

  function placeBet(session: SessionRow, round: RoundRow): Promise<TransactionAnswer | null> {
    return wallet.bet(session.vendor_code, {
      playerId: session.player_id,
      sessionId: session.vendor_session_id,
      transactionId: `${round.id}-bet`,
      roundId: round.id,
      gameCode: round.game_code,
      amount: amount(session, round.stake_minor),
      timestamp: timestamp(),
    });
  }

  function rollbackBet(session: SessionRow, roundId: string, gameCode: string) {
    return wallet.rollback(session.vendor_code, {
      playerId: session.player_id,
      transactionId: `${roundId}-rollback`,
      betTransactionId: `${roundId}-bet`,
      roundId,
      gameCode,
      timestamp: timestamp(),
    });
  }

  /** Asks the wallet for the win until it answers or the attempts run out; true when settled. */
  async function settle(session: SessionRow, round: RoundRow): Promise<boolean> {
    for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt += 1) {
      const answer = await wallet.win(session.vendor_code, {
        playerId: session.player_id,
        transactionId: `${round.id}-win`,
        betTransactionId: `${round.id}-bet`,
        roundId: round.id,
        gameCode: round.game_code,
        amount: amount(session, round.win_minor),
        timestamp: timestamp(),
      });
      if (answer !== null && 'balance' in answer && answer.status === Status.OK) {
        await repo.settleRound(round, answer.balance, deps.now().toISOString());
        return true;
      }
    }
    return false;
  }

  /**
   * Finishes the session's unfinished round, if any; true when the session is free to play. A
   * round still "betting" long after its claim lost its request mid-bet (a crash): the wallet may
   * or may not have the bet, so it is rolled back (a rollback before its bet is remembered).
   */
  async function resumePending(session: SessionRow): Promise<boolean> {
    if (session.busy_round_id === null) return true;
    const round = await repo.round(session.busy_round_id);
    if (round === undefined || round.status === 'betting') {
      const age = deps.now().getTime() - Date.parse(session.last_used_at);
      if (age < ABANDONED_BET_MS) return false;
      const answer = await rollbackBet(session, session.busy_round_id, round?.game_code ?? session.game_code);
      if (answer === null) return false;
      await repo.dropRound(session.id, session.busy_round_id, 'balance' in answer ? answer.balance : null);
      return true;
    }
    return settle(session, round);
  }

  return { placeBet, rollbackBet, settle, resumePending };
}
