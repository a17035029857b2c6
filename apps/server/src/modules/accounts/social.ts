/**
 * Social sign-in (FACEBOOKLOGIN3, GOOGLELOGIN3): an ID token from the identity provider, verified
 * with jose against the configured JWKS, issuer and audience. Off unless all three are configured.
 * Each sign-in starts here with a nonce the server issues and stores (hashed): the ID token must
 * carry a live one, issued for this merchant and channel, and using it up makes a replayed token
 * worthless. The browser checks the nonce too, but a check only the browser makes is no check.
 */
import type { SocialChannel } from '@openlobby/contract';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { ApiError } from '../../platform/api-error.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import { randomToken, sha256 } from './secrets.ts';

/** Long enough to choose an account at the provider and come back; no longer. */
export const SOCIAL_NONCE_TTL_MS = 10 * 60_000;
const NONCE_KIND = 'social_nonce';

export interface SocialIdentity {
  /** "issuer|subject": stable per person and provider. */
  readonly subject: string;
  readonly email: string | null;
  readonly phone: string | null;
}

/** The sign-in a token is presented for. */
export interface SocialSignIn {
  readonly merchantId: number;
  readonly ip: string;
  /** Older clients name no channel; then a nonce of any channel of the merchant is accepted. */
  readonly channel?: SocialChannel | undefined;
}

export interface SocialVerifier {
  /** Starts a sign-in: the nonce the provider must put into the ID token. */
  nonce(
    signIn: SocialSignIn & { readonly channel: SocialChannel },
  ): Promise<{ nonce: string; expiresAt: number }>;
  /** The identity in a valid ID token carrying a live nonce issued for this sign-in; uses the nonce up. */
  verify(idToken: string, signIn: SocialSignIn): Promise<SocialIdentity>;
}

export interface SocialVerifierDeps {
  readonly repository: ChallengesRepository;
  readonly now: () => Date;
  /** Tests verify against a local key set instead of the configured JWKS URL. */
  readonly keys?: JWTVerifyGetKey | undefined;
}

export function createSocialVerifier(
  config: { jwksUrl: string; issuer: string; audience: string },
  deps: SocialVerifierDeps,
): SocialVerifier {
  const keys = deps.keys ?? createRemoteJWKSet(new URL(config.jwksUrl));
  const iso = (offsetMs = 0) => new Date(deps.now().getTime() + offsetMs).toISOString();
  const failed = () => new ApiError('LOGIN_FAILED', { social: true });

  /** Uses up the nonce; false when it was never issued here, is used, expired or for another sign-in. */
  async function takeNonce(nonce: string, signIn: SocialSignIn): Promise<boolean> {
    const row = await deps.repository.challenge(signIn.merchantId, NONCE_KIND, sha256(nonce));
    if (row === undefined || row.used_at !== null || row.expires_at <= iso()) return false;
    if (signIn.channel !== undefined && row.subject !== signIn.channel) return false;
    return deps.repository.use(row.id, iso());
  }

  return {
    async nonce(signIn) {
      const nonce = randomToken();
      const id = sha256(nonce);
      await deps.repository.insertChallenge({
        id,
        merchantId: signIn.merchantId,
        kind: NONCE_KIND,
        subject: signIn.channel,
        secret: id,
        clientIp: signIn.ip,
        now: iso(),
        expiresAt: iso(SOCIAL_NONCE_TTL_MS),
      });
      return { nonce, expiresAt: deps.now().getTime() + SOCIAL_NONCE_TTL_MS };
    },

    async verify(idToken, signIn) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: config.issuer,
          audience: config.audience,
          clockTolerance: 30,
          currentDate: deps.now(),
        }));
      } catch {
        throw failed();
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') throw failed();
      if (typeof payload.nonce !== 'string' || !(await takeNonce(payload.nonce, signIn))) throw failed();
      return {
        subject: `${config.issuer}|${payload.sub}`,
        email: typeof payload.email === 'string' ? payload.email : null,
        phone: typeof payload.phone_number === 'string' ? payload.phone_number : null,
      };
    },
  };
}
