/**
 * The studio's sessions. A session starts by exchanging the lobby's launch token at the seamless
 * wallet's `authenticate`, which names the player, the vendor session and the currency with its
 * decimals; rounds are played in play.ts and their wallet calls made in round-wallet.ts. A win the
 * wallet has not answered is retried with the same transactionId (idempotent) on every later call
 * for the session and by the routes' timer, and the round stays pending until it is answered.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type startSessionRequest,
  type StudioRound,
  type StudioSessionValue,
  SeamlessStatus as Status,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { defaultClientSeed, newServerSeed, seedHash } from './engine/fair.ts';
import { engineServes, STUDIO_GAMES } from './games.ts';
import { createPlay } from './play.ts';
import type { SessionRow, StudioRepository } from './repository.ts';
import { createRoundWallet } from './round-wallet.ts';
import type { SeamlessWallet } from './seamless-client.ts';
import { roundView, sessionView } from './views.ts';

export interface StudioServiceDeps {
  readonly repo: StudioRepository;
  readonly wallet: SeamlessWallet;
  readonly now: () => Date;
  /** Player protection's guard for a stake (the wallet checks again in the bet's transaction). */
  readonly guard?: (memberId: number, stakeMinor: bigint, scale: number) => Promise<void>;
}

const tokenId = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function createStudioService(deps: StudioServiceDeps) {
  const { repo, wallet } = deps;
  const stamp = () => deps.now().toISOString();
  const timestamp = () => deps.now().getTime();
  const roundWallet = createRoundWallet(deps);

  async function sessionFor(token: string): Promise<SessionRow> {
    const row = await repo.session(tokenId(token));
    if (row === undefined) throw new ApiError('STUDIO_SESSION_EXPIRED');
    return row;
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
        currency_scale: answer.currencyDecimals,
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
      await roundWallet.resumePending(session);
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
        if (await roundWallet.settle(session, round)) settled += 1;
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
      return (await repo.rounds(session.id)).map((row) => roundView(row, session.currency_scale));
    },

    play: createPlay(deps, { sessionFor, roundWallet }),
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
