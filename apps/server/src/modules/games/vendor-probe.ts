/**
 * Whether the server can reach a third-party vendor, checked when an operator asks: one request to
 * the origin of the vendor's launch URL (HEAD, or GET when the vendor refuses HEAD with 405), no
 * redirect followed, no secret or credential sent, given up after a few seconds. Probes are counted
 * per operator (a few a minute) so the console cannot be used to hammer a vendor. The last answer
 * of each vendor is kept in memory for the vendors list; it is this process's and forgotten on
 * restart.
 */
import {
  OPS_VENDOR_PROBE_PER_MINUTE,
  type OpsVendorProbe,
  type VendorProbeReason,
} from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createClientWindowCounter } from '../../platform/client-window-counter.ts';

export interface VendorProbeOptions {
  readonly seamless: SeamlessConfig;
  readonly now: () => Date;
  /** How long one probe may take; 3 s by default. */
  readonly timeoutMs?: number;
  /** Probes one operator may run a minute. */
  readonly perMinute?: number;
}

export type VendorProbe = ReturnType<typeof createVendorProbe>;

const DEFAULT_TIMEOUT_MS = 3_000;
const ONE_MINUTE_MS = 60_000;
/** The vendors whose last answers are kept; far more than any catalogue has. */
const REMEMBERED_VENDORS = 1_000;

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_FAIL', 'EAI_NONAME']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'ETIMEDOUT']);
const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
  'EPROTO',
]);

/** The error codes of a failed fetch, the outer one first (undici puts the socket's in `cause`). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof name === 'string') codes.push(name);
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
}

/** Why a request that got no answer failed. */
export function failureReason(
  error: unknown,
): Exclude<VendorProbeReason, 'ok' | 'http-error' | 'not-configured'> {
  const codes = codesOf(error);
  if (codes.some((code) => code === 'TimeoutError' || code === 'AbortError' || TIMEOUT_CODES.has(code)))
    return 'timeout';
  if (codes.some((code) => DNS_CODES.has(code))) return 'dns';
  if (
    codes.some(
      (code) =>
        TLS_CODES.has(code) ||
        code.startsWith('ERR_SSL_') ||
        code.startsWith('ERR_TLS_') ||
        code.startsWith('ERR_OSSL_') ||
        code.includes('CERT'),
    )
  )
    return 'tls';
  // ECONNREFUSED, and the rest of a connection that could not be made or was dropped.
  return 'refused';
}

/** One request to `origin`, answered with the status or thrown as fetch throws. */
async function ask(origin: string, method: 'HEAD' | 'GET', signal: AbortSignal): Promise<number> {
  const response = await fetch(origin, {
    method,
    redirect: 'manual',
    signal,
    headers: { accept: '*/*', 'user-agent': 'OpenLobby-vendor-probe' },
  });
  // The body is not read: the answer's status is all a probe needs.
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/** Checks `url`'s origin within `timeoutMs`. */
export async function probeOrigin(url: string, timeoutMs: number, now: () => Date): Promise<OpsVendorProbe> {
  const started = performance.now();
  const result = (reason: VendorProbeReason, status: number | null): OpsVendorProbe => ({
    reachable: reason === 'ok',
    status,
    millis: Math.max(0, Math.round(performance.now() - started)),
    checkedAt: now().toISOString(),
    reason,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const origin = new URL(url).origin;
    let status = await ask(origin, 'HEAD', signal);
    if (status === 405) status = await ask(origin, 'GET', signal);
    return result(status >= 500 ? 'http-error' : 'ok', status);
  } catch (error) {
    return result(signal.aborted ? 'timeout' : failureReason(error), null);
  }
}

export function createVendorProbe(options: VendorProbeOptions) {
  const { seamless, now } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counter = createClientWindowCounter({
    max: options.perMinute ?? OPS_VENDOR_PROBE_PER_MINUTE,
    windowMs: ONE_MINUTE_MS,
    maxClients: 10_000,
    now: () => now().getTime(),
  });
  const last = new Map<string, OpsVendorProbe>();

  function remember(code: string, probe: OpsVendorProbe): void {
    last.delete(code);
    last.set(code, probe);
    const oldest = last.keys().next();
    if (last.size > REMEMBERED_VENDORS && oldest.done !== true) last.delete(oldest.value);
  }

  return {
    /**
     * Probes the vendor for the operator; RATE_LIMITED past the operator's probes a minute. A house
     * vendor or one without a launch URL answers not-configured without any request.
     */
    async probe(code: string, operatorId: number): Promise<OpsVendorProbe> {
      const { allowed, retryAfterMs } = counter.hit(`operator:${operatorId}`);
      if (!allowed) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
      const launchUrl = seamless.vendors.get(code)?.launchUrl ?? null;
      const probe =
        launchUrl === null
          ? {
              reachable: false,
              status: null,
              millis: 0,
              checkedAt: now().toISOString(),
              reason: 'not-configured' as const,
            }
          : await probeOrigin(launchUrl, timeoutMs, now);
      remember(code, probe);
      return probe;
    },

    /** The vendor's last probe on this process, or null. */
    last(code: string): OpsVendorProbe | null {
      return last.get(code) ?? null;
    },
  };
}
