/**
 * The encrypted-body envelope (contract: accounts/encryption.ts). The RSA private key is kept sealed
 * with a key derived from SERVER_SECRET; keys rotate by kid and older ones keep decrypting so a
 * client holding the previous public key still gets through.
 */
import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import {
  ENCRYPTION_MAX_SKEW_MS,
  ENCRYPTION_VERSION,
  encryptedBody,
  encryptedPlaintext,
  type EncryptionKeyValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import { randomToken } from './secrets.ts';

const ROTATE_AFTER_MS = 30 * 24 * 3_600_000;
const TAG_BYTES = 16;

export interface EncryptionDeps {
  readonly repository: ChallengesRepository;
  readonly box: SecretBox;
  readonly now: () => Date;
  readonly required: boolean;
}

export function createEncryption(deps: EncryptionDeps) {
  const { repository: repo } = deps;
  // Key ids come from requests: only stored keys are kept, and far more than monthly rotation makes.
  const privateKeys = createCache<string, ReturnType<typeof createPrivateKey>>({ max: 512 });
  let current: { value: EncryptionKeyValue; createdAt: number } | null = null;

  async function currentKey(): Promise<EncryptionKeyValue> {
    const nowMs = deps.now().getTime();
    if (current !== null && nowMs - current.createdAt < ROTATE_AFTER_MS) return current.value;
    let row = await repo.latestKey();
    if (row === undefined || nowMs - Date.parse(row.created_at) >= ROTATE_AFTER_MS) {
      const kid = `k${nowMs.toString(36)}${randomToken(4)}`;
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = publicKey.export({ format: 'jwk' });
      await repo.insertKey({
        kid,
        publicJwk: JSON.stringify({ kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid }),
        privateKeySealed: deps.box.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
        now: deps.now().toISOString(),
      });
      row = await repo.latestKey();
      if (row === undefined) throw new Error('encryption key was not stored');
    }
    const publicKeyJwk = JSON.parse(row.public_jwk) as EncryptionKeyValue['publicKeyJwk'];
    current = { value: { kid: row.kid, publicKeyJwk }, createdAt: Date.parse(row.created_at) };
    return current.value;
  }

  async function privateKey(kid: string) {
    const cached = privateKeys.peek(kid);
    if (cached !== undefined) return cached;
    const row = await repo.key(kid);
    if (row === undefined) return null;
    return privateKeys.remember(kid, () => createPrivateKey(deps.box.open(row.private_key_sealed)));
  }

  return {
    currentKey,
    /**
     * The plain request body of an encrypted endpoint: decrypted when the Encryption header says so,
     * passed through otherwise (unless encryption is required). Every failure is ENCRYPTION_INVALID.
     */
    async decode(header: string | string[] | undefined, body: unknown): Promise<unknown> {
      if (header === undefined) {
        if (deps.required) throw new ApiError('ENCRYPTION_INVALID');
        return body;
      }
      if (header !== ENCRYPTION_VERSION) throw new ApiError('ENCRYPTION_INVALID');
      const envelope = encryptedBody.safeParse(body);
      if (!envelope.success) throw new ApiError('ENCRYPTION_INVALID');
      const key = await privateKey(envelope.data.kid);
      if (key === null) throw new ApiError('ENCRYPTION_INVALID', { refreshKey: true });
      let plaintext: unknown;
      try {
        const aesKey = privateDecrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(envelope.data.key, 'base64'),
        );
        const iv = Buffer.from(envelope.data.iv, 'base64');
        const data = Buffer.from(envelope.data.data, 'base64');
        if (aesKey.length !== 32 || iv.length !== 12 || data.length < TAG_BYTES) throw new Error('sizes');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        const clear = Buffer.concat([
          decipher.update(data.subarray(0, data.length - TAG_BYTES)),
          decipher.final(),
        ]);
        plaintext = JSON.parse(clear.toString('utf8'));
      } catch {
        throw new ApiError('ENCRYPTION_INVALID');
      }
      const parsed = encryptedPlaintext.safeParse(plaintext);
      if (!parsed.success) throw new ApiError('ENCRYPTION_INVALID');
      const nowMs = deps.now().getTime();
      if (Math.abs(nowMs - parsed.data.ts) > ENCRYPTION_MAX_SKEW_MS) {
        throw new ApiError('ENCRYPTION_INVALID', { stale: true });
      }
      const fresh = await repo.rememberNonce(
        parsed.data.nonce,
        new Date(nowMs + 2 * ENCRYPTION_MAX_SKEW_MS).toISOString(),
        deps.now().toISOString(),
      );
      if (!fresh) throw new ApiError('ENCRYPTION_INVALID', { replay: true });
      return parsed.data.body;
    },
  };
}
export type Encryption = ReturnType<typeof createEncryption>;
