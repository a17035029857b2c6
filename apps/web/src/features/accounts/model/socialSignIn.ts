import { SOCIAL_CALLBACK_PATH, type SocialChannel } from '@openlobby/contract/client';

/**
 * Social sign-in by the OpenID Connect implicit flow (response_type=id_token): the provider sends
 * the player back to SOCIAL_CALLBACK_PATH with the ID token in the URL fragment, which never
 * reaches a server log. The nonce comes from the server, which verifies the token's signature,
 * issuer and audience and that it carries a nonce it issued and that was not used before (a
 * replayed token fails there). This side checks `state` (the answer belongs to a sign-in this tab
 * started) and the nonce as well, to refuse a foreign answer before it is even sent.
 */
const STORAGE_KEY = 'MC_SOCIAL_SIGN_IN';

interface PendingSignIn {
  channel: SocialChannel;
  state: string;
  nonce: string;
}

export interface SocialProvider {
  channel: SocialChannel;
  authorizeUrl: string;
  clientId: string;
}

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The provider's URL for a fresh sign-in with the server's `nonce` (socialNonce); remembers state
 * and nonce for this tab only.
 */
export function beginSocialSignIn(provider: SocialProvider, origin: string, nonce: string): string {
  const pending: PendingSignIn = { channel: provider.channel, state: randomValue(), nonce };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', 'openid email phone');
  url.searchParams.set('redirect_uri', `${origin}${SOCIAL_CALLBACK_PATH}`);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  return url.toString();
}

function takePending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.state !== 'string' || typeof value.nonce !== 'string') return null;
    if (value.channel !== 'GOOGLE' && value.channel !== 'FACEBOOK') return null;
    return { channel: value.channel, state: value.state, nonce: value.nonce };
  } catch {
    return null;
  }
}

/** The `nonce` claim of a JWT, read without verifying (the server verifies the signature). */
function nonceOf(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}

export type SocialCallback =
  { ok: true; channel: SocialChannel; idToken: string } | { ok: false; reason: 'cancelled' | 'invalid' };

/** Reads the provider's answer from the fragment; single use (the pending sign-in is consumed). */
export function finishSocialSignIn(hash: string): SocialCallback {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const pending = takePending();
  if (params.has('error')) return { ok: false, reason: 'cancelled' };
  const idToken = params.get('id_token');
  if (pending === null || idToken === null || params.get('state') !== pending.state)
    return { ok: false, reason: 'invalid' };
  if (nonceOf(idToken) !== pending.nonce) return { ok: false, reason: 'invalid' };
  return { ok: true, channel: pending.channel, idToken };
}
