/**
 * The HMAC key each vendor signs its seamless-wallet calls with (X-Signature over the raw body).
 * House vendors (OpenLobby's studio) get a key derived from SERVER_SECRET, so the studio and the
 * wallet agree without any setting; third-party vendors get SEAMLESS_SECRET_<VENDOR>.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isHouseVendor } from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';

export interface VendorSecretSource {
  /** The resolved server secret (bootstrap's `serverSecret`, never null). */
  readonly serverSecret: string;
  /** `config.seamless`. */
  readonly seamless: SeamlessConfig;
}

/**
 * House vendors' derived keys by server secret and vendor (a few house vendors, one secret per
 * process): derived once instead of on every call.
 */
const houseKeys = new Map<string, Buffer>();

/** The vendor's key, or null when the vendor is not connected (its calls are answered 401). */
export function vendorSecret(source: VendorSecretSource, vendorCode: string): Buffer | null {
  if (isHouseVendor(vendorCode)) {
    const cacheKey = `${vendorCode}\n${source.serverSecret}`;
    let key = houseKeys.get(cacheKey);
    if (key === undefined) {
      key = createHmac('sha256', source.serverSecret).update(`seamless-vendor:${vendorCode}`).digest();
      houseKeys.set(cacheKey, key);
    }
    return Buffer.from(key);
  }
  const configured = source.seamless.vendors.get(vendorCode)?.secret ?? null;
  return configured === null ? null : Buffer.from(configured, 'utf8');
}

/** The X-Signature value for a body: lower-case hex HMAC-SHA256. Vendors' clients and tests sign with it. */
export function signSeamlessBody(secret: Buffer, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a received X-Signature; the protocol says lower-case hex, so only that is accepted. */
export function seamlessSignatureValid(
  secret: Buffer,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
