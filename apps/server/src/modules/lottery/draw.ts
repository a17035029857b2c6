/**
 * The provably fair draw: pure functions of (game, numero, seed), nothing else. They never see a
 * bet, a balance or a setting, so nothing an operator or a player does can steer a result; and the
 * seed is fixed (with its hash published) before the first bet, so the result was decided before
 * anyone could bet on it. Method (also LOTTERY_DRAW_METHOD and the README's vectors):
 *
 *   digit i = the first byte b < 250 of HMAC-SHA256(seed, "<gameCode>:<numero>:<i>"), as b mod 10.
 *
 * Bytes 250..255 are skipped (rejection sampling) because 256 is not a multiple of 10: taking them
 * would make the digits 0..5 slightly likelier than 6..9. If all 32 bytes are rejected (odds about
 * 10^-58), "<gameCode>:<numero>:<i>:<r>" for r = 1, 2, ... is tried in turn.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

const REJECT_FROM = 250;

/** A fresh secret seed: 32 random bytes as lower-case hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of the seed's 32 bytes (not of its hex text), lower-case hex. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

function digitAt(key: Buffer, gameCode: string, numero: string, index: number): number {
  for (let round = 0; ; round += 1) {
    const message =
      round === 0 ? `${gameCode}:${numero}:${index}` : `${gameCode}:${numero}:${index}:${round}`;
    const mac = createHmac('sha256', key).update(message, 'utf8').digest();
    const byte = mac.find((b) => b < REJECT_FROM);
    if (byte !== undefined) return byte % 10;
  }
}

/** The digits, derived from its seed by the published method. */
export function deriveNumbers(seedHex: string, gameCode: string, numero: string, digits: number): number[] {
  const key = Buffer.from(seedHex.toLowerCase(), 'hex');
  return Array.from({ length: digits }, (_unused, index) => digitAt(key, gameCode, numero, index));
}

/** Stored form of drawn numbers: "0,7,3". */
export function numbersText(numbers: readonly number[]): string {
  return numbers.join(',');
}

export function numbersOf(text: string | null): number[] | null {
  return text === null ? null : text.split(',').map(Number);
}
