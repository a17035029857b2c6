/**
 * The published provably-fair method, shared by every studio engine and the verify page:
 *
 * - The server seed is 32 random bytes written as 64 lower-case hex characters. Its commitment is
 *   SHA-256 of that text (UTF-8), shown before the round is played.
 * - A round's bytes are HMAC-SHA256 with the server seed text as the key and
 *   `clientSeed + ":" + nonce` (nonce in decimal) as the message: 32 bytes the engines read.
 *
 * Nothing here sees a balance, a stake or an operator setting: the outcome is a function of the
 * three public inputs alone.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function roundBytes(serverSeed: string, clientSeed: string, nonce: number): Buffer {
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(`${clientSeed}:${nonce}`, 'utf8')
    .digest();
}

/** A fresh client seed for a new session, until the player picks their own. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}
