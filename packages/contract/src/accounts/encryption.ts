/**
 * The encrypted-body envelope of calls marked `encrypted` (login, register, set-password-by-phone).
 * The client fetches `encryptionKey`, makes a fresh AES-256-GCM key, encrypts
 * `JSON.stringify({ ts, nonce, body })` with it, wraps the AES key with RSA-OAEP-256 and sends this
 * object with the header `Encryption: v1`. The server refuses a stale `ts` (±5 min) or a nonce it
 * has seen, then validates `body` with the endpoint's own request schema. Plain JSON bodies are also
 * accepted unless the server is configured to require encryption: TLS is the real protection, this
 * is defence in depth.
 */
import { z } from 'zod';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

export const encryptedBody = z.object({
  /** Key id from `encryptionKey`; the server keeps recent keys so a rotation does not break clients. */
  kid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** base64 of the RSA-OAEP-256-wrapped raw AES-256 key. */
  key: base64.max(1024),
  /** base64 of the 12-byte AES-GCM IV. */
  iv: base64.max(24),
  /** base64 of AES-GCM ciphertext with its 16-byte tag appended (WebCrypto's output). */
  data: base64.max(64 * 1024),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

/** What `data` decrypts to. */
export const encryptedPlaintext = z.object({
  /** Client clock, epoch ms. */
  ts: z.number().int(),
  /** Random, at least 16 characters; single use. */
  nonce: z.string().regex(/^[A-Za-z0-9_+/=-]{16,128}$/),
  /** The endpoint's ordinary request body. */
  body: z.unknown(),
});
export type EncryptedPlaintext = z.infer<typeof encryptedPlaintext>;

export const encryptionKeyValue = z.object({
  kid: z.string(),
  /** RSA public key as a JWK (kty RSA, n, e, alg RSA-OAEP-256) for `crypto.subtle.importKey('jwk', …)`. */
  publicKeyJwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.literal('RSA-OAEP-256'),
    use: z.literal('enc'),
    kid: z.string(),
  }),
});
export type EncryptionKeyValue = z.infer<typeof encryptionKeyValue>;
