/**
 * One round: claim the session (one round at a time), record the round with its outcome already
 * fixed by the committed seed, `bet` the stake, then `win` the pay ("0.00" for a loss). A refused
 * bet plays nothing; a win the wallet has not answered leaves the round pending for a retry.
 */
import { randomBytes } from 'node:crypto';
import {
  type diceBet,
  type playRequest,
  type StudioEngine,
  type StudioRound,
  type StudioSessionValue,
  parseAmount,
  SeamlessStatus as Status,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { newServerSeed, seedHash } from './engine/fair.ts';
import { roundOutcome, winMinor } from './engine/outcome.ts';
import { STUDIO_GAMES } from './games.ts';
import type { RoundRow, SessionRow } from './repository.ts';
import { type RoundWallet, refusal } from './round-wallet.ts';
import type { StudioServiceDeps } from './service.ts';
import { roundView, sessionView } from './views.ts';

type PlayRequest = z.output<typeof playRequest>;

interface PlaySteps {
  readonly sessionFor: (token: string) => Promise<SessionRow>;
  readonly roundWallet: RoundWallet;
}

/** The stake in minor units when it is one the game offers at the session's scale. */
function offeredStake(session: SessionRow, stake: string): bigint {
  const parsed = parseAmount(stake, session.currency_scale);
  const offered = STUDIO_GAMES[session.engine as StudioEngine].stakesMinor;
  if (!parsed.ok || !offered.includes(parsed.minor)) throw new ApiError('STUDIO_STAKE_INVALID');
  return parsed.minor;
}

export function createPlay(deps: StudioServiceDeps, { sessionFor, roundWallet }: PlaySteps) {
  const { repo } = deps;
  const stamp = () => deps.now().toISOString();

  /** The round as the committed seed decides it, before any money moves. */
  function drawRound(session: SessionRow, roundId: string, stake: bigint, request: PlayRequest): RoundRow {
    const engine = session.engine as StudioEngine;
    const dice: z.output<typeof diceBet> | undefined = engine === 'dice' ? request.dice : undefined;
    const outcome = roundOutcome({
      engine,
      serverSeed: session.next_seed,
      clientSeed: session.client_seed,
      nonce: session.next_nonce,
      dice,
    });
    return {
      id: roundId,
      session_id: session.id,
      engine,
      game_code: session.game_code,
      stake_minor: stake.toString(),
      win_minor: winMinor(outcome, stake).toString(),
      server_seed_hash: session.next_seed_hash,
      server_seed: session.next_seed,
      client_seed: session.client_seed,
      nonce: session.next_nonce,
      outcome: JSON.stringify(outcome),
      status: 'betting',
      played_at: stamp(),
      settled_at: null,
    };
  }

  /** Sends the bet; on anything but OK the round is dropped and the player told why. */
  async function takeBet(session: SessionRow, round: RoundRow): Promise<string> {
    const bet = await roundWallet.placeBet(session, round);
    if (bet === null) {
      // No readable answer: we cannot know whether the stake was taken, so the bet is rolled
      // back (a rollback before its bet is remembered). Unanswered, the round stays "betting"
      // and resumePending rolls it back later.
      const undone = await roundWallet.rollbackBet(session, round.id, round.game_code);
      if (undone !== null) {
        await repo.dropRound(session.id, round.id, 'balance' in undone ? undone.balance : null);
      }
      throw new ApiError('STUDIO_WALLET_UNAVAILABLE');
    }
    if (!('balance' in bet) || bet.status !== Status.OK) {
      await repo.dropRound(session.id, round.id, 'balance' in bet ? bet.balance : null);
      const error = refusal(bet.status);
      throw 'balance' in bet ? new ApiError(error.code, { balance: bet.balance }) : error;
    }
    return bet.balance;
  }

  return async function play(
    token: string,
    request: PlayRequest,
  ): Promise<{ round: StudioRound; session: StudioSessionValue }> {
    const before = await sessionFor(token);
    const stake = offeredStake(before, request.stake);
    // A player limit that refuses the stake is told by name before any round is drawn.
    await deps.guard?.(Number(before.player_id), stake, before.currency_scale);
    if (before.engine === 'dice' && request.dice === undefined) throw new ApiError('VALIDATION_FAILED');
    if (!(await roundWallet.resumePending(before))) throw new ApiError('STUDIO_ROUND_IN_PROGRESS');

    const roundId = `r${randomBytes(12).toString('hex')}`;
    if (!(await repo.claim(before.id, roundId, stamp()))) throw new ApiError('STUDIO_ROUND_IN_PROGRESS');
    // Read again under the claim: the seed and nonce committed for exactly this round.
    const session = await sessionFor(token);
    const round = drawRound(session, roundId, stake, request);
    await repo.insertRound(round);

    const balance = await takeBet(session, round);
    const seed = newServerSeed();
    await repo.betTaken(round, { seed, seedHash: seedHash(seed), nonce: session.next_nonce + 1, balance });
    await roundWallet.settle(session, round);
    const saved = await repo.round(roundId);
    const after = await sessionFor(token);
    return { round: roundView(saved ?? round, after.currency_scale), session: sessionView(after, token) };
  };
}
