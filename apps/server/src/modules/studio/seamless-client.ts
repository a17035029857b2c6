/**
 * The studio's seamless-wallet client: the same signed calls a third-party vendor makes, nothing
 * more. It goes through `app.inject` rather than real HTTP because the studio lives in the same
 * process: no listening port or public URL to know (tests, and servers behind a proxy, have
 * neither), no network hop on every round, and still the whole route stack a vendor's request
 * meets (signature check, body validation, idempotency, serialization), since inject runs the
 * request through Fastify exactly as a socket would.
 */
import {
  seamlessPath,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessAuthenticateResponse,
  seamlessBalanceResponse,
  seamlessTransactionResponse,
  type SeamlessAction,
  type SeamlessRequest,
} from '@openlobby/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { signSeamlessBody } from '../seamless/vendor-secrets.ts';

/** What the studio needs of a wallet: one call per seamless action. Tests swap in a fake. */
export interface SeamlessWallet {
  authenticate(
    vendor: string,
    body: SeamlessRequest<'authenticate'>,
  ): Promise<z.infer<typeof seamlessAuthenticateResponse> | null>;
  balance(
    vendor: string,
    body: SeamlessRequest<'balance'>,
  ): Promise<z.infer<typeof seamlessBalanceResponse> | null>;
  bet(vendor: string, body: SeamlessRequest<'bet'>): Promise<TransactionAnswer | null>;
  win(vendor: string, body: SeamlessRequest<'win'>): Promise<TransactionAnswer | null>;
  rollback(vendor: string, body: SeamlessRequest<'rollback'>): Promise<TransactionAnswer | null>;
}

export type TransactionAnswer = z.infer<typeof seamlessTransactionResponse>;

/**
 * Calls our own seamless endpoints, signed with the house vendor's key. Null means "no answer we
 * can read" (a 5xx, a broken body): the caller cannot know whether money moved.
 */
export function injectSeamlessWallet(
  app: FastifyInstance,
  secretOf: (vendor: string) => Buffer | null,
): SeamlessWallet {
  async function call<T extends z.ZodType>(
    vendor: string,
    action: SeamlessAction,
    body: object,
    schema: T,
  ): Promise<z.infer<T> | null> {
    const secret = secretOf(vendor);
    if (secret === null) return null;
    const payload = JSON.stringify(body);
    try {
      const answer = await app.inject({
        method: 'POST',
        url: seamlessPath(vendor, action),
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_SIGNATURE_HEADER.toLowerCase()]: signSeamlessBody(secret, payload),
        },
        payload,
      });
      if (answer.statusCode >= 500) return null;
      const parsed = schema.safeParse(answer.json());
      return parsed.success ? parsed.data : null;
    } catch (error) {
      app.log.warn({ err: error, vendor, action }, 'studio: seamless call failed');
      return null;
    }
  }
  return {
    authenticate: (vendor, body) => call(vendor, 'authenticate', body, seamlessAuthenticateResponse),
    balance: (vendor, body) => call(vendor, 'balance', body, seamlessBalanceResponse),
    bet: (vendor, body) => call(vendor, 'bet', body, seamlessTransactionResponse),
    win: (vendor, body) => call(vendor, 'win', body, seamlessTransactionResponse),
    rollback: (vendor, body) => call(vendor, 'rollback', body, seamlessTransactionResponse),
  };
}
