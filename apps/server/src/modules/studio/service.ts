/**
 * The studio's rounds. A round is: claim the session (one round at a time), `bet` the stake through
 * the seamless wallet, then, with the outcome already fixed by the committed seed, `win` the pay
 * ("0.00" for a loss). A refused bet plays nothing; a win the wallet has not answered is retried
 * with the same transactionId (idempotent) on every later call for the session and by the routes'
 * timer, and the round stays pending until it is answered.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type diceBet,
  type playRequest,
  type SeamlessStatus,
  type startSessionRequest,
  type StudioEngine,
  type StudioRound,
  type StudioSessionValue,
  type verifyRequest,
  type VerifyValue,
  SeamlessStatus as Status,
  formatMinor,
  parseAmount,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { toBigInt } from '../wallet/money.ts';
import { defaultClientSeed, newServerSeed, roundBytes, seedHash } from './engine/fair.ts';
import { roundOutcome, winMinor } from './engine/outcome.ts';
import { engineServes, STUDIO_GAMES, walletScale } from './games.ts';
import type { RoundRow, SessionRow, StudioRepository } from './repository.ts';
import type { SeamlessWallet, TransactionAnswer } from './seamless-client.ts';

/** Win calls per request before the round is left pending for the next call to retry. */
const WIN_ATTEMPTS = 3;
/** A bet in flight longer than this lost its request (no bet call takes a minute in-process). */
const ABANDONED_BET_MS = 60_000;

export interface StudioServiceDeps {
  readonly repo: StudioRepository;
  readonly wallet: SeamlessWallet;
  readonly now: () => Date;
}

const tokenId = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** The session's currency scale: its balance is always the wallet's text, written at that scale. */
const scaleOf = (session: SessionRow) => walletScale(session.balance);

function refusal(status: SeamlessStatus | undefined): ApiError {
  switch (status) {
    case Status.INSUFFICIENT_FUNDS:
      return new ApiError('STUDIO_INSUFFICIENT_FUNDS');
    case Status.SESSION_EXPIRED:
      return new ApiError('STUDIO_SESSION_EXPIRED');
    case Status.PLAYER_BLOCKED:
    case Status.UNKNOWN_PLAYER:
      return new ApiError('STUDIO_PLAYER_BLOCKED');
    default:
      return new ApiError('STUDIO_WALLET_UNAVAILABLE');
  }
}

export function roundView(row: RoundRow, scale: number): StudioRound {
  const stake = toBigInt(row.stake_minor);
  const win = toBigInt(row.win_minor);
  const money = (minor: bigint) => formatMinor(minor, scale);
  return {
    roundId: row.id,
    engine: row.engine as StudioEngine,
    gameCode: row.game_code,
    stake: money(stake),
    win: money(win),
    net: formatMinor(win - stake, scale, true),
    status: row.status === 'settled' ? 'settled' : 'pending',
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    outcome: JSON.parse(row.outcome) as StudioRound['outcome'],
    playedAt: row.played_at,
  };
}

