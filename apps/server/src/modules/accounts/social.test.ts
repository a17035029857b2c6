/** Social sign-in against a local JWKS (jose's createLocalJWKSet), as configured by SOCIAL_* env. */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'openlobby-test';
let t: TestContext;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  t = await createTestApp({
    env: {
      ...ACCOUNTS_ENV,
      SOCIAL_JWKS_URL: 'http://127.0.0.1:9/jwks',
      SOCIAL_ISSUER: ISSUER,
      SOCIAL_AUDIENCE: AUDIENCE,
      SOCIAL_GOOGLE_AUTHORIZE_URL: 'https://issuer.test/authorize?kc_idp_hint=google',
    },
    accounts: { socialKeys: createLocalJWKSet({ keys: [jwk] }) },
  });
});
afterAll(async () => {
  await t.close();
});

function idToken(claims: { sub?: string; aud?: string; expiresIn?: string | number } = {}) {
  return new SignJWT({ email: 'social@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(claims.aud ?? AUDIENCE)
    .setSubject(claims.sub ?? 'user-1')
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '5m')
    .sign(privateKey);
}

const login = (firebaseIdToken: string, firebaseChannel = 'GOOGLE') =>
  call(t, 'POST', '/wps/session/login', { type: 'firebase', firebaseChannel, firebaseIdToken });
const socialButtons = async () =>
  valueOf<{ providers: { channel: string; authorizeUrl: string; clientId: string }[] }>(
    await call(t, 'GET', '/wps/system/setting/social'),
  ).providers;

describe('social sign-in', () => {
  it('is off while the merchant flags are off: no buttons, and the login refuses', async () => {
    expect(await socialButtons()).toEqual([]);
    expect((await login(await idToken())).code).toBe('SOCIAL_LOGIN_DISABLED');
  });

  it('signs in with a valid ID token, the same member each time', async () => {
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'GOOGLELOGIN3', true, 'test');
    const first = valueOf<{ userName: string; type: number; firstTimeLogin: boolean }>(
      await login(await idToken()),
    );
    expect(first.type).toBe(0);
    const second = valueOf<{ userName: string; firstTimeLogin: boolean }>(await login(await idToken()));
    expect(second.userName).toBe(first.userName);
    expect(second.firstTimeLogin).toBe(false);
  });

  it('lists a button only for a channel that is switched on and has an authorization endpoint', async () => {
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'FACEBOOKLOGIN3', true, 'test');
    expect(await socialButtons()).toEqual([
      {
        channel: 'GOOGLE',
        authorizeUrl: 'https://issuer.test/authorize?kc_idp_hint=google',
        clientId: AUDIENCE,
      },
    ]);
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'FACEBOOKLOGIN3', false, 'test');
  });

  it('needs the flag of the channel the token says it came through', async () => {
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'GOOGLELOGIN3', true, 'test');
    expect((await login(await idToken(), 'FACEBOOK')).code).toBe('SOCIAL_LOGIN_DISABLED');
    expect((await login(await idToken(), 'TWITTER')).success).toBe(false);
  });

  it('refuses a wrong audience, an expired token and garbage', async () => {
    expect((await login(await idToken({ aud: 'someone-else' }))).code).toBe('LOGIN_FAILED');
    expect((await login(await idToken({ expiresIn: Math.floor(Date.now() / 1000) - 120 }))).code).toBe(
      'LOGIN_FAILED',
    );
    expect((await login('not.a.jwt')).code).toBe('LOGIN_FAILED');
  });
});
