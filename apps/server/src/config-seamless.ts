/**
 * Third-party game vendors of the seamless wallet, part of the environment read in config.ts.
 * The setting names carry the vendor code (SEAMLESS_SECRET_PG, SEAMLESS_LAUNCH_URL_PG), so they are
 * found by pattern rather than listed in the fixed schema.
 */
import { isHouseVendor } from '@openlobby/contract';
import { z } from 'zod';

const SECRET_KEY = /^SEAMLESS_SECRET_([A-Z0-9_]{1,32})$/;
const LAUNCH_URL_KEY = /^SEAMLESS_LAUNCH_URL_([A-Z0-9_]{1,32})$/;

const secret = z.string().min(32, 'needs at least 32 characters');
const launchUrl = z
  .url()
  .refine((url) => url.startsWith('https://'), 'must be an https:// base URL')
  .transform((url) => url.replace(/\/+$/, ''));

export interface SeamlessVendorConfig {
  /** HMAC-SHA256 key of the vendor's calls; null: the vendor cannot call us. */
  readonly secret: string | null;
  /** Base URL its games open at (https, no trailing slash); null: no game of it can launch. */
  readonly launchUrl: string | null;
}

export interface SeamlessConfig {
  /** Third-party vendors by code. A vendor is connected when it has both a secret and a launch URL. */
  readonly vendors: ReadonlyMap<string, SeamlessVendorConfig>;
}

/** Reads SEAMLESS_SECRET_<VENDOR> and SEAMLESS_LAUNCH_URL_<VENDOR>; problems are "KEY: message" lines. */
export function readSeamlessConfig(env: Readonly<Record<string, string | undefined>>): {
  readonly config: SeamlessConfig;
  readonly problems: readonly string[];
} {
  const vendors = new Map<string, { secret: string | null; launchUrl: string | null }>();
  const problems: string[] = [];
  const vendor = (code: string) => {
    const existing = vendors.get(code) ?? { secret: null, launchUrl: null };
    vendors.set(code, existing);
    return existing;
  };
  for (const [key, raw] of Object.entries(env)) {
    if (raw === undefined) continue;
    const secretMatch = SECRET_KEY.exec(key);
    const urlMatch = LAUNCH_URL_KEY.exec(key);
    const code = secretMatch?.[1] ?? urlMatch?.[1];
    if (code === undefined) continue;
    if (isHouseVendor(code)) {
      // A house vendor's secret is derived from SERVER_SECRET; a setting here would silently do nothing.
      problems.push(`${key}: ${code} is a house vendor and needs no seamless settings`);
      continue;
    }
    const parsed = (secretMatch ? secret : launchUrl).safeParse(raw);
    if (!parsed.success) {
      problems.push(`${key}: ${parsed.error.issues.map((issue) => issue.message).join(', ')}`);
      continue;
    }
    if (secretMatch) vendor(code).secret = parsed.data;
    else vendor(code).launchUrl = parsed.data;
  }
  return { config: { vendors }, problems };
}
