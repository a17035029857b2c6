/**
 * The encrypted request envelope of the accounts calls (header `Encryption: v1`): a fresh
 * AES-256-GCM key per request encrypts `{ ts, nonce, body }` (a timestamp and a nonce against
 * replay around the endpoint's own body), and the server's RSA-OAEP-256 public key wraps that AES key. Only WebCrypto is used, so
 * nothing here adds bytes to the bundle.
 */
export const ENCRYPTION_VERSION = 'v1';

export interface EncryptionKey {
  kid: string;
  publicKeyJwk: JsonWebKey;
}

export interface EncryptedEnvelope {
  kid: string;
  /** base64 of the RSA-OAEP-256 encrypted raw AES key. */
  key: string;
  /** base64 of the 12-byte GCM nonce. */
  iv: string;
  /** base64 of ciphertext followed by the 16-byte tag. */
  data: string;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** 16 random bytes as hex: unique per request so the server can refuse a replay. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

async function importPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    { ...jwk, alg: 'RSA-OAEP-256' },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** Encrypts `{ ts, nonce, body }` (the endpoint's ordinary body) for the server key `serverKey`. */
export async function encryptEnvelope(
  body: unknown,
  serverKey: EncryptionKey,
  now: number = Date.now(),
): Promise<EncryptedEnvelope> {
  const publicKey = await importPublicKey(serverKey.publicKeyJwk);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ts: now, nonce: newNonce(), body }));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return {
    kid: serverKey.kid,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(cipher)),
  };
}
