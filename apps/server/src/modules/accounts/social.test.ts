/**
 * Social sign-in against a local JWKS (jose's createLocalJWKSet), as configured by SOCIAL_* env. Each
 * ID token carries a nonce the server issued for that sign-in, as a provider puts it there.
 */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'openlobby-test';
let t: TestContext;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let clock = Date.now();

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
    accounts: { socialKeys: createLocalJWKSet({ keys: [jwk] }), now: () => new Date(clock) },
  });
});
afterAll(async () => {
  await t.close();
});

const nonceFor = (channel = 'GOOGLE') => call(t, 'POST', '/wps/session/login/social/nonce', { channel });
const freshNonce = async (channel = 'GOOGLE') => valueOf<{ nonce: string }>(await nonceFor(channel)).nonce;

async function idToken(
  claims: { sub?: string; aud?: string; expiresIn?: string | number; nonce?: string | null } = {},
) {
  const nonce = claims.nonce === undefined ? await freshNonce() : claims.nonce;
  return new SignJWT({ email: 'social@example.com', ...(nonce === null ? {} : { nonce }) })
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
    expect((await nonceFor()).code).toBe('SOCIAL_LOGIN_DISABLED');
    expect((await login(await idToken({ nonce: 'any' }))).code).toBe('SOCIAL_LOGIN_DISABLED');
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
    expect((await nonceFor('FACEBOOK')).code).toBe('SOCIAL_LOGIN_DISABLED');
    expect((await login(await idToken(), 'TWITTER')).success).toBe(false);
  });

  it('refuses a wrong audience, an expired token and garbage', async () => {
    expect((await login(await idToken({ aud: 'someone-else' }))).code).toBe('LOGIN_FAILED');
    expect((await login(await idToken({ expiresIn: Math.floor(Date.now() / 1000) - 120 }))).code).toBe(
      'LOGIN_FAILED',
    );
    expect((await login('not.a.jwt')).code).toBe('LOGIN_FAILED');
  });

  it('refuses a token whose nonce the server never issued, or carries none', async () => {
    expect((await login(await idToken({ nonce: 'made-up-by-the-attacker' }))).code).toBe('LOGIN_FAILED');
    expect((await login(await idToken({ nonce: null }))).code).toBe('LOGIN_FAILED');
  });

  it('accepts each nonce once: a replayed token is refused', async () => {
    const token = await idToken({ sub: 'replayed' });
    expect((await login(token)).status).toBe(200);
    expect((await login(token)).code).toBe('LOGIN_FAILED');
  });

  it('refuses a nonce issued for another channel, and one past its ten minutes', async () => {
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'FACEBOOKLOGIN3', true, 'test');
    try {
      const forFacebook = await freshNonce('FACEBOOK');
      expect((await login(await idToken({ nonce: forFacebook }), 'GOOGLE')).code).toBe('LOGIN_FAILED');
    } finally {
      await t.app.system.setWhitelabelFlag('OPENLOBBY', 'FACEBOOKLOGIN3', false, 'test');
    }
    const stale = await freshNonce();
    clock += 10 * 60_000 + 1000;
    try {
      expect((await login(await idToken({ nonce: stale, expiresIn: '1h' }))).code).toBe('LOGIN_FAILED');
      // A nonce asked for now still works at this time: only the stale one was refused.
      expect((await login(await idToken({ expiresIn: '1h' }))).status).toBe(200);
    } finally {
      clock = Date.now();
    }
  });
});