export function createStudioService(deps: StudioServiceDeps) {
  const { repo, wallet } = deps;
  const stamp = () => deps.now().toISOString();
  const timestamp = () => deps.now().getTime();

  function sessionView(row: SessionRow, token: string): StudioSessionValue {
    const engine = row.engine as StudioEngine;
    return {
      sessionToken: token,
      engine,
      gameCode: row.game_code,
      nickname: row.nickname,
      currency: row.currency,
      balance: row.balance,
      currencyScale: scaleOf(row),
      nextServerSeedHash: row.next_seed_hash,
      clientSeed: row.client_seed,
      nextNonce: row.next_nonce,
      stakes: STUDIO_GAMES[engine].stakesMinor.map((minor) => formatMinor(minor, scaleOf(row))),
      pendingRoundId: row.busy_round_id,
    };
  }

  async function sessionFor(token: string): Promise<SessionRow> {
    const row = await repo.session(tokenId(token));
    if (row === undefined) throw new ApiError('STUDIO_SESSION_EXPIRED');
    return row;
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
        amount: formatMinor(toBigInt(round.win_minor), scaleOf(session)),
        timestamp: timestamp(),
      });
      if (answer !== null && 'balance' in answer && answer.status === Status.OK) {
        await repo.settleRound(round, answer.balance, stamp());
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

  return {
    async start(request: z.output<typeof startSessionRequest>): Promise<StudioSessionValue> {
      if (!engineServes(request.engine, request.gameCode)) throw new ApiError('GAME_NOT_FOUND');
      const vendor = STUDIO_GAMES[request.engine].vendor;
      const answer = await wallet.authenticate(vendor, {
        launchToken: request.launchToken,
        timestamp: timestamp(),
      });
      if (answer === null) throw new ApiError('STUDIO_WALLET_UNAVAILABLE');
      if (!('playerId' in answer)) {
        throw answer.status === Status.PLAYER_BLOCKED
          ? new ApiError('STUDIO_PLAYER_BLOCKED')
          : new ApiError('STUDIO_LAUNCH_INVALID');
      }
      const token = randomBytes(24).toString('base64url');
      const seed = newServerSeed();
      const row: SessionRow = {
        id: tokenId(token),
        vendor_code: vendor,
        engine: request.engine,
        game_code: request.gameCode,
        player_id: answer.playerId,
        vendor_session_id: answer.sessionId,
        currency: answer.currency,
        nickname: answer.nickname,
        balance: answer.balance,
        client_seed: defaultClientSeed(),
        next_seed: seed,
        next_seed_hash: seedHash(seed),
        next_nonce: 0,
        busy_round_id: null,
        created_at: stamp(),
        last_used_at: stamp(),
      };
      await repo.insertSession(row);
      return sessionView(row, token);
    },

    /** The session as the page shows it, with the balance asked afresh from the wallet. */
    async state(token: string): Promise<StudioSessionValue> {
      let session = await sessionFor(token);
      await resumePending(session);
      const answer = await wallet.balance(session.vendor_code, {
        playerId: session.player_id,
        sessionId: session.vendor_session_id,
        timestamp: timestamp(),
      });
      if (answer !== null && 'balance' in answer) await repo.setBalance(session.id, answer.balance);
      session = await sessionFor(token);
      return sessionView(session, token);
    },

    /**
     * Retries every unanswered win (same transaction ids), for players who left before the wallet
     * answered: the owed win is paid without them coming back. Run by the routes' timer.
     */
    async settleUnanswered(limit = 50): Promise<number> {
      let settled = 0;
      for (const { round, session } of await repo.unsettled(limit)) {
        if (await settle(session, round)) settled += 1;
      }
      return settled;
    },

    async setClientSeed(token: string, clientSeed: string): Promise<StudioSessionValue> {
      const session = await sessionFor(token);
      await repo.setClientSeed(session.id, clientSeed);
      return sessionView({ ...session, client_seed: clientSeed }, token);
    },

    async rounds(token: string): Promise<StudioRound[]> {
      const session = await sessionFor(token);
      return (await repo.rounds(session.id)).map((row) => roundView(row, scaleOf(session)));
    },

    async play(
      token: string,
      request: z.output<typeof playRequest>,
    ): Promise<{ round: StudioRound; session: StudioSessionValue }> {
      const before = await sessionFor(token);
      const engine = before.engine as StudioEngine;
      const stake = parseAmount(request.stake, scaleOf(before));
      if (!stake.ok || !STUDIO_GAMES[engine].stakesMinor.includes(stake.minor)) {
        throw new ApiError('STUDIO_STAKE_INVALID');
      }
      if (engine === 'dice' && request.dice === undefined) throw new ApiError('VALIDATION_FAILED');
      if (!(await resumePending(before))) throw new ApiError('STUDIO_ROUND_IN_PROGRESS');

      const roundId = `r${randomBytes(12).toString('hex')}`;
      if (!(await repo.claim(before.id, roundId, stamp()))) throw new ApiError('STUDIO_ROUND_IN_PROGRESS');
      // Read again under the claim: the seed and nonce committed for exactly this round.
      const session = await sessionFor(token);
      const dice: z.output<typeof diceBet> | undefined = engine === 'dice' ? request.dice : undefined;
      const outcome = roundOutcome({
        engine,
        serverSeed: session.next_seed,
        clientSeed: session.client_seed,
        nonce: session.next_nonce,
        dice,
      });

      const round: RoundRow = {
        id: roundId,
        session_id: session.id,
        engine,
        game_code: session.game_code,
        stake_minor: stake.minor.toString(),
        win_minor: winMinor(outcome, stake.minor).toString(),
        server_seed_hash: session.next_seed_hash,
        server_seed: session.next_seed,
        client_seed: session.client_seed,
        nonce: session.next_nonce,
        outcome: JSON.stringify(outcome),
        status: 'betting',
        played_at: stamp(),
        settled_at: null,
      };
      await repo.insertRound(round);

      const bet = await placeBet(session, round);
      if (bet === null) {
        // No readable answer: we cannot know whether the stake was taken, so the bet is rolled
        // back (a rollback before its bet is remembered). Unanswered, the round stays "betting"
        // and resumePending rolls it back later.
        const undone = await rollbackBet(session, roundId, round.game_code);
        if (undone !== null) {
          await repo.dropRound(session.id, roundId, 'balance' in undone ? undone.balance : null);
        }
        throw new ApiError('STUDIO_WALLET_UNAVAILABLE');
      }
      if (!('balance' in bet) || bet.status !== Status.OK) {
        await repo.dropRound(session.id, roundId, 'balance' in bet ? bet.balance : null);
        const error = refusal(bet.status);
        throw 'balance' in bet ? new ApiError(error.code, { balance: bet.balance }) : error;
      }

      const seed = newServerSeed();
      await repo.betTaken(round, {
        seed,
        seedHash: seedHash(seed),
        nonce: session.next_nonce + 1,
        balance: bet.balance,
      });
      await settle(session, round);
      const saved = await repo.round(roundId);
      const after = await sessionFor(token);
      return { round: roundView(saved ?? round, scaleOf(after)), session: sessionView(after, token) };
    },
  };

  function placeBet(session: SessionRow, round: RoundRow): Promise<TransactionAnswer | null> {
    return wallet.bet(session.vendor_code, {
      playerId: session.player_id,
      sessionId: session.vendor_session_id,
      transactionId: `${round.id}-bet`,
      roundId: round.id,
      gameCode: round.game_code,
      amount: formatMinor(toBigInt(round.stake_minor), scaleOf(session)),
      timestamp: timestamp(),
    });
  }
}

export type StudioService = ReturnType<typeof createStudioService>;

/** The verify page's recomputation: any round from its public inputs, and the seed checked against its hash. */
export function verifyRound(request: z.output<typeof verifyRequest>): VerifyValue {
  const hash = seedHash(request.serverSeed);
  return {
    serverSeedHash: hash,
    hashMatches: request.serverSeedHash === undefined ? null : hash === request.serverSeedHash,
    hmac: roundBytes(request.serverSeed, request.clientSeed, request.nonce).toString('hex'),
    outcome: roundOutcome({
      engine: request.engine,
      serverSeed: request.serverSeed,
      clientSeed: request.clientSeed,
      nonce: request.nonce,
      dice: request.dice,
    }),
  };
}
