/**
 * TRUST_PROXY: which X-Forwarded-For entries the server believes. The client writes the header's
 * left end itself, so believing every hop lets it pick its own address for rate limits, login and
 * SMS counts and region checks. The setting names either how many proxies stand in front of the
 * server (the address the outermost one saw is used) or the proxies' own addresses and ranges.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** false: the socket's address; a number: that many proxies in front; a list: the trusted proxies. */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
/** proxy-addr's (Fastify's) names for the private ranges, accepted in the list as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW =
  'give the number of proxies in front of the server (such as 1) or their addresses and CIDR ranges (such as 10.0.0.0/8,127.0.0.1)';

function addressOrRange(part: string): boolean {
  if (RANGE_NAMES.has(part) || ipaddr.isValid(part)) return true;
  try {
    ipaddr.parseCIDR(part);
    return true;
  } catch {
    return false;
  }
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (value === '' || /^(false|no|0)$/i.test(value)) return false;
    if (/^(true|yes)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" would believe every X-Forwarded-For hop, so a client could choose its own address; ${HOW}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops; ${HOW}` });
      return z.NEVER;
    }
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    const wrong = parts.filter((part) => !addressOrRange(part));
    if (wrong.length === 0) return parts;
    ctx.addIssue({ code: 'custom', message: `not an address or range: ${wrong.join(', ')}; ${HOW}` });
    return z.NEVER;
  });

/** Fastify's option: a hop count as its function (its typings leave the number form out). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
