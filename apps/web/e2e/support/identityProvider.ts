import { createSign, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A small OpenID Connect provider for the social sign-in specs: a consent page at /authorize that
 * answers with a signed RS256 ID token in the redirect's fragment (implicit flow), and its public
 * key at /jwks. Google and Facebook cannot be reached from the test machine; the server under test
 * verifies these tokens exactly as it would theirs (jose against the JWKS, issuer, audience).
 */
export interface IdentityProvider {
  issuer: string;
  jwksUrl: string;
  authorizeUrl: string;
  stop: () => Promise<void>;
}

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

function signIdToken(key: KeyObject, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'e2e-key' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return `${header}.${payload}.${base64url(signature)}`;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startIdentityProvider(port: number, subject: string): Promise<IdentityProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname !== '/authorize') {
      response.writeHead(404).end();
      return;
    }
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const decision = url.searchParams.get('decision');
    if (decision === null) {
      // The consent page: two links that come back here with the player's decision.
      const allow = new URL(url);
      allow.searchParams.set('decision', 'allow');
      const deny = new URL(url);
      deny.searchParams.set('decision', 'deny');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Test identity provider</title><h1>Sign in to OpenLobby?</h1>` +
          `<a href="${escapeHtml(allow.toString())}">Allow</a> <a href="${escapeHtml(deny.toString())}">Cancel</a>`,
      );
      return;
    }
    const fragment = new URLSearchParams({ state });
    if (decision === 'allow') {
      const now = Math.floor(Date.now() / 1000);
      fragment.set(
        'id_token',
        signIdToken(privateKey, {
          iss: issuer,
          aud: url.searchParams.get('client_id'),
          sub: subject,
          email: `${subject}@example.com`,
          nonce: url.searchParams.get('nonce'),
          iat: now,
          exp: now + 300,
          jti: randomUUID(),
        }),
      );
    } else fragment.set('error', 'access_denied');
    response.writeHead(302, { location: `${redirect}#${fragment.toString()}` });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    authorizeUrl: `${issuer}/authorize`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
