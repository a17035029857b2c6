/** What the seamless services share: their deps, answers, digests and derived ids. */
import { createHash, randomBytes } from 'node:crypto';
import {
  SEAMLESS_HTTP_STATUS,
  SEAMLESS_SESSION_IDLE_MS,
  SEAMLESS_TIMESTAMP_WINDOW_MS,
  SeamlessStatus,
} from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { GamesService } from '../games/service.ts';
import { ensureTrialCredit } from '../wallet/balance.ts';
import type { Currency } from '../wallet/context.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import type { WalletService } from '../wallet/service.ts';
import type { SeamlessRepository } from './repository.ts';

export interface SeamlessDeps {
  readonly repository: SeamlessRepository;
  readonly wallet: WalletService;
  readonly games: GamesService;
  readonly serverSecret: string;
  readonly seamless: SeamlessConfig;
  readonly now: () => Date;
  /** Drops the bets' copy of the catalogue with the catalogue's lists (bet-games.ts); none: no copy. */
  readonly cacheBus?: CacheBus;
}

/** What a vendor call answers: the HTTP status and the protocol body. */
export interface SeamlessAnswer {
  readonly httpStatus: number;
  readonly body: { readonly status: SeamlessStatus } & Readonly<Record<string, unknown>>;
}

export function answer(body: SeamlessAnswer['body']): SeamlessAnswer {
  return { httpStatus: SEAMLESS_HTTP_STATUS[body.status], body };
}

export function refusal(status: SeamlessStatus): SeamlessAnswer {
  return answer({ status });
}

export const invalidRequest = (): SeamlessAnswer => refusal(SeamlessStatus.INVALID_REQUEST);

/** A random secret handed out once (launch token, vendor session id); only its hash is kept. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The ledger id of a seamless money movement: derived from the vendor and its transaction id, so a
 * retry that got past every other check still cannot move money twice. Hashed, because vendor code
 * and id together may exceed the ledger's id column.
 */
export function ledgerIdOf(
  kind: 'bet' | 'win' | 'refund' | 'bet-bonus' | 'win-bonus' | 'refund-bonus',
  vendorCode: string,
  transactionId: string,
): string {
  return `seamless:${kind}:${hashOf(`${vendorCode}\n${transactionId}`)}`;
}

/** What makes two requests "the same transaction": every field but the timestamp, in a fixed order. */
export function requestDigest(action: string, input: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(input)
    .filter((key) => key !== 'timestamp')
    .sort()
    .map((key) => [key, input[key]]);
  return hashOf(JSON.stringify([action, fields]));
}

/** Only a request stamped within the window of now is a new call (replays of old bodies are not). */
export function isFresh(deps: SeamlessDeps, timestamp: number, now: Date = deps.now()): boolean {
  return Math.abs(now.getTime() - timestamp) <= SEAMLESS_TIMESTAMP_WINDOW_MS;
}

/** Moves the vendor session's idle clock; false when it is unknown, another's, or idle too long. */
export function touchVendorSession(
  deps: SeamlessDeps,
  session: { readonly sessionId: string; readonly vendor: string; readonly memberId: number },
  now: Date,
  tx?: Tx,
): Promise<boolean> {
  const idleSince = new Date(now.getTime() - SEAMLESS_SESSION_IDLE_MS).toISOString();
  return deps.repository.touchSession(
    hashOf(session.sessionId),
    session.vendor,
    session.memberId,
    idleSince,
    now.toISOString(),
    tx,
  );
}

/**
 * The member's currency, the one every amount of their calls is read and written in. A trial
 * member's wallet holds only the trial credit; it enters the ledger on first use, here.
 */
export async function memberCurrency(deps: SeamlessDeps, member: MemberRow): Promise<Currency> {
  const currency = await deps.wallet.currencyOf(member.merchant_id);
  await ensureTrialCredit(deps.wallet.deps, member, currency);
  return currency;
}
