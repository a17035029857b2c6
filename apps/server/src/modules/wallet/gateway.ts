/**
 * Payment gateways. A gateway takes the player's money on its own page and tells us the outcome
 * with a signed callback: HMAC-SHA256 over the outcome, a timestamp and a single-use nonce, so a
 * forged, altered, stale or replayed callback is refused. The built-in demo gateway is a page our
 * own server serves; a real one is the `http` adapter, configured by PAYMENT_GATEWAY_URL.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WalletConfig } from '../../config-wallet.ts';
import { ApiError } from '../../platform/api-error.ts';

export const DEMO_GATEWAY = 'demo';
/** No gateway configured (outside the demo until PAYMENT_GATEWAY=http): gateway channels take nothing. */
export const NO_GATEWAY = 'none';

export interface CallbackFields {
  readonly depositId: string;
  readonly status: 'paid' | 'failed';
  /** Decimal string, as the deposit's amount. */
  readonly amount: string;
  /** Epoch seconds. */
  readonly timestamp: number;
  readonly nonce: string;
}

export interface SignedCallback extends CallbackFields {
  readonly signature: string;
}

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function callbackSignature(secret: string, f: CallbackFields): string {
  return hmac(secret, ['callback', f.depositId, f.status, f.amount, String(f.timestamp), f.nonce].join('|'));
}

export function signCallback(
  secret: string,
  fields: Omit<CallbackFields, 'timestamp' | 'nonce'>,
  now: Date,
): SignedCallback {
  const full = {
    ...fields,
    timestamp: Math.floor(now.getTime() / 1000),
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...full, signature: callbackSignature(secret, full) };
}

export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The demo payment page's link carries this, so only the member who started the deposit can pay it. */
export function pageToken(secret: string, depositId: string): string {
  return hmac(secret, `page|${depositId}`);
}

export interface PaymentRequest {
  readonly depositId: string;
  readonly amount: string;
  readonly currency: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Where the player pays (opened by the web app; shown as a QR code for QR channels). */
  start(payment: PaymentRequest): Promise<string>;
}

export function createGateway(config: WalletConfig, secret: string, now: () => Date): PaymentGateway {
  if (config.gateway.kind === 'demo') {
    return {
      name: DEMO_GATEWAY,
      start: (payment) =>
        Promise.resolve(
          `/pay/demo/${encodeURIComponent(payment.depositId)}?token=${pageToken(secret, payment.depositId)}`,
        ),
    };
  }
  if (config.gateway.kind === 'none') {
    return {
      name: NO_GATEWAY,
      start: () => Promise.reject(new ApiError('CHANNEL_NOT_FOUND', { field: 'channelId' })),
    };
  }
  const url = config.gateway.url;
  return {
    name: 'http',
    async start(payment) {
      const timestamp = Math.floor(now().getTime() / 1000);
      const body = JSON.stringify({ ...payment, timestamp });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': hmac(secret, `start|${body}`) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { redirectUrl?: unknown };
      if (!response.ok || typeof answer.redirectUrl !== 'string')
        throw new Error('gateway refused the payment');
      return answer.redirectUrl;
    },
  };
}
