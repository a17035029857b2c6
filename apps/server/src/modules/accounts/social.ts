/**
 * Social sign-in (FACEBOOKLOGIN3, GOOGLELOGIN3): an ID token from the identity provider, verified
 * with jose against the configured JWKS, issuer and audience. Off unless all three are configured.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { ApiError } from '../../platform/api-error.ts';

export interface SocialIdentity {
  /** "issuer|subject": stable per person and provider. */
  readonly subject: string;
  readonly email: string | null;
  readonly phone: string | null;
}

export interface SocialVerifier {
  verify(idToken: string): Promise<SocialIdentity>;
}

export function createSocialVerifier(
  config: { jwksUrl: string; issuer: string; audience: string },
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(config.jwksUrl)),
): SocialVerifier {
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: config.issuer,
          audience: config.audience,
          clockTolerance: 30,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
        return {
          subject: `${config.issuer}|${payload.sub}`,
          email: typeof payload.email === 'string' ? payload.email : null,
          phone: typeof payload.phone_number === 'string' ? payload.phone_number : null,
        };
      } catch {
        throw new ApiError('LOGIN_FAILED', { social: true });
      }
    },
  };
}
