/** The encrypted envelope, built the way the web app builds it: WebCrypto RSA-OAEP-256 + AES-256-GCM. */
import type { EncryptionKeyValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, TEST_HUMAN_PASS, call, valueOf } from '../../test/accounts-helpers.ts';
import { seal } from '../../test/encryption-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let strict: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  strict = await createTestApp({ env: { ...ACCOUNTS_ENV, REQUIRE_ENCRYPTION: 'true' } });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

const login = {
  type: 'username',
  username: 'demo_player',
  password: 'Demo1234',
  humanCheckToken: TEST_HUMAN_PASS,
};
const send = (app: TestContext, payload: unknown, encrypted = true) =>
  call(app, 'POST', '/wps/session/login', payload, encrypted ? { headers: { encryption: 'v1' } } : {});

describe('encrypted envelope', () => {
  it('publishes an RSA-OAEP-256 public key with a kid', async () => {
    const key = valueOf<EncryptionKeyValue>(await call(t, 'GET', '/wps/system/encryptionKey'));
    expect(key.publicKeyJwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', kid: key.kid });
    expect(JSON.stringify(key)).not.toContain('"d"');
  });

  it('decrypts a valid envelope and validates the body as usual', async () => {
    expect((await send(t, await seal(t, login))).status).toBe(200);
    const invalid = await send(t, await seal(t, { ...login, type: 'telepathy' }));
    expect(invalid.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a tampered, stale, replayed or unknown-key envelope', async () => {
    const sealed = await seal(t, login);
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect((await send(t, { ...sealed, data: bytes.toString('base64') })).code).toBe('ENCRYPTION_INVALID');
    expect((await send(t, await seal(t, login, { ts: Date.now() - 6 * 60_000 }))).code).toBe(
      'ENCRYPTION_INVALID',
    );
    const once = await seal(t, login, { nonce: 'nonce-used-only-once-123' });
    expect((await send(t, once)).status).toBe(200);
    expect((await send(t, once)).code).toBe('ENCRYPTION_INVALID');
    expect((await send(t, { ...(await seal(t, login)), kid: 'unknown' })).code).toBe('ENCRYPTION_INVALID');
    expect((await send(t, { hello: 'world' })).code).toBe('ENCRYPTION_INVALID');
  });

  it('takes plain JSON unless encryption is required', async () => {
    expect((await send(t, login, false)).status).toBe(200);
    expect((await send(strict, login, false)).code).toBe('ENCRYPTION_INVALID');
    expect((await send(strict, await seal(strict, login))).status).toBe(200);
  });
});
