/**
 * The operator's own check of a draw, in the browser: the revealed seed (32 bytes as hex) hashed with
 * SHA-256 must give the hash published when the issue opened. The server's draw.ts hashes the seed's
 * bytes, not its hex text, and so does this; nothing the server says about the match is trusted.
 */

export type SeedCheck = 'verified' | 'mismatch' | 'unavailable';

const HEX_SEED = /^(?:[0-9a-fA-F]{2})+$/;

function bytesOf(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const hexOf = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Web Crypto, which browsers offer only in a secure context (HTTPS or localhost): a console opened
 * over plain HTTP elsewhere has none, and then says it could not check.
 */
const browserSubtle = (): SubtleCrypto | null =>
  typeof globalThis.crypto === 'undefined' ? null : (globalThis.crypto.subtle ?? null);

/** SHA-256 of the seed's bytes as lower-case hex; null without Web Crypto. */
export async function seedHash(seedHex: string, subtle: SubtleCrypto | null = browserSubtle()) {
  if (subtle === null || !HEX_SEED.test(seedHex)) return null;
  return hexOf(await subtle.digest('SHA-256', bytesOf(seedHex)));
}

/** Whether the revealed seed hashes to the published hash. */
export async function checkSeed(
  seedHex: string,
  publishedHash: string,
  subtle: SubtleCrypto | null = browserSubtle(),
): Promise<SeedCheck> {
  if (!HEX_SEED.test(seedHex)) return 'mismatch';
  const hash = await seedHash(seedHex, subtle);
  if (hash === null) return 'unavailable';
  return hash === publishedHash.toLowerCase() ? 'verified' : 'mismatch';
}
