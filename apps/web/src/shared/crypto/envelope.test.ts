import { describe, expect, it } from 'vitest';
import { encryptEnvelope, fromBase64, toBase64 } from './envelope.ts';

async function serverKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
}

describe('encryptEnvelope', () => {
  it('round-trips through the server private key with ts and nonce added', async () => {
    const pair = await serverKeyPair();
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const envelope = await encryptEnvelope(
      { username: 'alice', password: 'secret1' },
      { kid: 'k1', publicKeyJwk: jwk },
      42,
    );
    expect(envelope.kid).toBe('k1');
    expect(fromBase64(envelope.iv)).toHaveLength(12);
    const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(envelope.key));
    expect(raw.byteLength).toBe(32);
    const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(envelope.iv) },
      aes,
      fromBase64(envelope.data),
    );
    const payload = JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
    expect(payload).toMatchObject({ body: { username: 'alice', password: 'secret1' }, ts: 42 });
    expect(payload.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(envelope.data).not.toContain('secret1');
  });

  it('uses a fresh key and iv every time', async () => {
    const pair = await serverKeyPair();
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const first = await encryptEnvelope({ a: 1 }, { kid: 'k', publicKeyJwk: jwk });
    const second = await encryptEnvelope({ a: 1 }, { kid: 'k', publicKeyJwk: jwk });
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
  });

  it('base64 helpers are inverse', () => {
    const bytes = new Uint8Array([0, 1, 254, 255, 128]);
    expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes));
  });
});
