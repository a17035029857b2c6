/** The encrypted envelope, built the way the web app builds it: WebCrypto RSA-OAEP-256 + AES-256-GCM. */
import { webcrypto } from 'node:crypto';
import type { EncryptionKeyValue } from '@openlobby/contract';
import { call, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';

const subtle = webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export async function seal(app: TestContext, body: unknown, options: { ts?: number; nonce?: string } = {}) {
  const key = valueOf<EncryptionKeyValue>(await call(app, 'GET', '/wps/system/encryptionKey'));
  const rsa = await subtle.importKey('jwk', key.publicKeyJwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'wrapKey',
  ]);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const plain = JSON.stringify({
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? b64(webcrypto.getRandomValues(new Uint8Array(16))),
    body,
  });
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(plain));
  const wrapped = await subtle.wrapKey('raw', aes, rsa, { name: 'RSA-OAEP' });
  return { kid: key.kid, key: b64(wrapped), iv: b64(iv), data: b64(data) };
}
