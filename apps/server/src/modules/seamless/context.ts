/** What the seamless services share: their deps, answers, digests and derived ids. */
import { createHash, randomBytes } from 'node:crypto';
import { SEAMLESS_HTTP_STATUS, SeamlessStatus } from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import type { GamesService } from '../games/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { SeamlessRepository } from './repository.ts';

export interface SeamlessDeps {
  readonly repository: SeamlessRepository;
  readonly wallet: WalletService;
  readonly games: GamesService;
  readonly serverSecret: string;
  readonly seamless: SeamlessConfig;
  readonly now: () => Date;
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
  kind: 'bet' | 'win' | 'refund',
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
